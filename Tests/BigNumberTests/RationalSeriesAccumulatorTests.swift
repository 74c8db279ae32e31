import BigNumber
import Testing

/// `RationalSeriesAccumulator`: exact terms summed a block at a time, ball terms between them. Each
/// case is checked against the exact value of the same terms summed with `BigRational` (Python's
/// `Fraction` gives the same numbers): the ball must hold it and be as narrow as the precision
/// allows, whatever the blocks were.
@Suite struct RationalSeriesAccumulatorTests {
    /// One term: an exact fraction (appended reduced, or as numerator over denominator) or a ball.
    enum Term {
        case fraction(Int, Int)
        case quotient(Int, Int)
        case ball(Int, Int)

        var exact: BigRational {
            switch self {
            case let .fraction(p, q), let .quotient(p, q), let .ball(p, q):
                BigRational(numerator: BigInt(p), denominator: BigInt(q)) ?? BigRational(0)
            }
        }
    }

    private static func accumulate(_ terms: [Term], _ combining: RationalSeriesAccumulator.Combining, precision: Int) -> BigBall {
        var accumulator = RationalSeriesAccumulator(combining, precision: precision)
        for term in terms {
            switch term {
            case .fraction: accumulator.append(term.exact)
            case let .quotient(p, q): accumulator.append(BigRational(p), over: BigRational(q))
            case .ball: accumulator.append(BigBall(term.exact, precision: precision))
            }
        }
        return accumulator.result()
    }

    /// Whether `ball` holds `exact` and its radius is within 2^(10 − precision) of its value.
    private static func expectEncloses(_ ball: BigBall, _ exact: BigRational, precision: Int, _ comment: Comment) {
        let difference = BigBall.subtract(ball, BigBall(exact, precision: 4 * precision), precision: 4 * precision)
        #expect(difference.containsZero, comment)
        #expect(ball.relativeErrorBits <= 10 - precision, comment)
    }

    /// The terms `term(k)` for k in `range` (a function of a typed `k`: the same tables written with
    /// `$0` in closures inside the argument list take the type checker seconds).
    private static func terms(_ range: ClosedRange<Int>, _ term: (Int) -> Term) -> [Term] {
        range.map(term)
    }

    @Test(arguments: [
        // 1/k² for k = 1…100: three full blocks of 32 and a partial one.
        ("1/k^2, 100 terms", terms(1...100) { k in .fraction(1, k * k) }, 200),
        // The same terms as unreduced quotients 2/(2k²), with negative denominators every other term.
        ("±2/(∓2k^2)", terms(1...100) { k in
            let sign = k.isMultiple(of: 2) ? 1 : -1
            return .quotient(2 * sign, 2 * sign * k * k)
        }, 200),
        // 1/2^k at 64 bits: the denominators outgrow the precision, so blocks end early.
        ("1/2^k, 60 terms", terms(1...60) { k in .fraction(1, 1 << k) }, 64),
        // Ball terms in the middle of blocks.
        ("1/k with every 7th a ball", terms(1...90) { k in k.isMultiple(of: 7) ? .ball(1, k) : .fraction(1, k) }, 128),
    ] as [(String, [Term], Int)])
    func sumsHoldTheExactSum(name: String, terms: [Term], precision: Int) {
        let ball = Self.accumulate(terms, .sum, precision: precision)
        let exact = terms.reduce(BigRational(0)) { $0 + $1.exact }
        Self.expectEncloses(ball, exact, precision: precision, Comment(rawValue: name))
    }

    @Test func productsHoldTheExactProduct() {
        // ∏ (k + 1)/k for k = 1…70 is 71: as reduced fractions, as quotients, and with ball factors.
        let factors = (1...70).map { k in k.isMultiple(of: 3) ? Term.quotient(k + 1, k) : Term.fraction(k + 1, k) }
        Self.expectEncloses(Self.accumulate(factors, .product, precision: 128), BigRational(71), precision: 128, "quotients")
        let withBalls = (1...70).map { k in k.isMultiple(of: 5) ? Term.ball(k + 1, k) : Term.fraction(k + 1, k) }
        Self.expectEncloses(Self.accumulate(withBalls, .product, precision: 128), BigRational(71), precision: 128, "balls")
    }

    @Test func integerTermsGiveAnExactBall() {
        let ball = Self.accumulate((1...1000).map { Term.fraction($0, 1) }, .sum, precision: 64)
        #expect(ball.isExact)
        #expect(ball.exactRational(bitLimit: 64) == BigRational(500_500))
        #expect(Self.accumulate([], .product, precision: 64).exactRational(bitLimit: 64) == BigRational(1))
    }
}
