import BigNumber

/// The calculator conventions where a scientific calculator differs from plain ball arithmetic:
/// real roots of negative numbers, floored `mod`, factorials, angle units, integer-only functions.
enum CalculatorFunctions {
    private typealias B = BigBall

    /// xʸ with the real root for a negative base: when x < 0 and y is an exact fraction p/q in
    /// lowest terms with odd q ≤ 10⁶, the result is (−1)ᵖ·|x|^(p/q), so `(-8)^(1/3)` is −2. An
    /// exact integer y works for every x (0 to a negative power is a division by zero); any other
    /// y needs x > 0 (x = 0 with y > 0 gives 0).
    /// - Throws: `CalculationError` outside the domain, or `.undecided` when the balls cannot tell.
    static func power(_ x: BallOperand, _ y: BallOperand, _ context: EvaluationContext) throws(CalculationError) -> BigBall {
        let p = context.precision
        try decidePower(x.ball, y.ball)
        if let n = y.exact, n.isInteger {
            if x.ball.containsZero, n.signum < 0 {
                throw x.ball.isZero ? .divisionByZero : .undecided(UndecidedQuestion(.power, .divisor))
            }
            return try integerPower(x.ball, n.numerator, precision: p)
        }
        if x.ball.isPositive { return B.pow(x.ball, y.ball, precision: p) }
        if x.ball.isZero {
            if y.ball.isPositive { return B() }
            if y.ball.isNegative { throw .divisionByZero }
            throw .undecided(UndecidedQuestion(.power, .domain))
        }
        if x.ball.isNegative {
            if let r = y.exact {
                guard let q = Int(exactly: r.denominator), q % 2 == 1, q <= 1_000_000 else {
                    throw CatalogOperation.power.row.domainError(.outsideDomain, operand: try? x.ball.midpoint())
                }
                let magnitude = B.pow(x.ball.magnitude, B(r, precision: p + 64), precision: p)
                return r.numerator.isOdd ? -magnitude : magnitude
            }
            // An inexact exponent: an integer value cannot be ruled out while its ball holds one
            // (with complex results the complex power is continuous there and decides nothing).
            if y.ball.holdsNoInteger || context.allowsComplexResults {
                throw CatalogOperation.power.row.domainError(.outsideDomain, operand: try? x.ball.midpoint())
            }
            throw .undecided(UndecidedQuestion(.power, .integer))
        }
        throw .undecided(UndecidedQuestion(.power, .domain))
    }

    /// a mod b with the sign of b (floored division, as in Python and most calculators): 7 mod −3 = −2.
    /// - Throws: division by zero, `.undecided` when the quotient's floor is not decided, or
    ///   `.tooLarge` when the quotient is beyond the maximum precision's units digit.
    static func modulo(_ a: BigBall, _ b: BigBall, _ context: EvaluationContext) throws(CalculationError) -> BigBall {
        if b.isZero { throw .divisionByZero }
        if b.containsZero { throw .undecided(UndecidedQuestion(.modulo, .divisor)) }
        let p = context.precision
        let quotient = B.divide(a, b, precision: p + 64)
        let q = try decidedInteger(quotient.floorIfDecided, of: quotient, .modulo, context)
        return B.subtract(a, B.multiply(b, B(q), precision: p + 64), precision: p)
    }

    /// The integer a step function (floor, round, …) takes on the whole ball, or an error: too
    /// large when even the maximum precision cannot reach the ball's units digit, else undecided.
    static func decidedInteger(
        _ integer: BigInt?, of x: BigBall, _ operation: CatalogOperation, _ context: EvaluationContext
    ) throws(CalculationError) -> BigInt {
        if let integer { return integer }
        if let e = x.exponent, e >= context.maximumPrecision - 16 { throw .tooLarge(.exactEvaluation(operation)) }
        throw .undecided(UndecidedQuestion(operation, .jump))
    }

    /// The real k-th root of x for an integer k ≠ 0 (k < 0: the reciprocal of the |k|-th root): a
    /// negative x only for odd k (`root(-8, 3)` = −2), an even root of one outside the domain.
    /// - Throws: the domain error of `operation`, or `.undecided` while x's ball holds 0 and negative numbers.
    static func realRoot(_ x: BigBall, degree k: Int, _ operation: CatalogOperation,
                         _ context: EvaluationContext) throws(CalculationError) -> BigBall {
        let magnitude = B.root(x.magnitude, Swift.abs(k), precision: context.precision + 16)
        if !x.isNonNegative {
            guard x.isNegative else { throw .undecided(UndecidedQuestion(operation, .domain)) }
            guard k % 2 != 0 else { throw operation.row.domainError(.outsideDomain) }
        }
        let signed = x.isNegative ? -magnitude : magnitude
        return k > 0 ? signed.rounded(toPrecision: context.precision) : B.divide(B(1), signed, precision: context.precision)
    }

    /// The degree n ≥ 1 of `nthroot(x, n)`: an integer, or `.invalidDegree`.
    /// - Throws: `.invalidDegree` for a non-integer or n < 1, `.tooLarge` beyond `Int`, or
    ///   `.undecided` while the ball holds an integer but is not one.
    static func rootDegree(_ n: BallOperand, _ operation: CatalogOperation, _ context: EvaluationContext) throws(CalculationError) -> Int {
        let degree: BigInt
        do {
            degree = try exactInteger(n, operation, context)
        } catch {
            if case .domain = error { throw operation.row.domainError(.invalidDegree) }
            throw error
        }
        guard degree.signum > 0 else { throw operation.row.domainError(.invalidDegree) }
        guard let k = Int(exactly: degree) else { throw .tooLarge(.exactEvaluation(operation)) }
        return k
    }

    /// The exact integer an integer-only function (gcd, lcm, binomial) needs from `x`.
    /// - Throws: the domain error of a non-integer, `.tooLarge` for an exact value that was too
    ///   large to keep exact, or `.undecided` while the ball holds an integer but is not one.
    static func exactInteger(_ x: BallOperand, _ operation: CatalogOperation, _ context: EvaluationContext) throws(CalculationError) -> BigInt {
        if let r = x.exact {
            guard r.isInteger else { throw operation.row.domainError(.outsideDomain, operand: try? x.ball.midpoint()) }
            return r.numerator
        }
        // An exact ball may hold a huge integer in a few words (2^(8·10^9)): it is refused like an
        // exact value of that size, before it is written out bit by bit.
        if let e = x.ball.exponent, e > OperationCatalog.exactBitLimit { throw .tooLarge(.exactEvaluation(operation)) }
        if let n = x.ball.exactInteger { return n }
        if x.ball.holdsNoInteger {
            throw operation.row.domainError(.outsideDomain, operand: try? x.ball.midpoint())
        }
        if let e = x.ball.exponent, e >= context.precision - 16 { throw .tooLarge(.exactEvaluation(operation)) }
        throw .undecided(UndecidedQuestion(operation, .integer))
    }

    /// x! for non-negative integers, Γ(x + 1) for other real x; negative integers are a domain error.
    static func factorial(_ x: BigBall, _ context: EvaluationContext) throws(CalculationError) -> BigBall {
        let y = B.add(x, B(1), precision: context.precision + 64)
        try gammaFitsTheExponentRange(y)
        switch RealDomain.exceptNonPositiveIntegers.verdict(y) {
        case .inside: return B.gamma(y, precision: context.precision)
        case .pole, .outside: throw CatalogOperation.factorial.row.domainError(.outsideDomain, operand: try? x.midpoint())
        case .undecided: throw .undecided(UndecidedQuestion(.factorial, .domain))
        }
    }

    /// n!! for a ball holding an integer n ≥ −1 whose exact value is too large to compute:
    /// 2^(n/2) Γ(n/2 + 1), times √(2/π) for odd n (mpmath's `fac2` at the integers).
    static func doubleFactorial(_ x: BigBall, _ context: EvaluationContext) throws(CalculationError) -> BigBall {
        let p = context.precision + 64
        let half = B.divide(x, by: 2, precision: p)
        let y = B.add(half, B(1), precision: p)
        try gammaFitsTheExponentRange(y)
        let n = try exactInteger(BallOperand(x), .doubleFactorial, context)
        guard n >= BigInt(-1) else { throw CatalogOperation.doubleFactorial.row.domainError(.outsideDomain, operand: try? x.midpoint()) }
        let even = B.multiply(B.pow(B(2), half, precision: p), B.gamma(y, precision: p), precision: p)
        guard n.isOdd else { return even }
        let factor = B.sqrt(B.divide(B(2), B.pi(precision: p), precision: p), precision: p)
        return B.multiply(even, factor, precision: context.precision)
    }

    /// The widest integer exponent, in bits, that `integerPower` raises to by Arb's repeated squaring.
    static let largestSquaredExponentBits = 4096

    /// xⁿ for an integer n. Up to `largestSquaredExponentBits` bits of n, by repeated squaring;
    /// beyond, squaring would take n's bit width of steps on ever larger exponents at every
    /// precision of the proof (`10^(2^99999)` took half a minute), so the result is decided at
    /// once: `.overflow` or `.underflow` when every |x| in the ball is at least 2 or at most ½
    /// (its binary exponent is then beyond 2⁴⁰⁹⁵), else exp(n · ln |x|) with the sign of x for odd n.
    static func integerPower(_ x: BigBall, _ n: BigInt, precision: Int) throws(CalculationError) -> BigBall {
        guard n.magnitudeBitWidth > largestSquaredExponentBits, !x.containsZero else { return B.pow(x, n, precision: precision) }
        let magnitude = x.magnitude
        let grows = B.subtract(magnitude, B(2), precision: 64).isNonNegative
        let shrinks = B.subtract(B.divide(B(1), B(2), precision: 64), magnitude, precision: 64).isNonNegative
        if grows || shrinks { throw grows == (n.signum > 0) ? .overflow : .underflow }
        let result = B.pow(magnitude, B(n), precision: precision)
        return x.isNegative && n.isOdd ? -result : result
    }

    /// Throws `.overflow` when Γ(x) is certainly beyond `BigFloat`'s exponent range (x > 2⁵⁷,
    /// where ln Γ(x) > 10¹⁸·ln 10·1.3), rather than letting Arb work on a value that cannot be shown.
    static func gammaFitsTheExponentRange(_ x: BigBall) throws(CalculationError) {
        if x.isPositive, let e = x.exponent, e > 58 { throw .overflow }
    }

    /// The largest binary exponent of the argument of sin, cos, tan and their reciprocals
    /// (|x| < 2^4194304, about 10^1262611): beyond it, reducing the argument modulo the period
    /// would need more time and memory than is reasonable.
    static let maximumPeriodicExponent = 1 << 22

    /// A periodic trigonometric function (sin, cos, tan, and their reciprocals) in the context's
    /// angle unit: `radians` on x, or `turns` on x/180 (degrees: sin(x°) = sin(π · x/180)).
    static func periodic(
        _ x: BigBall, _ context: EvaluationContext,
        radians: (BigBall, Int) -> BigBall, halfTurns: (BigBall, Int) -> BigBall
    ) throws(CalculationError) -> BigBall {
        try requirePeriodicArgument(x)
        switch context.angleUnit {
        case .radians: return radians(x, context.precision)
        case .degrees: return halfTurns(B.divide(x, by: 180, precision: context.precision + 64), context.precision)
        }
    }

    /// Throws `.tooLarge` for an argument of a periodic function above 2^`maximumPeriodicExponent`.
    static func requirePeriodicArgument(_ x: BigBall) throws(CalculationError) {
        guard (x.exponent ?? 0) <= maximumPeriodicExponent else {
            throw .tooLarge(.trigonometricArgument(exponent: maximumPeriodicExponent))
        }
    }

    /// sin x or cos x in the context's unit, computed together with the other and kept in the
    /// context's memo (see `SineCosineMemo`), so that the other of the pair costs nothing.
    static func sineOrCosine(_ x: BigBall, _ context: EvaluationContext, cosine: Bool) throws(CalculationError) -> BigBall {
        func component(_ x: BigBall, _ precision: Int, halfTurns: Bool) -> BigBall {
            let values = context.sineCosine.values(of: x, precision: precision, halfTurns: halfTurns)
            return cosine ? values.cosine : values.sine
        }
        return try periodic(x, context, radians: { component($0, $1, halfTurns: false) },
                            halfTurns: { component($0, $1, halfTurns: true) })
    }

    /// An inverse trigonometric function's angle in the context's unit (degrees: × 180/π).
    static func angle(_ radians: BigBall, _ context: EvaluationContext) -> BigBall {
        switch context.angleUnit {
        case .radians: return radians
        case .degrees:
            let p = context.precision + 64
            return B.divide(B.multiply(radians, B(180), precision: p), B.pi(precision: p), precision: context.precision)
        }
    }

    /// zʷ on complex numbers: an exact integer w by repeated multiplication (0 to a negative power
    /// is a division by zero), any other w on the principal branch, exp(w · ln z).
    static func power(_ z: BigComplexBall, _ w: BigComplexBall, _ context: EvaluationContext) throws(CalculationError) -> BigComplexBall {
        if w.isReal { try decidePower(z, w.real) }
        guard w.isReal, let n = try integerExponent(w.real, of: .power) else {
            return BigComplexBall.pow(z, w, precision: context.precision)
        }
        if n.signum < 0, z.real.containsZero, z.imaginary.containsZero {
            throw z.real.isZero && z.imaginary.isZero ? .divisionByZero : .undecided(UndecidedQuestion(.power, .divisor))
        }
        return BigComplexBall.pow(z, n, precision: context.precision)
    }

    /// bᶻ for an integer base b ≥ 2: exp(z · ln b).
    static func power(_ b: Int, _ z: BigComplexBall, precision: Int) -> BigComplexBall {
        let p = precision + 16
        let lnB = BigComplexBall(real: BigBall.log(BigBall(b), precision: p))
        return BigComplexBall.exp(BigComplexBall.multiply(z, lnB, precision: p), precision: precision)
    }

    /// The principal logarithm of z to base b, ln z / ln b (the base must not be 1).
    /// - Throws: an invalid base for b = 1, `.undecided` while ln b's ball holds 0.
    static func logarithm(_ z: BigComplexBall, base b: BigComplexBall, _ context: EvaluationContext) throws(CalculationError) -> BigComplexBall {
        let p = context.precision + 16
        let lnB = BigComplexBall.log(b, precision: p)
        if lnB.real.containsZero, lnB.imaginary.containsZero {
            if lnB.real.isZero, lnB.imaginary.isZero { throw CatalogOperation.logarithmToBase.row.domainError(.invalidBase) }
            throw .undecided(UndecidedQuestion(.logarithmToBase, .domain))
        }
        return BigComplexBall.divide(BigComplexBall.log(z, precision: p), lnB, precision: context.precision)
    }

    /// A complex angle in radians from one in the context's unit (degrees: × π/180).
    static func radians(_ z: BigComplexBall, _ context: EvaluationContext) -> BigComplexBall {
        switch context.angleUnit {
        case .radians: return z
        case .degrees:
            let p = context.precision + 64
            let scale = BigComplexBall(real: B.divide(B.pi(precision: p), by: 180, precision: p))
            return BigComplexBall.multiply(z, scale, precision: p)
        }
    }

    /// A complex angle in the context's unit from one in radians (degrees: × 180/π).
    static func angle(_ radians: BigComplexBall, _ context: EvaluationContext) -> BigComplexBall {
        guard context.angleUnit == .degrees else { return radians }
        return BigComplexBall(real: angle(radians.real, context), imaginary: angle(radians.imaginary, context))
    }
}
