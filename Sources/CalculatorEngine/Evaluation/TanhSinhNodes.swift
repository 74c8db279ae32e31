@_spi(BigCalcPackage) import BigNumber

/// The nodes and weights of tanh-sinh (double-exponential) quadrature at one precision, computed
/// on demand and kept for the process: `integrate` at the same precision reuses them.
///
/// The substitution x = tanh(π/2 · sinh t) maps t ∈ (−∞, ∞) onto (−1, 1), with
/// dx/dt = (π/2)·cosh t / cosh²(π/2 · sinh t), a weight that falls double-exponentially. The node
/// at t is kept as its distance δ(t) = 1 − tanh(π/2 · sinh t) = 2 / (e^(π·sinh t) + 1) from the end
/// of [−1, 1], computed directly so that nodes next to an end keep all their digits (an integrand
/// singular at the end is evaluated at exact points near it, never at it).
///
/// Safe to use from any number of threads at once.
final class TanhSinhNodes: Sendable {
    /// One node of the rule.
    struct Node: Sendable {
        /// δ(t) = 1 − tanh(π/2 · sinh t) in (0, 1], rounded to an exact number of `precision` bits.
        let offset: BigFloat
        /// The weight (π/2)·cosh t / cosh²(π/2 · sinh t).
        let weight: BigBall
    }

    /// The precision, in bits, of the offsets and weights.
    let precision: Int
    /// π/2 at `precision` bits.
    private let halfPi: BigBall
    /// The nodes computed so far: for level 0 those at t = 0, 1, 2, …; for a level k > 0 those it
    /// adds, at t = j·2^−k for j = 1, 3, 5, …
    private let levels = Lock<[[Node]]>([])

    /// The node sets of the last few precisions used.
    private static let cache = Lock<[Int: TanhSinhNodes]>([:])
    /// How many precisions `cache` keeps.
    private static let cachedPrecisions = 4

    private init(precision: Int) {
        self.precision = precision
        halfPi = BigBall.divide(BigBall.pi(precision: precision + 8), by: 2, precision: precision)
    }

    /// The shared nodes at `precision` bits.
    static func at(precision: Int) -> TanhSinhNodes {
        cache.withLock { cache in
            if let nodes = cache[precision] { return nodes }
            if cache.count >= cachedPrecisions { cache.removeAll() }
            let nodes = TanhSinhNodes(precision: precision)
            cache[precision] = nodes
            return nodes
        }
    }

    /// The first `count` (or more) nodes of `level`, in increasing t.
    func nodes(level: Int, count: Int) -> [Node] {
        var nodes = levels.withLock { $0.count > level ? $0[level] : [] }
        guard nodes.count < count else { return nodes }
        let p = precision
        // e^t and e^−t from one node to the next by multiplication: t steps by 1 on level 0, by 2^(1−k) on level k.
        let step = BigBall(BigFloat.scaled(BigFloat(1, precision: 64), byPowerOfTwo: level == 0 ? 0 : 1 - level))
        let first = level == 0 ? nodes.count : 2 * nodes.count + 1
        let t = BigBall.multiply(BigBall(first), BigBall(BigFloat.scaled(BigFloat(1, precision: 64), byPowerOfTwo: -level)),
                                 precision: p)
        var (et, emt) = (BigBall.exp(t, precision: p), BigBall.exp(-t, precision: p))
        let (up, down) = (BigBall.exp(step, precision: p), BigBall.exp(-step, precision: p))
        var powers: [(BigBall, BigBall)] = []
        powers.reserveCapacity(count - nodes.count)
        while nodes.count + powers.count < count {
            powers.append((et, emt))
            et = BigBall.multiply(et, up, precision: p)
            emt = BigBall.multiply(emt, down, precision: p)
        }
        // The nodes themselves (an exponential and two divisions each) in pieces on the threads.
        let exponentials = powers
        let pieces = Swift.min(exponentials.count, 4 * Parallelism.threads)
        let computed = Concurrently.map(count: pieces) { piece in
            exponentials[(piece * exponentials.count / pieces)..<((piece + 1) * exponentials.count / pieces)].map { node($0.0, $0.1) }
        }
        nodes.reserveCapacity(count)
        for piece in computed { nodes.append(contentsOf: piece) }
        levels.withLock { levels in
            while levels.count <= level { levels.append([]) }
            if levels[level].count < nodes.count { levels[level] = nodes }
        }
        return nodes
    }

    /// The node at t ≥ 0, from e^t and e^−t: with F = e^(−u), u = π/2 · sinh t,
    /// δ = 2F²/(1 + F²) and the weight (π/2)·cosh t·4F²/(1 + F²)².
    private func node(_ et: BigBall, _ emt: BigBall) -> Node {
        let p = precision
        let sinh = BigBall.divide(BigBall.subtract(et, emt, precision: p), by: 2, precision: p)
        let cosh = BigBall.divide(BigBall.add(et, emt, precision: p), by: 2, precision: p)
        let f = BigBall.exp(-BigBall.multiply(halfPi, sinh, precision: p), precision: p)
        let f2 = BigBall.multiply(f, f, precision: p)
        let inverse = BigBall.divide(BigBall(1), BigBall.add(BigBall(1), f2, precision: p), precision: p)
        let ratio = BigBall.multiply(f2, inverse, precision: p)
        let offset = BigBall.multiply(ratio, BigBall(2), precision: p)
        let weight = BigBall.multiply(BigBall.multiply(halfPi, cosh, precision: p),
                                      BigBall.multiply(BigBall.multiply(ratio, inverse, precision: p), BigBall(4), precision: p),
                                      precision: p)
        return Node(offset: (try? offset.midpoint())?.rounded(toPrecision: p) ?? BigFloat(0, precision: p), weight: weight)
    }
}
