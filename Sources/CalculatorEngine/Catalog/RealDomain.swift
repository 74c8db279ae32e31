import BigNumber

/// Where a real function of one operand is defined, checked on the operand's ball before the
/// function is computed: inside, certainly outside (a domain error), at a pole, or undecided (the
/// ball reaches across a boundary: the evaluator raises the precision).
struct RealDomain: Sendable {
    /// One end of an interval domain.
    enum End: Sendable {
        /// The end belongs to the domain: √ at 0.
        case closed(Int)
        /// The end does not, and is not a pole.
        case open(Int)
        /// The end is a pole: ln at 0.
        case pole(Int)
    }

    /// The points that are poles inside the interval.
    enum Poles: Sendable {
        case none
        /// These integers: ζ at 1.
        case points([Int])
        /// 0, −1, −2, …: Γ, ψ.
        case nonPositiveIntegers
    }

    /// The lower end, or nil for −∞.
    var low: End?
    /// The upper end, or nil for +∞.
    var high: End?
    /// The poles inside.
    var poles: Poles = .none

    /// Every real number.
    static let everywhere = RealDomain(low: nil, high: nil)
    /// x ≥ 0.
    static let nonNegative = RealDomain(low: .closed(0), high: nil)
    /// x > 0 with a pole at 0 (logarithms).
    static let positiveWithPoleAtZero = RealDomain(low: .pole(0), high: nil)
    /// Poles at 0, −1, −2, … (Γ, ψ, ln Γ).
    static let exceptNonPositiveIntegers = RealDomain(low: nil, high: nil, poles: .nonPositiveIntegers)

    /// What the ball `x` says about the domain.
    enum Verdict { case inside, outside, pole, undecided }

    /// The verdict on `x`.
    func verdict(_ x: BigBall) -> Verdict {
        guard x.isFinite else { return .undecided }
        for (end, isLow) in [(low, true), (high, false)] {
            guard let end else { continue }
            let (bound, endIsIn, endIsPole): (Int, Bool, Bool) = switch end {
            case let .closed(b): (b, true, false)
            case let .open(b): (b, false, false)
            case let .pole(b): (b, false, true)
            }
            let d = BigBall.subtract(x, BigBall(bound), precision: 128)
            let beyond = isLow ? d.isNegative : d.isPositive
            let within = isLow ? d.isPositive : d.isNegative
            if beyond { return .outside }
            if within { continue }
            if d.isZero { if endIsPole { return .pole } else if !endIsIn { return .outside } else { continue } }
            if endIsIn && (isLow ? d.isNonNegative : d.isNonPositive) { continue }
            return .undecided
        }
        switch poles {
        case .none:
            return .inside
        case let .points(points):
            for point in points where x.contains(point) { return x.isExact ? .pole : .undecided }
            return .inside
        case .nonPositiveIntegers:
            if x.isPositive { return .inside }
            if let n = x.exactInteger { return n.signum <= 0 ? .pole : .inside }
            if x.holdsNoInteger { return .inside }
            return .undecided
        }
    }

    /// Throws the error for `x` when it is not certainly inside.
    /// - Parameters:
    ///   - x: the operand's ball.
    ///   - operation: the function, for its messages.
    /// - Throws: its domain error or pole, or `.undecided`.
    func check(_ x: BigBall, for operation: CatalogOperation) throws(CalculationError) {
        switch verdict(x) {
        case .inside: return
        case .outside: throw operation.row.domainError(.outsideDomain, operand: try? x.midpoint())
        case .pole:
            if operation.row.poleMessage == nil { throw .divisionByZero }
            throw operation.row.domainError(.pole, operand: try? x.midpoint())
        case .undecided: throw .undecided(UndecidedQuestion(operation, .domain))
        }
    }
}
