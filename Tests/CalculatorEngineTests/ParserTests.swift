import Testing
@testable import CalculatorEngine

/// The structure the parser gives expressions: precedence, associativity, unary minus against `^`,
/// postfix operators, implicit multiplication, Unicode forms and whitespace.
@Suite struct ParserTests {
    static let structures: [(String, String)] = [
        // precedence and associativity
        ("1+2*3", "(+ 1 (× 2 3))"),
        ("1*2+3", "(+ (× 1 2) 3)"),
        ("1-2-3", "(− (− 1 2) 3)"),
        ("8/4/2", "(÷ (÷ 8 4) 2)"),
        ("2^3^2", "(xʸ 2 (xʸ 3 2))"),
        ("2**3**2", "(xʸ 2 (xʸ 3 2))"),
        ("2*3^2", "(× 2 (xʸ 3 2))"),
        ("(1+2)*3", "(× (+ 1 2) 3)"),
        ("7 mod 3 * 2", "(× (mod 7 3) 2)"),
        ("1 + 7 mod 3", "(+ 1 (mod 7 3))"),
        // unary minus against ^
        ("-2^2", "(± (xʸ 2 2))"),
        ("2^-2", "(xʸ 2 (± 2))"),
        ("-2^-2", "(± (xʸ 2 (± 2)))"),
        ("--2", "(± (± 2))"),
        ("+2", "2"),
        ("2*-3", "(× 2 (± 3))"),
        ("1 - -1", "(− 1 (± 1))"),
        ("(-2)^2", "(xʸ (± 2) 2)"),
        // postfix
        ("3!", "(x! 3)"),
        ("3!!", "(fac2 3)"),
        ("(3!)!", "(x! (x! 3))"),
        ("-3!!", "(± (fac2 3))"),
        ("!!3", "(not (not 3))"),
        ("-3!", "(± (x! 3))"),
        ("2^3!", "(xʸ 2 (x! 3))"),
        ("50%", "(% 50)"),
        ("200 * 5%", "(× 200 (% 5))"),
        // `%` before an operand is mod, of ×'s precedence; before anything else, percent
        ("7 % 3", "(mod 7 3)"),
        ("7%(3)", "(mod 7 3)"),
        ("1 + 7 % 3 * 2", "(+ 1 (× (mod 7 3) 2))"),
        ("2^3 % 2", "(mod (xʸ 2 3) 2)"),
        ("20% x", "(mod 20 x)"),
        ("10 % - 3", "(− (% 10) 3)"),
        ("10% + 3", "(+ (% 10) 3)"),
        ("(10%)", "(% 10)"),
        ("10%²", "(x² (% 10))"),
        // roots after an operand or a prefix function's name: implicit factors and operands
        ("2√9", "(× 2 (√ 9))"),
        ("2 ∛8", "(× 2 (∛ 8))"),
        ("sqrt √16", "(√ (√ 16))"),
        ("(1)∛8²", "(× 1 (∛ (x² 8)))"),
        ("mod(7, 3)", "(mod 7 3)"),
        ("xor(12, 10)", "(xor 12 10)"),
        ("3²", "(x² 3)"),
        ("2³", "(x³ 2)"),
        ("(1+2)!", "(x! (+ 1 2))"),
        // implicit multiplication
        ("2pi", "(× 2 π)"),
        ("2 pi", "(× 2 π)"),
        ("3(4+5)", "(× 3 (+ 4 5))"),
        ("(1+2)(3+4)", "(× (+ 1 2) (+ 3 4))"),
        ("2 sqrt(2)", "(× 2 (√ 2))"),
        ("2e", "(× 2 e)"),
        ("2e3", "2e3"),
        ("1/2pi", "(× (÷ 1 2) π)"),
        ("2pi^2", "(× 2 (xʸ π 2))"),
        ("pi*(2)", "(× π 2)"),
        ("2√3", "(× 2 (√ 3))"),
        // functions and constants
        ("sqrt 2", "(√ 2)"),
        ("ln 1", "(ln 1)"),
        ("√2^2", "(√ (xʸ 2 2))"),
        ("sin -1", "(sin (± 1))"),
        ("root(8, 3)", "(ʸ√x 8 3)"),
        ("log(8, 2)", "(log 8 2)"),
        ("log(100)", "(log₁₀ 100)"),
        ("gamma(5)", "(gamma 5)"),
        ("gamma", "γ"),
        ("atan2(1, 2)", "(atan2 1 2)"),
        ("min(1, 2)", "(min 1 2)"),
        ("rand()", "Rand"),
        ("sin(x)^2", "(xʸ (sin x) 2)"),
        ("x y", "(× x y)"),
        ("log₁₀(5)", "(log₁₀ 5)"),
        ("sin⁻¹(1)", "(sin⁻¹ 1)"),
        // Unicode forms and whitespace
        ("2×3", "(× 2 3)"),
        ("6÷3", "(÷ 6 3)"),
        ("5−3", "(− 5 3)"),
        ("2·3", "(× 2 3)"),
        ("√9", "(√ 9)"),
        ("∛8", "(∛ 8)"),
        ("π", "π"),
        ("  1 +\t2  ", "(+ 1 2)"),
        ("1e-7", "1e-7"),
        ("2.5E+300", "2.5E+300"),
        (".5", ".5"),
        ("5.", "5."),
    ]

    @Test(arguments: structures)
    func parses(line: String, structure: String) throws {
        #expect(try ParsedExpression(parsing: line).description == structure)
    }

    /// The binary operators of ×'s precedence, worked out from the catalog for the parser.
    @Test func multiplicativeSymbolsComeFromTheCatalog() {
        #expect(Symbol.allCases.filter { Symbol.operations[Int($0.rawValue)].isMultiplicative } == [.times, .divide, .percent])
        #expect(Symbol.allCases.filter(\.isRootSign) == [.squareRoot, .cubeRoot])
    }

    @Test func assignmentNamesItsVariable() throws {
        let expression = try ParsedExpression(parsing: "x = 2^0.5")
        #expect(expression.assignedName == "x")
        #expect(expression.description == "x = (xʸ 2 0.5)")
        #expect(try ParsedExpression(parsing: "x(2)", variables: ["x"]).description == "(× x 2)")
    }
}
