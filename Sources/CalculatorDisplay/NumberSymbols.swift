import Foundation

/// The decimal separator and digit grouping of a locale, as a display needs them.
///
/// Read from Foundation once (by formatting probe numbers with the locale's integer format
/// style, which knows Indian 2-digit secondary groups and Spanish minimum grouping digits), then
/// applied by `DisplayFormatter` to decimal strings of any length.
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

    /// The symbols of `locale`.
    /// - Parameter locale: the locale.
    public init(locale: Locale) {
        let decimal = locale.decimalSeparator ?? "."
        // Group sizes: the digit runs of a long probe integer formatted for the locale.
        let probe = 1_234_567_890.formatted(.number.locale(locale))
        var groups: [Int] = [0]
        var separator: String?
        for character in probe {
            if character.isWholeNumber {
                groups[groups.count - 1] += 1
            } else {
                if separator == nil { separator = String(character) }
                groups.append(0)
            }
        }
        let primary = groups.count > 1 ? groups[groups.count - 1] : 0
        let secondary = groups.count > 2 ? groups[groups.count - 2] : primary
        // Minimum grouping digits: is the smallest number with one more digit than a group grouped?
        var minimum = 1
        if primary > 0 {
            var power = 1
            for _ in 0..<primary { power *= 10 }
            if power.formatted(.number.locale(locale)).allSatisfy(\.isWholeNumber) { minimum = 2 }
        }
        self.init(decimalSeparator: decimal, groupingSeparator: separator ?? locale.groupingSeparator ?? ",",
                  primaryGroupingSize: primary, secondaryGroupingSize: secondary, minimumGroupingDigits: minimum)
    }
}
