import BigNumber

/// The kinds of value an operation can be implemented on, in promotion order: exact integers,
/// exact rationals, exact multiples of π, real balls, Gaussian rationals, complex balls. The
/// evaluator starts at the kind of the operands and promotes them to the next kind the row
/// implements, so that a result stays as exact as the row allows (`sin(π/6)` = 1/2, `sqrt(-4)` = 2i).
enum ValueKind: Int, Sendable, Comparable, CaseIterable, CustomStringConvertible {
    /// An exact integer (served by the row's rational implementation).
    case integer
    /// An exact rational.
    case rational
    /// Exactly k·π, k rational.
    case piMultiple
    /// A real number in a ball (Arb).
    case ball
    /// An exact complex number a + bi, a and b rational.
    case gaussian
    /// A complex number in a complex ball (Arb).
    case complexBall
    /// A list or matrix of numbers (`ListValue`): the row's `ListEvaluation` computes on it.
    case list

    /// The kinds a row can have an implementation of (integers take the rational one).
    static let implementable: [ValueKind] = [.rational, .piMultiple, .ball, .gaussian, .complexBall]

    /// Whether `a` comes before `b` in promotion order.
    /// - Parameters:
    ///   - a: a kind.
    ///   - b: another kind.
    /// - Returns: whether `a` is promoted to `b`, rather than `b` to `a`.
    static func < (a: ValueKind, b: ValueKind) -> Bool { a.rawValue < b.rawValue }

    /// Whether values of this kind are real.
    var isReal: Bool { self < .gaussian }

    /// Whether values of this kind are exact rationals, which every exact kind holds as they are.
    var isRational: Bool { self <= .rational }

    /// The least kind that holds values of both kinds: the later one, except that a π-multiple or
    /// a real ball with a Gaussian rational is a complex ball (neither is exactly the other).
    /// - Parameter other: the other kind.
    /// - Returns: the kind of both.
    func joined(with other: ValueKind) -> ValueKind {
        let (low, high) = self < other ? (self, other) : (other, self)
        if high == .gaussian, low == .piMultiple || low == .ball { return .complexBall }
        return high
    }

    /// The kind of a list of operands: the least kind that holds them all (`.integer` for none).
    /// - Parameter values: the operands.
    /// - Returns: their kind.
    static func of(_ values: [EvaluatedValue]) -> ValueKind {
        var kind = ValueKind.integer
        for value in values { kind = kind.joined(with: value.kind) }
        return kind
    }

    /// The name the pinned table of implementations uses (`Resources/implementations.tsv`).
    var description: String {
        switch self {
        case .integer: "integer"
        case .rational: "rational"
        case .piMultiple: "piMultiple"
        case .ball: "ball"
        case .gaussian: "gaussian"
        case .complexBall: "complexBall"
        case .list: "list"
        }
    }
}

/// A row's implementations, one entry per kind of value in promotion order (see `ValueKind`).
/// Every row computes on real balls, which also fixes its number of operands; the other entries
/// are optional. A small fixed struct, so that the evaluator's hot path reads an entry without a
/// lookup.
struct Implementations: Sendable {
    /// On exact rationals and integers: the exact result, or nil when it is not rational.
    private(set) var rational: ExactEvaluation?
    /// On exact multiples of π: a rule that keeps them symbolic, or a function's exact value at kπ.
    private(set) var piMultiple: PiMultipleEvaluation?
    /// On real balls.
    private(set) var ball: RealEvaluation
    /// On Gaussian rationals: the exact result, or nil when it is not a Gaussian rational.
    private(set) var gaussian: GaussianEvaluation?
    /// On complex balls, on the principal branch.
    private(set) var complexBall: ComplexEvaluation?
    /// On lists and matrices (see `ListEvaluation`): by default entry by entry for a function of
    /// fixed arity, the entries of one list as the operands of a function of a list.
    private(set) var list: ListEvaluation
    /// On power series (`diff`, `taylor`, `roots` evaluate their body on them): nil for an
    /// operation with no Taylor expansion.
    private(set) var series: SeriesEvaluation?
    /// How its value is bounded far out on the real line (`TailBound`), or nil when the tails of
    /// integrals do not read it.
    private(set) var tail: TailBound?
    /// Whether the row computes only through `list`, on numbers too (its ball entry is `.listOnly`).
    private(set) var computesOnlyOnLists = false

    /// A table with the ball implementation and the given entries.
    /// - Parameters:
    ///   - ball: the computation on real balls.
    ///   - entries: the implementations of other kinds.
    init(ball: RealEvaluation, _ entries: [Implementation] = []) {
        self.ball = ball
        list = ListEvaluation.default(for: ball)
        if case .listOnly = ball { computesOnlyOnLists = true }
        for entry in entries { add(entry) }
    }

    /// Sets the entry of `entry`'s kind, replacing one the table had.
    /// - Parameter entry: the implementation.
    mutating func add(_ entry: Implementation) {
        switch entry {
        case let .rational(f): rational = f
        case let .piMultiple(f): piMultiple = f
        case let .ball(f):
            ball = f
            if case .listOnly = f { computesOnlyOnLists = true }
        case let .gaussian(f): gaussian = f
        case let .complexBall(f): complexBall = f
        case let .list(f): list = f
        case let .series(f): series = f
        case let .tail(bound): tail = bound
        }
    }

    /// Whether the row has an implementation for values of `kind` (an integer takes the rational one).
    /// - Parameter kind: the kind.
    /// - Returns: whether it is implemented.
    func implements(_ kind: ValueKind) -> Bool {
        switch kind {
        case .integer, .rational: rational != nil
        case .piMultiple: piMultiple != nil
        case .ball: !computesOnlyOnLists
        case .gaussian: gaussian != nil
        case .complexBall: complexBall != nil
        case .list: list.takesLists
        }
    }

    /// The first kind at or after `kind` in promotion order that the row implements: where the
    /// evaluator starts on operands of `kind`.
    /// - Parameter kind: the operands' kind.
    /// - Returns: the kind of the table's entry (`.rational` for integers), or nil when no later
    ///   kind is implemented.
    func promotion(of kind: ValueKind) -> ValueKind? {
        ValueKind.implementable.first { $0 >= kind && implements($0) }
    }

    /// The kinds of number implemented, in promotion order (`.rational` standing for integers too).
    var kinds: [ValueKind] { ValueKind.implementable.filter(implements) }

    /// The kinds implemented and how lists are computed, as the pinned table writes them
    /// (`rational ball list:entrywise series:whereFinite`, the series with where it is holomorphic).
    var pinnedDescription: String {
        (kinds.map(String.init(describing:)) + (list.pinnedName.map { ["list:" + $0] } ?? []) + (series.map { ["series:\($0.holomorphy)"] } ?? []))
            .joined(separator: " ")
    }

    /// Whether the row computes on complex values at all (exact or on balls).
    var takesComplexValues: Bool { gaussian != nil || complexBall != nil }
}

/// One entry of a row's `Implementations`: the implementation of one kind of value.
enum Implementation: Sendable {
    /// On exact rationals and integers.
    case rational(ExactEvaluation)
    /// On exact multiples of π.
    case piMultiple(PiMultipleEvaluation)
    /// On real balls.
    case ball(RealEvaluation)
    /// On Gaussian rationals.
    case gaussian(GaussianEvaluation)
    /// On complex balls.
    case complexBall(ComplexEvaluation)
    /// On lists and matrices.
    case list(ListEvaluation)
    /// On power series.
    case series(SeriesEvaluation)
    /// Far out on the real line.
    case tail(TailBound)
}

/// How an operation keeps exact multiples of π exact (so that `sin(100π)` is exactly 0).
enum PiMultipleEvaluation: Sendable {
    /// A rule on operands of which at least one is a multiple of π (kπ + mπ, r·kπ, −kπ), or the
    /// symbolic value of a constant (π is 1·π): the exact value, or nil when the rule does not apply.
    case rule(@Sendable ([EvaluatedValue]) throws(CalculationError) -> EvaluatedValue?)
    /// A trigonometric function's exact value at kπ radians (k rational) where it is rational, and
    /// so at x degrees, which is (x/180)·π radians; nil where it is not rational.
    case atMultipleOfPi(@Sendable (BigRational) throws(CalculationError) -> BigRational?)
}
