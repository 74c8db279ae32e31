/// A short closed form of a real number over a list of constants c₀, c₁, … (referred to by
/// index): what `ClosedForm.identify` finds. The caller prints it, naming the constants.
public enum ClosedForm: Sendable, Hashable {
    /// The rational number itself.
    case rational(BigRational)
    /// ±√r of a positive rational r (`negative`: the negative root).
    case squareRoot(BigRational, negative: Bool)
    /// q₀ + q₁·c[constant], q₁ ≠ 0 (q₀ may be 0).
    case linear(BigRational, BigRational, constant: Int)
    /// q·c[first]·c[second] (first ≤ second).
    case product(BigRational, first: Int, second: Int)
    /// q·c[numerator]/c[denominator] (two different constants).
    case quotient(BigRational, numerator: Int, denominator: Int)

    /// The form's value for the constants' balls, at `precision` bits.
    /// - Parameters:
    ///   - constants: the constants the indices refer to.
    ///   - precision: the working precision in bits.
    /// - Returns: the ball of the value (not finite when an index lies outside `constants`).
    public func value(constants: [BigBall], precision: Int) -> BigBall {
        func c(_ i: Int) -> BigBall { constants.indices.contains(i) ? constants[i] : BigBall.divide(BigBall(0), BigBall(0), precision: 2) }
        func q(_ r: BigRational) -> BigBall { BigBall(r, precision: precision) }
        switch self {
        case .rational(let r): return q(r)
        case .squareRoot(let r, let negative):
            let root = BigBall.sqrt(q(r), precision: precision)
            return negative ? -root : root
        case .linear(let q0, let q1, let i):
            return BigBall.add(q(q0), BigBall.multiply(q(q1), c(i), precision: precision), precision: precision)
        case .product(let r, let i, let j):
            return BigBall.multiply(q(r), BigBall.multiply(c(i), c(j), precision: precision), precision: precision)
        case .quotient(let r, let i, let j):
            return BigBall.multiply(q(r), BigBall.divide(c(i), c(j), precision: precision), precision: precision)
        }
    }
}

/// The constants `identify(x)` tries when given no others, in this order (its indices).
public enum StandardConstant: Int, CaseIterable, Sendable {
    case pi, piSquared, e, ln2, ln3, sqrt2, sqrt3, sqrt5, zeta3, euler, catalan

    /// The constant's ball at `precision` bits.
    /// - Parameter precision: the precision in bits.
    /// - Returns: the ball.
    public func value(precision: Int) -> BigBall {
        switch self {
        case .pi: return BigBall.pi(precision: precision)
        case .piSquared: return BigBall.multiply(BigBall.pi(precision: precision), BigBall.pi(precision: precision), precision: precision)
        case .e: return BigBall.e(precision: precision)
        case .ln2: return BigBall.ln2(precision: precision)
        case .ln3: return BigBall.log(BigBall(3), precision: precision)
        case .sqrt2: return BigBall.sqrt(BigBall(2), precision: precision)
        case .sqrt3: return BigBall.sqrt(BigBall(3), precision: precision)
        case .sqrt5: return BigBall.sqrt(BigBall(5), precision: precision)
        case .zeta3: return BigBall.zeta(3, precision: precision)
        case .euler: return BigBall.euler(precision: precision)
        case .catalan: return BigBall.catalan(precision: precision)
        }
    }

    /// Every standard constant's ball, in order.
    /// - Parameter precision: the precision in bits.
    /// - Returns: the balls, indexed by `rawValue`.
    public static func values(precision: Int) -> [BigBall] { allCases.map { $0.value(precision: precision) } }
}
