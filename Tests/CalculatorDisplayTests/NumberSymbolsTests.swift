import Testing
@testable import CalculatorDisplay

/// `NumberSymbols(localeIdentifier:)`: the CLDR table, without ICU, and its fallbacks.
@Suite struct NumberSymbolsTests {
    @Test("Separators, group sizes and minimum grouping digits by identifier", arguments: [
        ("en_US", ".", ",", 3, 3, 1),
        ("de_DE", ",", ".", 3, 3, 1),
        ("fr_FR", ",", "\u{202F}", 3, 3, 1),
        ("en_IN", ".", ",", 3, 2, 1),
        ("es_ES", ",", ".", 3, 3, 2),
        ("de_CH", ".", "\u{2019}", 3, 3, 1),
        ("en_US_POSIX", ".", ",", 0, 1, 1),
        // `-` for `_`, an encoding and keywords ignored, then the language, then CLDR's root.
        ("de-DE", ",", ".", 3, 3, 1),
        ("de_DE.UTF-8", ",", ".", 3, 3, 1),
        ("de_DE@euro", ",", ".", 3, 3, 1),
        ("de_ZZ", ",", ".", 3, 3, 1),
        ("hi_Latn_ZZ", ".", ",", 3, 2, 1),
        ("xx_YY", ".", ",", 3, 3, 1),
        ("", ".", ",", 3, 3, 1),
        ("_", ".", ",", 3, 3, 1),
    ])
    func symbols(identifier: String, decimal: String, grouping: String, primary: Int, secondary: Int, minimum: Int) {
        let symbols = NumberSymbols(localeIdentifier: identifier)
        #expect(symbols.decimalSeparator == decimal)
        #expect(symbols.groupingSeparator == grouping)
        #expect(symbols.primaryGroupingSize == primary)
        #expect(symbols.secondaryGroupingSize == secondary)
        #expect(symbols.minimumGroupingDigits == minimum)
    }

    /// Every identifier of the table is listed once.
    @Test func tableListsEachIdentifierOnce() {
        let identifiers = NumberSymbols.knownLocales.flatMap { $0.identifiers.split(whereSeparator: \.isWhitespace) }
        #expect(identifiers.count > 900)
        #expect(Set(identifiers).count == identifiers.count)
    }
}
