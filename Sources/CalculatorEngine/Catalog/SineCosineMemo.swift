@_spi(BigCalcPackage) import BigNumber

/// The sine and cosine of the last argument an evaluation asked for: Arb computes both for about
/// the cost of one, so `sin(x) + cos(x)·y` evaluates the series once.
///
/// It keeps a single entry, keyed by the exact ball of the argument, the precision and the unit
/// (radians or half turns). Safe to use from several threads at once; copies share the entry (kept
/// under the lock of the evaluation context's shared state, so that a context allocates one lock).
struct SineCosineMemo: Sendable {
    /// The last argument and its sine and cosine.
    struct Entry {
        let argument: BigBall
        let precision: Int
        let halfTurns: Bool
        let values: (sine: BigBall, cosine: BigBall)
    }

    /// The state holding the entry.
    private let shared: Lock<EvaluationContext.Shared>

    /// The memo kept in `shared`.
    init(_ shared: Lock<EvaluationContext.Shared>) {
        self.shared = shared
    }

    /// A memo of its own (not a context's).
    init() {
        self.init(Lock(EvaluationContext.Shared()))
    }

    /// sin and cos of `x` (radians, or half turns: sin(πx) and cos(πx)), from the memo when the
    /// previous request had the same argument, precision and unit.
    /// - Parameters:
    ///   - x: The argument.
    ///   - precision: The working precision in bits.
    ///   - halfTurns: Whether `x` counts half turns instead of radians.
    /// - Returns: The balls of the sine and the cosine.
    func values(of x: BigBall, precision: Int, halfTurns: Bool) -> (sine: BigBall, cosine: BigBall) {
        let remembered = shared.withLock { state -> (sine: BigBall, cosine: BigBall)? in
            guard let entry = state.sineCosine, entry.precision == precision, entry.halfTurns == halfTurns,
                  entry.argument.isIdentical(to: x) else { return nil }
            return entry.values
        }
        if let remembered { return remembered }
        let values = halfTurns ? BigBall.sinCosPi(x, precision: precision) : BigBall.sinCos(x, precision: precision)
        shared.withLock { $0.sineCosine = Entry(argument: x, precision: precision, halfTurns: halfTurns, values: values) }
        return values
    }
}
