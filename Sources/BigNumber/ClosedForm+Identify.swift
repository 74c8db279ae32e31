import CArb

extension ClosedForm {
    /// A short closed form of `x` over `constants`, after mpmath's `identify`: the first of these
    /// that matches the ball, trying the shorter shapes first:
    /// 1. a rational p/q with |p|, q < `rationalBound` (the closest fraction with q below the
    ///    bound, which the ball must decide and contain);
    /// 2. ±√r for a rational r = x² of that size;
    /// 3. q₀ + q₁·c with numerators and denominators below `coefficientBound`, from the integer
    ///    relation among x, 1 and c (`IntegerRelation.search`); the constant giving the smallest
    ///    coefficients wins;
    /// 4. q·cᵢ·cⱼ, then q·cᵢ/cⱼ, with q = x/(cᵢcⱼ) (or x·cⱼ/cᵢ) a rational below `coefficientBound`.
    ///
    /// A form is returned only when the ball of x − form contains 0: it matches every proven
    /// digit of x. Nil when no form of these shapes and bounds matches.
    /// - Parameters:
    ///   - x: the value.
    ///   - constants: the constants, referred to by index in the result
    ///     (`StandardConstant.values(precision:)` for the usual ones).
    ///   - rationalBound: the bound on a rational's (and a square root's radicand's) numerator and denominator.
    ///   - coefficientBound: the bound on the coefficients' numerators and denominators.
    /// - Returns: the form, or nil.
    /// - Throws: `notFinite`, `outOfRange`, or `invalidBound` for a bound below 2.
    public static func identify(
        _ x: BigBall, constants: [BigBall], rationalBound: BigInt = BigInt(10_000), coefficientBound: BigInt = BigInt(1000)
    ) throws(RecognitionError) -> ClosedForm? {
        guard rationalBound >= BigInt(2), coefficientBound >= BigInt(2) else { throw .invalidBound }
        guard x.isFinite, constants.allSatisfy(\.isFinite) else { throw .notFinite }
        let precision = Swift.max(x.proofBits, 64) + 64
        func matches(_ form: ClosedForm) -> Bool {
            BigBall.subtract(x, form.value(constants: constants, precision: precision), precision: precision).containsZero
        }
        if let r = try small(x, bound: rationalBound), matches(.rational(r)) { return .rational(r) }
        if !x.containsZero, let r = try small(BigBall.multiply(x, x, precision: precision), bound: rationalBound) {
            let form = ClosedForm.squareRoot(r, negative: x.isNegative)
            if matches(form) { return form }
        }
        var best: (form: ClosedForm, height: BigInt)?
        for (i, c) in constants.enumerated() {
            guard let (q0, q1) = try linear(x, c, bound: coefficientBound) else { continue }
            let form = ClosedForm.linear(q0, q1, constant: i)
            let height = [q0.numerator.magnitude, q0.denominator, q1.numerator.magnitude, q1.denominator].max() ?? BigInt(0)
            if best.map({ height < $0.height }) ?? true, matches(form) { best = (form, height) }
        }
        if let best { return best.form }
        for i in constants.indices {
            for j in i..<constants.count {
                let product = BigBall.multiply(constants[i], constants[j], precision: precision)
                if let q = try small(BigBall.divide(x, product, precision: precision), bound: coefficientBound),
                    matches(.product(q, first: i, second: j))
                {
                    return .product(q, first: i, second: j)
                }
            }
        }
        for i in constants.indices {
            for j in constants.indices where j != i {
                let quotient = BigBall.divide(constants[i], constants[j], precision: precision)
                if let q = try small(BigBall.divide(x, quotient, precision: precision), bound: coefficientBound),
                    matches(.quotient(q, numerator: i, denominator: j))
                {
                    return .quotient(q, numerator: i, denominator: j)
                }
            }
        }
        return nil
    }

    /// The fraction p/q closest to y with |p|, q < bound, when the ball decides it and contains it.
    static func small(_ y: BigBall, bound: BigInt) throws(RecognitionError) -> BigRational? {
        guard y.isFinite else { return nil }
        guard case .decided(let r) = try y.bestApproximation(maximumDenominator: bound - BigInt(1)),
            r.numerator.magnitude < bound
        else { return nil }
        let precision = Swift.max(y.proofBits, 64) + 64
        return BigBall.subtract(y, BigBall(r, precision: precision), precision: precision).containsZero ? r : nil
    }

    /// q₀, q₁ (q₁ ≠ 0) with x = q₀ + q₁·c from the integer relation among x, 1 and c, when their
    /// numerators and denominators lie below `bound`.
    static func linear(_ x: BigBall, _ c: BigBall, bound: BigInt) throws(RecognitionError) -> (BigRational, BigRational)? {
        let found: IntegerRelation
        do { found = try IntegerRelation.search(among: [x, BigBall(1), c]) } catch .insufficientPrecision { return nil }
        guard case .relation(let a) = found, !a[0].isZero, !a[2].isZero,
            let q0 = BigRational(numerator: -a[1], denominator: a[0]), let q1 = BigRational(numerator: -a[2], denominator: a[0])
        else { return nil }
        let within = [q0.numerator.magnitude, q0.denominator, q1.numerator.magnitude, q1.denominator].allSatisfy { $0 < bound }
        return within ? (q0, q1) : nil
    }
}

extension BigBall {
    /// The bits to which the ball is known (its relative accuracy), or the midpoint's bits for an
    /// exact ball; 0 for a ball with no correct bit.
    var proofBits: Int {
        let error = relativeErrorBits
        if error == Int.min { return Swift.max(Int(carb_mid_bits(storage.value)), 2) }
        return error == Int.max ? 0 : Swift.max(-error, 0)
    }
}
