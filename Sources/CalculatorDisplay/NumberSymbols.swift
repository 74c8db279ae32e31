import FoundationEssentials

/// The decimal separator and digit grouping of a locale, as a display needs them.
///
/// Looked up once per locale in a table generated from CLDR (which knows Indian 2-digit secondary
/// groups and Spanish minimum grouping digits), then applied by `DisplayFormatter` to decimal strings
/// of any length.
public struct NumberSymbols: Sendable, Hashable {
    /// The decimal separator: `.` in en_US, `,` in de_DE and fr_FR.
    public var decimalSeparator: String
    /// The grouping separator: `,` in en_US, `.` in de_DE, U+202F (narrow no-break space) in fr_FR.
    public var groupingSeparator: String
    /// Digits in the group next to the decimal separator (3 almost everywhere); 0 for no grouping.
    public var primaryGroupingSize: Int
    /// Digits in every further group: 3 in en_US, 2 in en_IN (`12,34,567`).
    public var secondaryGroupingSize: Int
    /// Grouping starts when the integer part has at least `primaryGroupingSize + minimumGroupingDigits`
    /// digits: 1 in most locales, 2 in es_ES (`1234` but `12.345`).
    public var minimumGroupingDigits: Int

    /// Symbols given explicitly, e.g. groups of four for a myriad-based display.
    /// - Parameters:
    ///   - decimalSeparator: the decimal separator.
    ///   - groupingSeparator: the separator between digit groups.
    ///   - primaryGroupingSize: the size of the group next to the decimal separator.
    ///   - secondaryGroupingSize: the size of the other groups (nil: the primary size).
    ///   - minimumGroupingDigits: the fewest digits before the first separator.
    public init(decimalSeparator: String, groupingSeparator: String, primaryGroupingSize: Int,
                secondaryGroupingSize: Int? = nil, minimumGroupingDigits: Int = 1) {
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
        self.primaryGroupingSize = Swift.max(primaryGroupingSize, 0)
        self.secondaryGroupingSize = Swift.max(secondaryGroupingSize ?? primaryGroupingSize, 1)
        self.minimumGroupingDigits = Swift.max(minimumGroupingDigits, 1)
    }

    /// The symbols of `locale` (of its identifier: see `init(localeIdentifier:)`).
    ///
    /// A process that links FoundationEssentials without FoundationInternationalization (as the
    /// `bigcalc` executable does, to leave ICU out) sees every `Locale` as `en_001`: pass the
    /// identifier to `init(localeIdentifier:)` there.
    /// - Parameter locale: the locale.
    public init(locale: Locale) {
        self.init(localeIdentifier: locale.identifier)
    }

    /// The symbols of the locale `identifier`, from the CLDR table `knownLocales` (generated from
    /// ICU's data, so that this library needs no ICU at run time). An identifier not in the table
    /// falls back to its language and script (`de_AT_1996` → `de_AT` → `de`; `-` reads as `_`; a
    /// `.UTF-8` encoding or `@` keywords are ignored), then to CLDR's root locale: `.` and `,` in
    /// groups of three.
    /// - Parameter identifier: a locale identifier such as `de_DE`, `en-IN` or `fr_FR.UTF-8`.
    public init(localeIdentifier identifier: String) {
        var identifier = Substring(identifier.map { $0 == "-" ? "_" : $0 })
        if let end = identifier.firstIndex(where: { $0 == "." || $0 == "@" }) { identifier = identifier[..<end] }
        while !identifier.isEmpty {
            if let (decimal, grouping, primary, secondary, minimum) = Self.knownSymbols(of: identifier) {
                self.init(decimalSeparator: decimal, groupingSeparator: grouping, primaryGroupingSize: primary,
                          secondaryGroupingSize: secondary, minimumGroupingDigits: minimum)
                return
            }
            identifier = identifier[..<(identifier.lastIndex(of: "_") ?? identifier.startIndex)]
        }
        self.init(decimalSeparator: ".", groupingSeparator: ",", primaryGroupingSize: 3)
    }

    /// The row of `knownLocales` that lists `identifier` exactly, if any.
    private static func knownSymbols(of identifier: Substring) -> (String, String, Int, Int, Int)? {
        knownLocales.first { row in
            row.identifiers.split(whereSeparator: { $0 == " " || $0 == "\n" }).contains { $0 == identifier }
        }?.symbols
    }
}
