import CalculatorEngine
import Testing

/// `help`, `help NAME` and `--list-functions`: generated from the catalog.
struct CatalogGroupHelpTests {
    @Test func everyListedOperationIsUnderExactlyOneGroupHeading() {
        let text = OperationCatalog.groupedHelp()
        let listed = OperationCatalog.functionHelp()
        let lines: [String] = text.split(separator: "\n").map(String.init)
        let entries: [String] = lines.filter { $0.hasPrefix("  ") }.map { String($0.dropFirst(2)) }
        #expect(entries.sorted() == listed.sorted())
        let headings: [String] = OperationGroup.allCases.filter { $0 != .keypad }.map { "\($0.rawValue):" }
        #expect(lines.filter { !$0.hasPrefix("  ") } == headings)
    }

    /// A name, and lines its help must contain (values from mpmath at 20 digits).
    @Test(arguments: [
        ("sqrt", ["sqrt(x)  —  square root", "also written: √",
                  "convention: the principal root: sqrt(-4) = 2i (an error with --real); the branch cut is the negative real axis",
                  "example: sqrt(2) = 1.4142135623730950488"]),
        ("atan2", ["atan2(a, b)  —  angle of the point (x, y): atan2(y, x)", "example: atan2(1, -1) = 2.3561944901923449288"]),
        ("mod", ["a mod b  —  remainder with the sign of the divisor", "example: -7 mod 3 = 2"]),
        ("gamma", ["example: gamma(0.5) = 1.7724538509055160273", "convention: poles at 0, −1, −2, …"]),
    ])
    func helpForANameShowsItsSignatureConventionAndExample(name: String, expected: [String]) throws {
        let help = try #require(OperationCatalog.help(for: name))
        for line in expected { #expect(help.contains(line), "\(help)") }
    }

    /// Rows whose group is not their file's family, or is set by a family builder (`integers`,
    /// `list`, `comparison`, `constant`): each row carries its group.
    @Test(arguments: [
        (CatalogOperation.factorial, OperationGroup.integers), (.binomial, .integers), (.doubleFactorial, .integers),
        (.imaginaryUnit, .constants), (.random, .constants), (.equals, .keypad), (.realPart, .arithmetic),
        (.minimum, .statistics), (.less, .logic), (.logicalNot, .logic), (.hyperbolicSine, .hyperbolic),
        (.arctangentOfPoint, .trigonometry), (.greatestCommonDivisor, .integers), (.sinc, .special), (.integrate, .calculus),
    ])
    func eachRowCarriesItsGroup(operation: CatalogOperation, group: OperationGroup) {
        #expect(operation.row.group == group)
    }

    @Test func helpForAnUnknownNameIsNil() {
        #expect(OperationCatalog.help(for: "nosuchfunction") == nil)
    }
}
