import BigNumber

/// `integrate(f, x, a, b)` over a finite range proven when f has algebraic singularities at the
/// ends (`1/sqrt(x)` or `x^(-1/3)*cos(x)` at 0, `1/sqrt(1 - x^2)` at ±1), which Arb's integration
/// cannot bound on a ball holding the end:
///
/// 1. f is split into factors along the rows' `TailBound` (×, ÷). A factor g(x)^r (a power with a
///    constant rational exponent r, √ and ∛ as r = 1/2 and 1/3, r negated in a divisor) whose base
///    g is a polynomial with rational coefficients and a simple root at an end e is singular
///    there; the rest is regular.
/// 2. At e, with the inward direction d (1 at a, −1 at b) and t = d(x − e) ≥ 0, g = (x − e)·h =
///    t·(d·h) with d·h(e) > 0, so g^r = t^r·(d·h)^r. The substitution t = u^q, q the least common
///    denominator of the exponents at e, makes each t^r a u^(q·r), and dx becomes q·u^(q−1) du in
///    both directions: the piece next to e is ∫_0^U q·u^E·Π(d·h)^r·rest at x = e + d·u^q, with
///    E = q − 1 + Σ q·r, analytic at u = 0 when E ≥ 0 (else the integral diverges, which the
///    caller reports).
/// 3. The cut is at e + d·U^q with U a multiple of 2^−8 (or a power of 2 below it) and U^q at most
///    the whole range, or half of it when the other end is singular too: the pieces in u then
///    cover (almost) all of it, and what is left in the middle is far from both ends. Arb
///    integrates the pieces in u and the middle in x (`rigorousIntegral`): every digit is proven.
extension Evaluator {
    /// A factor of the integrand read for its ends: its node, whether it divides, and when it is
    /// a power or the logarithm of a polynomial, g and r for g(x)^r (r already negated in a
    /// divisor), or g and nil for ln g(x).
    struct EndFactor {
        let node: ExpressionNode
        let inverted: Bool
        let power: (base: RationalPolynomial, exponent: BigRational?)?

        /// Whether it is ln g(x).
        var isLogarithm: Bool { power != nil && power?.exponent == nil }

        /// h = g/(x − e) when g has a simple root at `e` and the power is not an integer one (it
        /// vanishes or blows up there) or the factor is ln g, else nil.
        func cofactor(at e: BigRational) -> RationalPolynomial? {
            guard let power else { return nil }
            if let r = power.exponent, r.isInteger { return nil }
            let g = power.base.coefficients
            guard power.base.evaluated(at: e).isZero else { return nil }
            // Synthetic division from the top: h_{n−1} = g_n, h_{i−1} = g_i + e·h_i.
            var h = [BigRational](repeating: BigRational(0), count: g.count - 1)
            var carry = BigRational(0)
            for i in stride(from: g.count - 1, through: 1, by: -1) {
                carry = g[i] + e * carry
                h[i - 1] = carry
            }
            guard let cofactor = try? RationalPolynomial(h), !cofactor.evaluated(at: e).isZero else { return nil }
            return cofactor
        }

        /// Whether it is a power that vanishes or blows up at `e`, or a logarithm that blows up there.
        func isSingular(at e: BigRational) -> Bool { cofactor(at: e) != nil }
    }

    /// The largest denominator of an exponent at an end (q of step 2).
    static let endpointExponentDenominatorLimit = 24

    /// The integral of `f` from `a` to `b` (rational ends) with its algebraic end singularities
    /// taken out by substitution, proven; nil when f has none or a piece is not proven.
    mutating func endpointSingularIntegral(_ f: BoundFunction, from a: BigRational, to b: BigRational) throws(ExpressionError) -> BigBall? {
        if a > b { return try endpointSingularIntegral(f, from: b, to: a).map { -$0 } }
        var factors: [EndFactor] = []
        guard a < b, try readEndFactors(f.body, inverted: false, f, into: &factors) else { return nil }
        let singularEnds = [a, b].filter { e in factors.contains { $0.isSingular(at: e) } }
        let reach = singularEnds.count == 2 ? (b - a) / BigRational(2) : b - a
        var (lower, upper) = (a, b)
        var total = BigBall()
        let bits = precision + 16
        for (e, d) in [(a, 1), (b, -1)] where singularEnds.contains(e) {
            guard let (piece, cut) = try endPiece(f, factors, at: e, direction: d, within: reach) else { return nil }
            guard case let .real(value)? = try rigorousIntegral(piece.function, from: EvaluatedValue(exact: BigRational(0)),
                                                                to: EvaluatedValue(exact: piece.end)) else { return nil }
            total = BigBall.add(total, value, precision: bits)
            if let (analytic, q) = piece.logarithm {
                guard let logarithmic = try logarithmicEndIntegral(analytic, upTo: piece.end) else { return nil }
                total = BigBall.add(total, BigBall.multiply(logarithmic, BigBall(q), precision: bits), precision: bits)
            }
            if d > 0 { lower = cut } else { upper = cut }
        }
        guard !singularEnds.isEmpty else { return nil }
        guard lower < upper else { return total }
        guard case let .real(middle)? = try rigorousIntegral(f, from: EvaluatedValue(exact: lower), to: EvaluatedValue(exact: upper)) else {
            return nil
        }
        return BigBall.add(total, middle, precision: bits)
    }

    /// One end's piece of step 2: the integrand in u over [0, U] (with a singular ln g, ln g = q·ln u +
    /// ln(d·h): the integrand A·ln(d·h), and A and q for the part q·A·ln u), and the cut e + d·U^q;
    /// nil when a singular base is negative inside the range, q is too large, E < 0 or two
    /// logarithms are singular at e.
    private mutating func endPiece(
        _ f: BoundFunction, _ factors: [EndFactor], at e: BigRational, direction d: Int, within reach: BigRational
    ) throws(ExpressionError) -> (piece: (function: BoundFunction, logarithm: (BoundFunction, Int)?, end: BigRational), cut: BigRational)? {
        let singular = factors.filter { $0.isSingular(at: e) }
        guard singular.filter(\.isLogarithm).count <= 1 else { return nil }
        var q = BigInt(1)
        for factor in singular {
            guard let denominator = factor.power!.exponent?.denominator else { continue }
            q = q / BigInt.gcd(q, denominator) * denominator
        }
        guard q <= BigInt(Self.endpointExponentDenominatorLimit), let qInt = Int(exactly: q) else { return nil }
        let column = f.column
        let x = ExpressionNode.name(f.variable, column: column)
        func node(_ operation: CatalogOperation, _ operands: ExpressionNode...) -> ExpressionNode {
            .operation(operation, operands: Operands(operands), column: column)
        }
        // x = e + d·u^q, u written as the variable itself.
        var substitution = Definitions()
        substitution.variables[f.variable] = node(.add, .exact(e), node(.multiply, .exact(BigRational(d)), node(.power, x, .exact(BigRational(qInt)))))
        var exponent = BigRational(qInt - 1)
        var parts = [ExpressionNode.exact(BigRational(qInt))]
        var logarithmOfCofactor: ExpressionNode?
        for factor in singular {
            let quotient = factor.cofactor(at: e)!
            guard (quotient.evaluated(at: e) * BigRational(d)).signum > 0 else { return nil }
            let h = quotient.coefficients.map { $0 * BigRational(d) }
            // d·h by Horner's rule, at x = e + d·u^q.
            let cofactor = h.count == 1 ? ExpressionNode.exact(h[0])
                : h.dropLast().reversed().reduce(ExpressionNode.exact(h[h.count - 1])) { node(.add, node(.multiply, $0, x), .exact($1)) }
                    .substituting(substitution)
            guard let r = factor.power!.exponent else {
                logarithmOfCofactor = node(.naturalLogarithm, cofactor)
                continue
            }
            exponent = exponent + BigRational(qInt) * r
            if h.count > 1 || h[0] != BigRational(1) { parts.append(node(.power, cofactor, .exact(r))) }
        }
        guard exponent.isInteger, exponent.signum >= 0 else { return nil }
        if !exponent.isZero { parts.append(node(.power, x, .exact(exponent))) }
        for factor in factors where !factor.isSingular(at: e) {
            let moved = factor.node.substituting(substitution)
            parts.append(factor.inverted ? node(.divide, .exact(BigRational(1)), moved) : moved)
        }
        let body = parts.dropFirst().reduce(parts[0]) { node(.multiply, $0, $1) }
        let analytic = BoundFunction(body: body, variable: f.variable, operation: f.operation, column: column)
        // U: reach^(1/q) rounded down to a multiple of 2^−8, halved while U^q is beyond reach.
        func power(_ u: BigRational) -> BigRational { (0..<qInt).reduce(BigRational(1)) { product, _ in product * u } }
        let logarithm = BigBall.log(BigBall(reach, precision: 64), precision: 64)
        let root = BigBall.exp(BigBall.divide(logarithm, by: qInt, precision: 64), precision: 64)
        let estimate = (try? root.midpoint()).map { Double($0) } ?? 1
        var end = BigRational(Int(Swift.min(estimate, 1e9) * 256)) / BigRational(256)
        if end.signum <= 0 { end = BigRational(1) }
        var halvings = 0
        while power(end) > reach {
            end = end / BigRational(2)
            halvings += 1
            guard halvings <= 4096 else { return nil }
        }
        let cut = e + BigRational(d) * power(end)
        guard let logarithmOfCofactor else { return ((analytic, nil, end), cut) }
        let withCofactor = BoundFunction(body: node(.multiply, body, logarithmOfCofactor), variable: f.variable, operation: f.operation,
                                         column: column)
        return ((withCofactor, (analytic, qInt), end), cut)
    }

    /// Reads the factors of `node` (`multiplicativeFactors`) into `factors`; false when none is a
    /// power or logarithm of a polynomial (no singular end to take out).
    private mutating func readEndFactors(
        _ node: ExpressionNode, inverted: Bool, _ f: BoundFunction, into factors: inout [EndFactor]
    ) throws(ExpressionError) -> Bool {
        for (factor, divides) in node.multiplicativeFactors(inverted: inverted) {
            factors.append(EndFactor(node: factor, inverted: divides, power: try endPower(factor, inverted: divides, f)))
        }
        return factors.contains { $0.power != nil }
    }

    /// g and r when `node` (divided by when `inverted`) is g(x)^r, √g or ∛g with g a polynomial
    /// (r negated in a divisor), g and nil when it is ln g(x) and not inverted; else nil.
    private mutating func endPower(
        _ node: ExpressionNode, inverted: Bool, _ f: BoundFunction
    ) throws(ExpressionError) -> (base: RationalPolynomial, exponent: BigRational?)? {
        guard node.mentions(f.variable), case let .operation(operation, operands, _) = node,
              let tail = operation.row.implementations.tail else { return nil }
        switch tail {
        case let .root(n):
            guard let g = try polynomial(operands[0], f), g.degree >= 1 else { return nil }
            let r = BigRational(1) / BigRational(n)
            return (g, inverted ? -r : r)
        case .power:
            guard !operands[1].mentions(f.variable), let r = try constantValue(operands[1])?.rational,
                  let g = try polynomial(operands[0], f), g.degree >= 1 else { return nil }
            return (g, inverted ? -r : r)
        case .logarithm:
            guard !inverted, let g = try polynomial(operands[0], f), g.degree >= 1 else { return nil }
            return (g, nil)
        case .product, .quotient, .magnitude, .exponential, .atMostOneOnReals:
            return nil
        }
    }
}
