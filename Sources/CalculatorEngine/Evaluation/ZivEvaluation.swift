import BigNumber

/// Evaluates an expression until its printed digits (or a keypad's display) are guaranteed
/// (Ziv's strategy): the one precision ladder and zero test of BigCalc.
///
/// 1. Exact results (rationals) need no proof: their digits are computed exactly.
/// 2. Otherwise the tree is evaluated at p = bits(N) + 64 guard bits. When the error bound of the
///    result (see `ErrorModel`) shows that every value within it rounds to the same N digits, the
///    result is proven from this one evaluation — the usual case (`pi`, `sqrt(2)`, `exp(1) * 3`).
/// 3. Otherwise the precision doubles and the tree (reduced by its exact parts) is evaluated again,
///    until the bound proves the digits, or — where no bound is known — two successive evaluations
///    round to the same N digits (when no operand was lost in a sum, every exact operand fits the
///    precision, and no floor/ceil/round/trunc/mod operand's bound reaches across a jump), up to `growthLimit` × the starting precision. Beyond that the
///    result is returned with `isProven == false`.
/// 4. Zero heuristic: from 8× the starting precision on, a result whose magnitude fell by at least
///    the added bits less 64 at each of the last two doublings (or that stayed exactly 0), and whose
///    error bound (if known) did not exclude 0, is taken as 0 (`isHeuristicZero`); one whose
///    magnitude rose like that is a division by such a zero. An exact 0 counts as magnitude 2⁻ᵖ,
///    and the rule waits until the precision is twice the size of every exact operand that had
///    to be rounded (so that `ln(10^1000 + 1) - 1000*ln(10)` is not mistaken for 0), and it does
///    not apply while a sum loses an operand below its last bit (`10^10^10 + 1 - 10^10^10`).
enum ZivEvaluation {
    /// Bits added to the precision that N digits need.
    static let guardBits = 64
    /// The precision may grow to this multiple of the starting precision.
    static let growthLimit = 64
    /// The zero heuristic starts at this multiple of the starting precision.
    static let zeroThreshold = 8
    /// Bits by which the fall of the magnitude at a doubling may fall short of the bits added
    /// and still count as the fall of rounding noise, for the zero heuristic.
    static let noiseSlack = 64
    /// Digits inspected beyond the N printed ones to decide the rounding.
    static let tailDigits = 10

    /// The starting precision for `digits` significant digits.
    static func startingPrecision(digits: Int) -> Int {
        BigFloat.bits(forDigits: digits) + guardBits
    }

    /// Evaluates `tree` to `digits` guaranteed digits.
    /// - Parameters:
    ///   - tree: the expression, its names resolved.
    ///   - digits: the significant digits wanted.
    ///   - angleUnit: the unit of angles.
    ///   - proving: false to evaluate once and return the result unproven unless it is exact.
    /// - Returns: the result.
    /// - Throws: `ExpressionError` when the expression has no value.
    static func evaluate(
        _ tree: ExpressionNode, digits: Int, angleUnit: AngleUnit, proving: Bool = true
    ) throws(ExpressionError) -> CalculationResult {
        let start = startingPrecision(digits: digits)
        let ladder = try climb(tree, from: start, to: growthLimit * start, angleUnit: angleUnit, proving: proving) { x, error, precision in
            // One conversion to N + `tailDigits` digits serves the proof and the comparison.
            let long = x.isZero ? nil : x.decimal(significantDigits: digits + tailDigits)
            let proven = provenDecimal(x, long, error: error, precision: precision, digits: digits)
            let rounded = x.isZero ? zeroDecimal : long.flatMap { Self.rounded($0, digits: digits, margin: 1) }
            return (proven, rounded)
        }
        var result: CalculationResult
        switch ladder.conclusion {
        case let .exact(rational):
            result = CalculationResult(exact: rational, approximation: rational.bigFloat(precision: start), digits: digits, isProven: true)
        case let .proven(decimal, x):
            result = CalculationResult(exact: nil, approximation: x, digits: digits, isProven: true, decimal: decimal)
        case .heuristicZero:
            result = CalculationResult(exact: nil, approximation: BigFloat(0, precision: start), digits: digits,
                                       isProven: false, isHeuristicZero: true, decimal: zeroDecimal)
        case let .unproven(decimal, x):
            result = CalculationResult(exact: nil, approximation: x, digits: digits, isProven: false,
                                       decimal: decimal ?? x.decimal(significantDigits: digits))
        }
        result.evaluationCount = ladder.evaluations
        result.workingPrecision = ladder.precision
        return result
    }

    /// How a climb of the precision ladder ended.
    enum Conclusion<Output> {
        /// The value is an exact rational.
        case exact(BigRational)
        /// The output is proven; with the value it was read from.
        case proven(Output, BigFloat)
        /// The value is taken to be 0 because its magnitude kept falling like rounding noise.
        case heuristicZero
        /// The precision limit was reached first: the last output (if the value rendered one) and value.
        case unproven(Output?, BigFloat)
    }

    /// A climb of the precision ladder: how it ended, at which precision, after how many evaluations.
    struct Ladder<Output> {
        let conclusion: Conclusion<Output>
        let precision: Int
        let evaluations: Int
    }

    /// Evaluates `tree` at `start` bits, then at doubling precisions up to `limit`, until `judge`
    /// proves its output — the one precision ladder of BigCalc, used for expressions and keypads.
    ///
    /// `judge` receives the value x at precision p and its relative error bound (in units of 2⁻ᵖ,
    /// `.infinity` when unknown); it returns the output when every value within the bound gives
    /// the same one (`proven`), and the output of x itself (`rounded`, nil when x is too close to a
    /// boundary to say). Where no bound is known, two successive precisions agreeing prove the
    /// output, under the conditions in the type's documentation; the zero heuristic applies too.
    /// - Parameters:
    ///   - tree: the expression, its names resolved.
    ///   - start: the first precision in bits.
    ///   - limit: the highest precision in bits.
    ///   - angleUnit: the unit of angles.
    ///   - proving: false to evaluate once: the output is then unproven unless the value is exact.
    ///   - judge: reads the output of a value, as above.
    /// - Returns: how the climb ended.
    /// - Throws: `ExpressionError` when the expression has no value, or divides by a heuristic zero.
    static func climb<Output: Equatable>(
        _ tree: ExpressionNode, from start: Int, to limit: Int, angleUnit: AngleUnit, proving: Bool = true,
        judge: (BigFloat, Double, Int) -> (proven: Output?, rounded: Output?)
    ) throws(ExpressionError) -> Ladder<Output> {
        var count = 0
        var precision = start
        var evaluator: Evaluator
        var value: EvaluatedValue
        var reduced: ExpressionNode
        while true {
            evaluator = Evaluator(precision: precision, angleUnit: angleUnit, maximumPrecision: limit)
            // The first evaluation usually proves the result: the reduced tree is built only for a second.
            evaluator.buildsReducedTree = false
            count += 1
            do {
                (value, reduced) = try evaluator.evaluate(tree)
                break
            } catch where error.mayBeDueToRounding && precision * 2 <= limit {
                // A domain error or pole that a rounded operand may have caused: look closer.
                precision *= 2
            } catch {
                throw error.final
            }
        }
        let first = precision
        if let rational = value.rational {
            return Ladder(conclusion: .exact(rational), precision: precision, evaluations: count)
        }
        var history: [(precision: Int, exponent: Double, rounded: Output?, mayBeZero: Bool)] = []
        while true {
            let (x, error) = value.real(precision: precision)
            guard x.isFinite else { throw ExpressionError(.overflow, column: nil) }
            if !proving {
                return Ladder(conclusion: .unproven(judge(x, .infinity, precision).rounded, x), precision: precision, evaluations: count)
            }
            let frozen = evaluator.usesFrozenValue
            let (proven, rounded) = judge(x, frozen || evaluator.crossesJump ? .infinity : error, precision)
            if !frozen, !evaluator.crossesJump, let proven {
                return Ladder(conclusion: .proven(proven, x), precision: precision, evaluations: count)
            }
            // An exact 0 counts as a value at the scale of the working precision's rounding noise.
            let exponent = Double(x.exponent ?? -precision)
            let trustworthy = !frozen && !evaluator.absorbedOperand && !evaluator.crossesJump
                && precision > evaluator.roundedRationalBits
            if trustworthy, !error.isFinite, !x.isZero, let previous = history.last?.rounded, let rounded, previous == rounded {
                return Ladder(conclusion: .proven(rounded, x), precision: precision, evaluations: count)
            }
            // The bound excludes 0 when error · 2⁻ᵖ < 1/2: then the value is certainly not zero.
            let mayBeZero = (x.isZero || !error.isFinite || error.exponent >= precision - 1)
                && !evaluator.absorbedOperand
            history.append((precision, exponent, rounded, mayBeZero))
            if precision >= zeroThreshold * start, precision >= 2 * evaluator.roundedRationalBits, history.count >= 3 {
                let (a, b, c) = (history[history.count - 3], history[history.count - 2], history[history.count - 1])
                // Rounding noise shrinks by about the bits added; a true value, once resolved, stays.
                let fall1 = Double(b.precision - a.precision - noiseSlack), fall2 = Double(c.precision - b.precision - noiseSlack)
                if b.mayBeZero, c.mayBeZero, b.exponent <= a.exponent - fall1, c.exponent <= b.exponent - fall2 {
                    return Ladder(conclusion: .heuristicZero, precision: precision, evaluations: count)
                }
                if b.mayBeZero, c.mayBeZero, b.exponent >= a.exponent + fall1, c.exponent >= b.exponent + fall2 {
                    throw ExpressionError(message: "division by zero (the divisor is 0 to all the precision tried)", column: nil,
                                          calculationError: .divisionByZero)
                }
            }
            if frozen || precision * 2 > limit {
                return Ladder(conclusion: .unproven(rounded, x), precision: precision, evaluations: count)
            }
            if !evaluator.buildsReducedTree {
                // The same evaluation as the first, now keeping the tree reduced by its exact parts.
                var builder = Evaluator(precision: first, angleUnit: angleUnit, maximumPrecision: limit)
                do { (_, reduced) = try builder.evaluate(tree) } catch { throw error.final }
            }
            precision *= 2
            evaluator = Evaluator(precision: precision, angleUnit: angleUnit, maximumPrecision: limit)
            do { (value, reduced) = try evaluator.evaluate(reduced) } catch { throw error.final }
            count += 1
        }
    }

    static let zeroDecimal = BigFloat.RoundedDecimal(isNegative: false, digits: [UInt8(ascii: "0")], exponent: 0)

    /// The N-digit rounding of x when every value within its error bound rounds the same way.
    ///
    /// x is converted once to N + `tailDigits` digits (an error of ½ unit of the last of them);
    /// the bound adds at most `error` · 2⁻ᵖ · |x| < 2^s units, with s computed below. When the tail
    /// digits are farther than that from the midpoint 50…0, no rounding boundary lies within the bound.
    static func provenDecimal(
        _ x: BigFloat, _ long: BigFloat.RoundedDecimal?, error: Double, precision: Int, digits: Int
    ) -> BigFloat.RoundedDecimal? {
        guard error.isFinite else { return nil }
        // 0 with a relative bound below ½ is exactly 0.
        if x.isZero { return error.exponent < precision - 1 ? zeroDecimal : nil }
        let s = Double(digits + tailDigits) * 3.3219280948873626 - Double(precision) + Double(error.exponent + 1) + 1
        guard s < 30 else { return nil }
        let radius = error == 0 ? 0 : Double(sign: .plus, exponent: Int(s.rounded(.up)), significand: 1)
        return long.flatMap { rounded($0, digits: digits, margin: radius + 1) }
    }

    /// `long` (x to N + `tailDigits` digits) rounded to N digits, or nil when its tail is within
    /// `margin` units of the midpoint.
    private static func rounded(_ long: BigFloat.RoundedDecimal, digits: Int, margin: Double) -> BigFloat.RoundedDecimal? {
        guard long.digits.count == digits + tailDigits else { return nil }
        var tail = 0
        for digit in long.digits[digits...] { tail = tail * 10 + Int(digit - UInt8(ascii: "0")) }
        let half = 5 * 1_000_000_000
        guard Double(Swift.abs(tail - half)) > margin else { return nil }
        var kept = BigFloat.RoundedDecimal(isNegative: long.isNegative, digits: Array(long.digits[..<digits]), exponent: long.exponent)
        if tail > half { kept.incrementLastDigit() }
        return kept
    }
}
