import BigNumber
import Foundation
import Testing
import TestSupport

/// The recognition algorithms against `recognition.tsv` (written by
/// `Tests/References/generate_recognition.py` from mpmath, Python's fractions and PARI/GP): each
/// value is rounded to the working digits' bits, and every relation found is checked again on the
/// value at 4× those bits.
@Suite struct RecognitionReferenceTests {
    @Test func theTableHasEveryCase() {
        #expect(RecognitionCase.all.count >= 60)
        for kind in ["contfrac-exact", "contfrac", "bestappr", "lindep", "algdep"] {
            #expect(RecognitionCase.all.contains { $0.kind == kind }, "no \(kind) cases")
        }
    }

    @Test(arguments: RecognitionCase.of("contfrac-exact"))
    func exactContinuedFractions(_ c: RecognitionCase) throws {
        let q = try #require(BigRational(c.arguments[0]))
        let expansion = q.continuedFraction()
        #expect(expansion == ContinuedFraction(terms: c.integers, end: .complete))
        #expect(BigRational(continuedFraction: expansion.terms) == q)
    }

    @Test(arguments: RecognitionCase.of("contfrac"))
    func continuedFractionsOfBalls(_ c: RecognitionCase) throws {
        let expansion = try c.ball(0).continuedFraction(maximumTerms: 10_000)
        #expect(expansion.end == .undecided)
        // Only certain terms, and about one per digit (at least half of that).
        #expect(expansion.terms == Array(c.integers.prefix(expansion.terms.count)))
        #expect(expansion.terms.count >= c.digits / 2)
    }

    @Test(arguments: RecognitionCase.of("bestappr"))
    func bestApproximations(_ c: RecognitionCase) throws {
        let bound = try #require(BigInt(c.arguments[1]))
        let found = try c.ball(0).bestApproximation(maximumDenominator: bound)
        if c.expected == "undecided" {
            // A cell boundary lies far closer to the value than the working digits reach.
            guard case .undecided = found else { Issue.record("decided: \(found)"); return }
        } else {
            #expect(found == .decided(try #require(BigRational(c.expected))))
        }
    }

    @Test(arguments: RecognitionCase.of("lindep"))
    func integerRelations(_ c: RecognitionCase) throws {
        let values = try c.arguments.indices.map { try c.ball($0) }
        let found = try IntegerRelation.search(among: values)
        #expect(found == .relation(c.integers))
        guard case .relation(let a) = found else { return }
        let sum = try c.arguments.indices.reduce(BigBall()) { sum, i in
            BigBall.add(sum, BigBall.multiply(BigBall(a[i]), try c.fourTimesBall(i), precision: 4 * c.bits), precision: 4 * c.bits)
        }
        #expect(sum.containsZero)
        #expect(sum.radiusIsBelow(powerOfTwo: -3 * c.bits))
    }

    @Test(arguments: RecognitionCase.of("algdep"))
    func algebraicRelations(_ c: RecognitionCase) throws {
        let degree = try #require(Int(c.arguments[1]))
        let found = try c.ball(0).algebraicRelation(degree: degree)
        #expect(found == .relation(c.integers))
        guard case .relation(let coefficients) = found else { return }
        let x = try c.fourTimesBall(0)
        let value = coefficients.reversed().reduce(BigBall()) { sum, a in
            BigBall.add(BigBall.multiply(sum, x, precision: 4 * c.bits), BigBall(a), precision: 4 * c.bits)
        }
        #expect(value.containsZero)
        #expect(value.radiusIsBelow(powerOfTwo: -3 * c.bits))
    }
}

/// One line of `recognition.tsv`.
struct RecognitionCase: Sendable, CustomStringConvertible {
    let kind: String
    let digits: Int
    let arguments: [String]
    let expected: String

    var description: String { "\(kind) at \(digits) digits: \(arguments.map { String($0.prefix(24)) })" }

    /// The working precision: the digits in bits.
    var bits: Int { Int((Double(digits) * log2(10.0)).rounded(.up)) }

    /// The expected integers.
    var integers: [BigInt] { expected.split(separator: ",").compactMap { BigInt(String($0)) } }

    /// Argument `i` rounded to `bits`: the value known to the working digits.
    func ball(_ i: Int) throws -> BigBall {
        BigBall(try #require(try BigRational(decimal: arguments[i])), precision: bits)
    }

    /// Argument `i` at 4× the bits, with the error of its 4·digits + 20 significant digits
    /// (values below 10³) added.
    func fourTimesBall(_ i: Int) throws -> BigBall {
        let value = BigBall(try #require(try BigRational(decimal: arguments[i])), precision: 4 * bits + 64)
        let error = try #require(try BigRational(decimal: "1e-\(4 * digits + 16)"))
        return value.addingError(BigBall(error, precision: 64))
    }

    static let all: [RecognitionCase] = ReferenceTable.rows(named: "recognition", in: .module).compactMap { columns in
        guard columns.count == 4, let digits = Int(columns[1]) else { return nil }
        return RecognitionCase(
            kind: columns[0], digits: digits, arguments: columns[2].split(separator: ";").map(String.init), expected: columns[3])
    }

    static func of(_ kind: String) -> [RecognitionCase] { all.filter { $0.kind == kind } }
}

/// `ClosedForm.identify` against the `identify` rows of `recognition.tsv`: the form a value was
/// built from is found again over the standard constants, and it matches the value at 4× the bits.
@Suite struct IdentifyReferenceTests {
    static let names = ["pi", "pi2", "e", "ln2", "ln3", "sqrt2", "sqrt3", "sqrt5", "zeta3", "euler", "catalan"]

    @Test func theNamesAreTheStandardConstantsInOrder() {
        #expect(Self.names.count == StandardConstant.allCases.count)
        #expect(RecognitionCase.of("identify").count >= 20)
    }

    @Test(arguments: RecognitionCase.of("identify"))
    func closedForms(_ c: RecognitionCase) throws {
        let expected = try Self.form(c.expected)
        let constants = StandardConstant.values(precision: c.bits + 64)
        let found = try ClosedForm.identify(c.ball(0), constants: constants)
        #expect(found == expected)
        guard let found else { return }
        let value = found.value(constants: StandardConstant.values(precision: 4 * c.bits + 64), precision: 4 * c.bits + 64)
        let difference = BigBall.subtract(try c.fourTimesBall(0), value, precision: 4 * c.bits + 64)
        #expect(difference.containsZero)
        #expect(difference.radiusIsBelow(powerOfTwo: -3 * c.bits))
    }

    @Test func aValueOfNoSuchFormHasNone() throws {
        // e^π to 100 bits: no rational, root, or rational combination of the constants this small.
        let bits = 333
        let x = BigBall.exp(BigBall.pi(precision: bits), precision: bits)
        #expect(try ClosedForm.identify(x, constants: StandardConstant.values(precision: bits)) == nil)
        #expect(throws: RecognitionError.invalidBound) {
            try ClosedForm.identify(x, constants: [], rationalBound: BigInt(1))
        }
    }

    /// The form of an `expected` column ("linear:q0:q1:name", …).
    static func form(_ text: String) throws -> ClosedForm {
        let parts = text.split(separator: ":").map(String.init)
        func q(_ i: Int) throws -> BigRational { try #require(BigRational(parts[i])) }
        func c(_ i: Int) throws -> Int { try #require(names.firstIndex(of: parts[i])) }
        switch parts[0] {
        case "rational": return .rational(try q(1))
        case "sqrt": return .squareRoot(try q(1), negative: parts[2] == "-")
        case "linear": return .linear(try q(1), try q(2), constant: try c(3))
        case "product": return .product(try q(1), first: try c(2), second: try c(3))
        case "quotient": return .quotient(try q(1), numerator: try c(2), denominator: try c(3))
        default: throw CancellationError()
        }
    }
}
