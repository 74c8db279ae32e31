import BigNumber

/// Evaluates an expression until its printed digits are guaranteed (Ziv's strategy).
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
    /// With `proving` false, evaluates once and returns the result unproven unless it is exact.
    static func evaluate(
        _ tree: ExpressionNode, digits: Int, angleUnit: AngleUnit, proving: Bool = true
    ) throws(ExpressionError) -> CalculationResult {
        var count = 0
        var precision = 0
        var result = try run(tree, digits: digits, angleUnit: angleUnit, proving: proving, count: &count, precision: &precision)
        result.evaluationCount = count
        result.workingPrecision = precision
        return result
    }

    private static func run(
        _ tree: ExpressionNode, digits: Int, angleUnit: AngleUnit, proving: Bool, count: inout Int, precision: inout Int
    ) throws(ExpressionError) -> CalculationResult {
        let start = startingPrecision(digits: digits)
        precision = start
        var evaluator: Evaluator
        var value: EvaluatedValue
        var reduced: ExpressionNode
        while true {
            evaluator = Evaluator(precision: precision, angleUnit: angleUnit, maximumPrecision: growthLimit * start)
            // The first evaluation usually proves the result: the reduced tree is built only for a second.
            evaluator.buildsReducedTree = false
            count += 1
            do {
                (value, reduced) = try evaluator.evaluate(tree)
                break
            } catch where error.mayBeDueToRounding && precision * 2 <= growthLimit * start {
                // A domain error or pole that a rounded operand may have caused: look closer.
                precision *= 2
            } catch {
                throw error.final
            }
        }
        let first = precision
        if case let .exact(rational) = value {
            return CalculationResult(exact: rational, approximation: rational.bigFloat(precision: start), digits: digits, isProven: true)
        }
        if !proving {
            let (x, _) = value.real(precision: precision)
            guard x.isFinite else { throw ExpressionError(message: "overflow: result too large", column: nil, calculationError: .overflow) }
            return CalculationResult(exact: nil, approximation: x, digits: digits, isProven: false)
        }
        var history: [(precision: Int, exponent: Double, rounded: BigFloat.RoundedDecimal?, mayBeZero: Bool)] = []
        while true {
            let (x, error) = value.real(precision: precision)
            guard x.isFinite else { throw ExpressionError(message: "overflow: result too large", column: nil, calculationError: .overflow) }
            let frozen = evaluator.usesFrozenValue
            // One conversion to N + `tailDigits` digits serves the proof and the comparison.
            let long = x.isZero ? nil : x.decimal(significantDigits: digits + tailDigits)
            if !frozen, !evaluator.crossesJump, let proven = provenDecimal(x, long, error: error, precision: precision, digits: digits) {
                return CalculationResult(exact: nil, approximation: x, digits: digits, isProven: true, decimal: proven)
            }
            let rounded: BigFloat.RoundedDecimal? = x.isZero ? zeroDecimal : long.flatMap { Self.rounded($0, digits: digits, margin: 1) }
            // An exact 0 counts as a value at the scale of the working precision's rounding noise.
            let exponent = Double(x.exponent ?? -precision)
            let trustworthy = !frozen && !evaluator.absorbedOperand && !evaluator.crossesJump
                && precision > evaluator.roundedRationalBits
            if trustworthy, !error.isFinite, !x.isZero, let previous = history.last?.rounded, let rounded, previous == rounded {
                return CalculationResult(exact: nil, approximation: x, digits: digits, isProven: true, decimal: rounded)
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
                    return CalculationResult(exact: nil, approximation: BigFloat(0, precision: start), digits: digits,
                                             isProven: false, isHeuristicZero: true, decimal: zeroDecimal)
                }
                if b.mayBeZero, c.mayBeZero, b.exponent >= a.exponent + fall1, c.exponent >= b.exponent + fall2 {
                    throw ExpressionError(message: "division by zero (the divisor is 0 to all the precision tried)", column: nil,
                                          calculationError: .divisionByZero)
                }
            }
            if frozen || precision * 2 > growthLimit * start {
                return CalculationResult(exact: nil, approximation: x, digits: digits, isProven: false,
                                         decimal: rounded ?? x.decimal(significantDigits: digits))
            }
            if !evaluator.buildsReducedTree {
                // The same evaluation as the first, now keeping the tree reduced by its exact parts.
                var builder = Evaluator(precision: first, angleUnit: angleUnit, maximumPrecision: growthLimit * start)
                do { (_, reduced) = try builder.evaluate(tree) } catch { throw error.final }
            }
            precision *= 2
            evaluator = Evaluator(precision: precision, angleUnit: angleUnit, maximumPrecision: growthLimit * start)
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
