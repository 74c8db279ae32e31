import CArb

/// The limits of a rigorous integration (`acb_calc_integrate`'s goal, tolerance and options). A
/// limit left nil takes Arb's default for the working precision p.
public struct BallIntegrationOptions: Sendable, Hashable {
    /// The relative accuracy asked for, in bits (nil: p; at most p, which no result can exceed).
    public var relativeGoalBits: Int?
    /// The absolute tolerance 2^−e asked for, as e (nil: p): a subinterval whose error is below
    /// it is done, even where the relative goal is not met (an integral near 0).
    public var absoluteToleranceExponent: Int?
    /// The most evaluations of the integrand (nil: 1000·p + p², far too many for an interactive
    /// caller at high precision: Arb cannot be interrupted, so bound it here).
    public var evaluationLimit: Int?
    /// The most subintervals kept at once, the depth of the bisection (nil: 2·p). Arb allocates
    /// room for that many subintervals before it starts.
    public var depthLimit: Int?
    /// The highest degree of a Gauss-Legendre rule on one subinterval (nil: 0.5·goal + 10).
    public var degreeLimit: Int?
    /// Whether the subinterval with the largest error goes first (a heap) instead of the last one
    /// bisected (a stack): slower, but makes better use of a bounded evaluation limit.
    public var prioritizesLargestError: Bool

    /// Options with the given limits.
    /// - Parameters:
    ///   - relativeGoalBits: the relative accuracy in bits, or nil for the precision.
    ///   - absoluteToleranceExponent: e of the absolute tolerance 2^−e, or nil for the precision.
    ///   - evaluationLimit: the most evaluations, or nil for Arb's default.
    ///   - depthLimit: the deepest bisection, or nil for Arb's default.
    ///   - degreeLimit: the highest quadrature degree, or nil for Arb's default.
    ///   - prioritizesLargestError: whether to work on the largest error first.
    public init(
        relativeGoalBits: Int? = nil, absoluteToleranceExponent: Int? = nil, evaluationLimit: Int? = nil,
        depthLimit: Int? = nil, degreeLimit: Int? = nil, prioritizesLargestError: Bool = false
    ) {
        self.relativeGoalBits = relativeGoalBits
        self.absoluteToleranceExponent = absoluteToleranceExponent
        self.evaluationLimit = evaluationLimit
        self.depthLimit = depthLimit
        self.degreeLimit = degreeLimit
        self.prioritizesLargestError = prioritizesLargestError
    }
}

/// A rigorous integral: a ball that contains the exact integral, and whether Arb met the goal.
public struct BallIntegral: Sendable {
    /// A complex ball containing the integral (not finite when the integrand was not bounded on
    /// some piece of the path).
    public let value: BigComplexBall
    /// Whether every subinterval met the goal (`ARB_CALC_SUCCESS`); false when a limit stopped
    /// the integration first (`ARB_CALC_NO_CONVERGENCE`): `value` still contains the integral,
    /// with a wider radius.
    public let converged: Bool
    /// How many times the integrand was called.
    public let evaluations: Int
}

extension BigComplexBall {
    /// ∫ f(x) dx along the straight segment from `a` to `b` in the complex plane, proven by Arb's
    /// `acb_calc_integrate` (adaptive Gauss-Legendre quadrature with bisection, error bounds from
    /// the integrand's values on complex ellipses around the path).
    ///
    /// The integrand receives a complex ball `x` and a flag `analytic`:
    /// - `analytic == false`: return a ball containing f on `x` (a point of the path or a piece of
    ///   it); f may be discontinuous there.
    /// - `analytic == true`: `x` is a region around a piece of the path, and the result is used to
    ///   bound the quadrature error, which is only valid for a function holomorphic on `x`. Return a
    ///   ball containing f on `x` only when f is proven holomorphic on all of `x`; otherwise return
    ///   nil or a ball that is not finite (for `abs`, `floor`, a branch cut or a pole crossing `x`),
    ///   and Arb bisects.
    /// Returning nil is the same as returning a ball that is not finite. The integrand must be
    /// bounded on the path for the result to be finite: an improper integral must be cut or
    /// transformed by the caller.
    ///
    /// `cancellation` is checked before every evaluation; once it says stop, every later evaluation
    /// returns a ball that is not finite at once, so Arb bisects down to the depth limit and ends,
    /// and this function throws. Set `options.evaluationLimit` to bound the work Arb does when the
    /// integral does not converge.
    /// - Parameters:
    ///   - a: the start of the path.
    ///   - b: the end of the path.
    ///   - precision: the working precision in bits.
    ///   - options: the goal and the limits.
    ///   - cancellation: what may stop the computation.
    ///   - integrand: f, as above.
    /// - Returns: the integral and whether it converged.
    /// - Throws: the `Interruption` when `cancellation` stopped it.
    public static func integral(
        from a: BigComplexBall, to b: BigComplexBall, precision: Int,
        options: BallIntegrationOptions = BallIntegrationOptions(), cancellation: Cancellation = .none,
        of integrand: (_ x: BigComplexBall, _ analytic: Bool) -> BigComplexBall?
    ) throws(Interruption) -> BallIntegral {
        let outcome = withoutActuallyEscaping(integrand) { integrand in
            let context = IntegrandContext(integrand: integrand, cancellation: cancellation)
            var arbOptions = acb_calc_integrate_opt_struct()
            acb_calc_integrate_opt_init(&arbOptions)
            arbOptions.eval_limit = Swift.max(0, options.evaluationLimit ?? 0)
            arbOptions.depth_limit = Swift.max(0, options.depthLimit ?? 0)
            arbOptions.deg_limit = Swift.max(0, options.degreeLimit ?? 0)
            arbOptions.use_heap = options.prioritizesLargestError ? 1 : 0
            var tolerance = mag_struct()
            mag_init(&tolerance)
            defer { mag_clear(&tolerance) }
            // Clamped so that the negation cannot overflow; 2^±2^40 is beyond any useful tolerance.
            let exponent = Swift.min(Swift.max(options.absoluteToleranceExponent ?? precision, -(1 << 40)), 1 << 40)
            mag_set_ui_2exp_si(&tolerance, 1, -exponent)
            let goal = Swift.min(Swift.max(options.relativeGoalBits ?? precision, 0), Swift.max(precision, 0))
            var status: Int32 = 0
            let value = withExtendedLifetime((a, b, context)) {
                computing { result in
                    status = acb_calc_integrate(
                        result, integrandCallback, Unmanaged.passUnretained(context).toOpaque(),
                        a.storage.value, b.storage.value, goal, &tolerance, &arbOptions, precision)
                }
            }
            return (value, status, context.evaluations, context.interruption)
        }
        if let interruption = outcome.3 { throw interruption }
        return BallIntegral(value: outcome.0, converged: outcome.1 == ARB_CALC_SUCCESS, evaluations: outcome.2)
    }
}

/// What the C callback of `acb_calc_integrate` reaches through its context pointer: the Swift
/// integrand, the cancellation it checks, and what happened.
private final class IntegrandContext {
    let integrand: (BigComplexBall, Bool) -> BigComplexBall?
    let cancellation: Cancellation
    var interruption: Interruption?
    var evaluations = 0

    init(integrand: @escaping (BigComplexBall, Bool) -> BigComplexBall?, cancellation: Cancellation) {
        self.integrand = integrand
        self.cancellation = cancellation
    }
}

/// `acb_calc_func_t`: evaluates the context's integrand on `input` (order 0: a value; order 1: a
/// value proven holomorphic, see `BigComplexBall.integral`), writing a ball that is not finite when
/// the integrand has none or the computation was asked to stop.
private func integrandCallback(
    _ out: acb_ptr?, _ input: acb_srcptr?, _ parameter: UnsafeMutableRawPointer?, _ order: Int, _ precision: Int
) -> Int32 {
    guard let out else { return 0 }
    guard let parameter, let input else {
        acb_indeterminate(out)
        return 0
    }
    let context = Unmanaged<IntegrandContext>.fromOpaque(parameter).takeUnretainedValue()
    if context.interruption == nil, context.cancellation.isActive { context.interruption = context.cancellation.reason }
    guard context.interruption == nil else {
        acb_indeterminate(out)
        return 0
    }
    context.evaluations += 1
    let x = BigComplexBall.computing { acb_set($0, input) }
    if let y = context.integrand(x, order > 0) {
        withExtendedLifetime(y) { acb_set(out, y.storage.value) }
    } else {
        acb_indeterminate(out)
    }
    return 0
}
