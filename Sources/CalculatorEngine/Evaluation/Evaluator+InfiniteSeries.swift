import BigNumber

/// `sum(f, k, a, inf)` and `product(f, k, a, inf)`: a sum of a rational function of k (or of
/// (−1)^k times one) proven in closed form (`Evaluator+RationalSum.swift`), a product of one
/// likewise (`Evaluator+RationalProduct.swift`); otherwise estimates, marked unproven (JSON `method`
/// `"extrapolation"`); no rigorous tail bound is derived. A product is the exponential of the sum
/// of the logarithms of its factors, which must be positive. The terms decide the method:
/// - terms of alternating sign: the Cohen–Villegas–Zagier acceleration of alternating series;
/// - terms that fall geometrically: summed until they are negligible;
/// - otherwise terms must fall faster than 1/k (measured between k = a + 2^12 and a + 2^13; a
///   slower fall, as 1/k's, is reported as divergence) and the partial sums are extrapolated by
///   Richardson's method (exact for sums whose error is a series in 1/n: rational terms).
/// Each method runs at two sizes; estimates that do not agree to the working precision are an
/// error, never a number.
extension Evaluator {
    /// The most terms a geometric series is summed directly.
    static let directSeriesTerms = 20_000

    /// The value of `sum` or `product` (`combining` `.add` or `.multiply`) up to `inf`.
    mutating func infiniteSeries(
        _ combining: CatalogOperation, _ operation: CatalogOperation, _ operands: Operands, _ column: Int
    ) throws(ExpressionError) -> EvaluatedValue {
        let name = operation.row.spokenName
        let failure = { (message: String) in ExpressionError(message: "\(name) \(message)", column: column, code: .calculus) }
        guard operands[2].infinitySign == nil, operands[3].infinitySign == 1 else {
            throw failure("may only run to inf: write it from a finite start, as \(name)(f, k, 1, inf)")
        }
        let f = BoundFunction(body: operands[0], variable: try boundVariable(operation, operands, column), operation: operation,
                              column: column)
        guard case let .integer(first) = try evaluate(operands[2]).0 else {
            throw ExpressionError(message: "the range of \(name) must have integer ends", column: operands[2].outermostColumn ?? column,
                                  code: .arguments)
        }
        if combining == .add, let proven = try rationalFunctionSum(f, start: first.numerator, failure: failure) { return .real(proven) }
        if combining == .multiply, let proven = try rationalFunctionProduct(f, start: first.numerator, failure: failure) { return proven }
        let series = SeriesTerms(f: f, start: first.numerator, logarithms: combining == .multiply, failure: failure)
        let bits = precision + 64
        var inner = atPrecision(bits)
        let head = try (0..<24).map { (k: Int) throws(ExpressionError) in try series.term(k, &inner) }
        var total: BigBall
        if head.allSatisfy({ !$0.containsZero }), zip(head, head.dropFirst()).allSatisfy({ $0.isPositive != $1.isPositive }) {
            total = try series.alternating(&inner, precision: precision)
        } else if let ratio = Self.ratio(head[22], head[23]), ratio < 0.9,
                  let later = Self.ratio(try series.term(200, &inner), try series.term(201, &inner)), later < 0.9 {
            // Still falling by a constant ratio at k = a + 200, where 1/k^s has a ratio near 1.
            total = try series.direct(&inner, precision: precision)
        } else {
            let (near, far) = (try series.term(1 << 12, &inner), try series.term(1 << 13, &inner))
            let fall = Self.ratio(near, far).map { -Double(BigFloat.log(BigFloat($0, precision: 64), rounding: .nearestEven)) / 0.6931471805599453 } ?? 0
            if near.isZero && far.isZero {
                total = try series.direct(&inner, precision: precision)
            } else {
                guard fall > 0.05 else { throw failure("diverges: its terms do not tend to \(combining == .multiply ? 1 : 0)") }
                guard fall > 1.05 else {
                    let shown = (fall * 100).rounded() / 100
                    throw failure("diverges: its terms fall like 1/k^\(shown) or slower, and 1/k^s sums to infinity for s ≤ 1")
                }
                total = try series.richardson(precision: precision, evaluator: self)
            }
        }
        absorb(inner)
        // An estimate is never exact: at least a unit of its last bit wide.
        if total.isExact, let scale = total.magnitude.exponent {
            total = total.addingError(BigBall(BigFloat.scaled(BigFloat(1, precision: 64), byPowerOfTwo: scale - precision - 16)))
        }
        usesQuadrature = true
        estimateMethod = .extrapolation
        return .real(combining == .multiply ? BigBall.exp(total, precision: precision + 16) : total)
    }

    /// |b/a| as a Double, or nil when a is 0 or the ratio is not a finite number.
    private static func ratio(_ a: BigBall, _ b: BigBall) -> Double? {
        guard !a.containsZero || !a.isZero, let q = try? BigBall.divide(b, a, precision: 64).midpoint() else { return nil }
        let d = Swift.abs(Double(q))
        return d.isFinite && d > 0 ? d : nil
    }
}
