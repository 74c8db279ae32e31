import BigNumber

/// The sine and cosine of the last argument an evaluation asked for: Arb computes both for about
/// the cost of one, so `sin(x) + cos(x)·y` evaluates the series once.
///
/// It keeps a single entry, keyed by the exact ball of the argument, the precision and the unit
/// (radians or half turns). Safe to use from several threads at once; copies share the entry (a
/// value holding its lock, so that each evaluation context allocates only the lock's storage).
struct SineCosineMemo: Sendable {
    /// The last argument and its sine and cosine.
    private struct Entry {
        let argument: BigBall
        let precision: Int
        let halfTurns: Bool
        let values: (sine: BigBall, cosine: BigBall)
    }

    private let last = Lock<Entry?>(nil)

    /// sin and cos of `x` (radians, or half turns: sin(πx) and cos(πx)), from the memo when the
    /// previous request had the same argument, precision and unit.
    /// - Parameters:
    ///   - x: The argument.
    ///   - precision: The working precision in bits.
    ///   - halfTurns: Whether `x` counts half turns instead of radians.
    /// - Returns: The balls of the sine and the cosine.
    func values(of x: BigBall, precision: Int, halfTurns: Bool) -> (sine: BigBall, cosine: BigBall) {
        let remembered = last.withLock { entry -> (sine: BigBall, cosine: BigBall)? in
            guard let entry, entry.precision == precision, entry.halfTurns == halfTurns,
                  entry.argument.isIdentical(to: x) else { return nil }
            return entry.values
        }
        if let remembered { return remembered }
        let values = halfTurns ? BigBall.sinCosPi(x, precision: precision) : BigBall.sinCos(x, precision: precision)
        last.withLock { $0 = Entry(argument: x, precision: precision, halfTurns: halfTurns, values: values) }
        return values
    }
}
