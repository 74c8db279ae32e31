import BigNumber
import Testing

/// The examples of the recognition functions (continued fractions, best approximations,
/// integer relations, algebraic dependencies) with their edge cases.
@Suite struct RecognitionExampleTests {
    static let bits = 200
    static var pi: BigBall { BigBall.pi(precision: bits) }
    static func ints(_ values: Int...) -> [BigInt] { values.map { BigInt($0) } }

    @Test func continuedFractionOfPi() throws {
        let expansion = try Self.pi.continuedFraction(maximumTerms: 5)
        #expect(expansion.terms == Self.ints(3, 7, 15, 1, 292))
        #expect(expansion.end == .termLimit)
    }

    @Test func aBallGivesOnlyTheTermsItFixes() throws {
        // π to 53 bits fixes about 15 terms (each halves the remaining bits by about 1.7), never 1000.
        let expansion = try BigBall.pi(precision: 53).continuedFraction(maximumTerms: 1000)
        #expect(expansion.end == .undecided)
        #expect(expansion.terms.count > 10 && expansion.terms.count < 25)
        #expect(Array(expansion.terms.prefix(5)) == Self.ints(3, 7, 15, 1, 292))
    }

    @Test(arguments: [
        ("355/113", [3, 7, 16]), ("-7/3", [-3, 1, 2]), ("5", [5]), ("1/2", [0, 2]), ("0", [0]),
    ])
    func rationalsGiveTheirWholeExpansion(_ text: String, _ terms: [Int]) throws {
        let q = try #require(BigRational(text))
        let expansion = q.continuedFraction()
        #expect(expansion.terms == terms.map { BigInt($0) })
        #expect(expansion.end == .complete)
        #expect(BigRational(continuedFraction: expansion.terms) == q)
        let ball = BigBall(q, precision: 64)
        if ball.isExact { #expect(try ball.continuedFraction(maximumTerms: 100) == expansion) }
    }

    @Test(arguments: [(1000, "355/113"), (100, "311/99"), (7, "22/7"), (1, "3/1"), (57, "179/57")])
    func bestApproximationsOfPi(_ bound: Int, _ expected: String) throws {
        #expect(try Self.pi.bestApproximation(maximumDenominator: BigInt(bound)) == .decided(#require(BigRational(expected))))
    }

    @Test func aTieGoesToTheSmallerDenominator() throws {
        // 1/4 lies halfway between 0/1 and 1/2 (denominators up to 3 give 0, 1/3, 1/2, 1).
        let q = try #require(BigRational("1/4"))
        #expect(q.bestApproximation(maximumDenominator: BigInt(2)) == BigRational(0))
        #expect(q.bestApproximation(maximumDenominator: BigInt(0)) == nil)
    }

    @Test func aWideBallLeavesTheBestApproximationUndecided() throws {
        let wide = BigBall.pi(precision: 12)
        guard case .undecided = try wide.bestApproximation(maximumDenominator: BigInt(1_000_000)) else {
            Issue.record("decided on 12 bits")
            return
        }
    }

    @Test func logarithmsOfTwoThreeAndSix() throws {
        let logs = [2, 3, 6].map { BigBall.log(BigBall($0), precision: Self.bits) }
        #expect(try IntegerRelation.search(among: logs) == .relation(Self.ints(1, 1, -1)))
    }

    @Test func independentValuesGiveAProvenBound() throws {
        let values = [BigBall.pi(precision: Self.bits), BigBall.e(precision: Self.bits), BigBall(1)]
        guard case .noneBelow(let bound) = try IntegerRelation.search(among: values) else {
            Issue.record("a relation among π, e and 1")
            return
        }
        // About 2^((200 − guard) / 3) / √3·(…): well above 10^15.
        #expect(bound > BigInt(1_000_000_000_000_000))
    }

    /// ln 2, ln 3 and h·ln 2 + (h − 1)·ln 3 at 100 bits have the relation (h, h − 1, −1) of height
    /// h: a short one is found; a long one is not, and then the proven bound may not exceed h.
    @Test(arguments: [10, 1000, 100_000, 10_000_000, 1_000_000_000, 100_000_000_000])
    func theProvenBoundNeverExceedsAnExistingRelation(_ h: Int) throws {
        let bits = 100
        let ln2 = BigBall.log(BigBall(2), precision: bits), ln3 = BigBall.log(BigBall(3), precision: bits)
        let combination = BigBall.add(
            BigBall.multiply(BigBall(h), ln2, precision: bits), BigBall.multiply(BigBall(h - 1), ln3, precision: bits), precision: bits)
        switch try IntegerRelation.search(among: [ln2, ln3, combination]) {
        case .relation(let a): #expect(a == Self.ints(h, h - 1, -1))
        case .noneBelow(let bound):
            #expect(h >= 10_000_000)
            #expect(bound <= BigInt(h))
            #expect(bound > BigInt(1000))
        }
    }

    @Test func algebraicDependencyOfSqrt2PlusSqrt3() throws {
        let two = BigBall.sqrt(BigBall(2), precision: Self.bits), three = BigBall.sqrt(BigBall(3), precision: Self.bits)
        let x = BigBall.add(two, three, precision: Self.bits)
        #expect(try x.algebraicRelation(degree: 4) == .relation(Self.ints(1, 0, -10, 0, 1)))
        // A higher degree still gives the least one.
        #expect(try x.algebraicRelation(degree: 8) == .relation(Self.ints(1, 0, -10, 0, 1)))
        #expect(try BigBall(0).algebraicRelation(degree: 3) == .relation(Self.ints(0, 1)))
        #expect(try BigBall(BigRational("-3/7")!, precision: 64).algebraicRelation(degree: 2) == .relation(Self.ints(3, 7)))
    }

    @Test func argumentsThatCannotBeSearched() {
        #expect(throws: RecognitionError.noValues) { try IntegerRelation.search(among: []) }
        #expect(throws: RecognitionError.invalidBound) { try BigBall(1).algebraicRelation(degree: 0) }
        #expect(throws: RecognitionError.invalidBound) { try Self.pi.continuedFraction(maximumTerms: 0) }
        #expect(throws: RecognitionError.insufficientPrecision) {
            try IntegerRelation.search(among: [BigBall.pi(precision: 20), BigBall(1)])
        }
        let notFinite = BigBall.divide(BigBall(1), BigBall(0), precision: 64)
        #expect(throws: RecognitionError.notFinite) { try notFinite.continuedFraction(maximumTerms: 3) }
        #expect(throws: RecognitionError.notFinite) { try IntegerRelation.search(among: [notFinite]) }
    }
}
