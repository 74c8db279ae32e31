import CalculatorDisplay
import CalculatorEngine
import Foundation
import Testing

/// `GroupedResultStyle`: the plain text grouped with a locale's separators.
@Suite struct GroupedResultStyleTests {
    @Test(arguments: [
        ("en_US", "1234567/2", 30, "617,283.5"),
        ("de_DE", "1234567/2", 30, "617.283,5"),
        ("en_US", "2^40", 5, "1,099,511,627,776"),
        ("en_US", "1/3", 5, "0.33333"),
        ("en_US", "-1e-9", 5, "-1e-9"),
    ])
    func groupedPlainText(locale: String, expression: String, digits: Int, expected: String) throws {
        var session = Session(settings: EvaluationSettings(digits: digits))
        let result = try session.evaluate(expression).result
        #expect(result.formatted(.grouped(locale: Locale(identifier: locale))) == expected)
    }
}
