import BigNumber

/// One row of the operation catalog: everything about one `CatalogOperation` — how it is
/// written, keyed and described, its implementations on each kind of value (`Implementations`:
/// exact rationals, multiples of π, Arb balls, Gaussian rationals, complex balls), its domain and
/// the messages of its errors, and the rules the evaluator needs to prove its digits.
///
/// A class, so that the evaluator's hot path shares one row instead of copying its closures.
package final class CatalogRow: Sendable {
    /// The operation this row describes.
    package let operation: CatalogOperation
    /// The group help lists it under (`help`, `bigcalc --list-functions`, docs/language.md).
    package let group: OperationGroup
    /// The label of the keypad key (`"√"`, `"xʸ"`, `"sin⁻¹"`), or nil for functions that have no key.
    package let key: String?
    /// The names in expressions and the ASCII aliases accepted for the key (`"sqrt"`, `"√"`, `"^"`).
    package let names: [String]
    /// How descriptions show it.
    let notation: OperationNotation
    /// For infix binary operators, how strongly they bind; nil otherwise.
    let precedence: Precedence?
    /// A few words for help text: "square root".
    package let summary: String
    /// What an argument outside the domain is called in messages: "square root of a negative number".
    package let outsideDomainMessage: String
    /// What an argument at a pole is called in messages ("logarithm of zero"), or nil when a pole
    /// is reported as a division by zero.
    package let poleMessage: String?
    /// Algebraic facts the evaluator uses.
    let traits: Traits
    /// How it computes, one implementation per kind of value (exact rationals, multiples of π,
    /// real balls, Gaussian rationals, complex balls), in promotion order.
    let implementations: Implementations
    /// An expression that shows the operation at work (`help NAME` evaluates it), or nil for a
    /// row that expressions cannot spell (the keypad's `=`).
    package let example: String?
    /// The branch, range or convention the operation follows (`help NAME` shows it), or nil.
    package let conventionNote: String?

    /// A row (the builders in `CatalogRow+Builders.swift` make most rows).
    /// - Parameters:
    ///   - operation: the row's identity.
    ///   - group: the group help lists it under.
    ///   - key: the keypad label, if the operation has a key.
    ///   - names: the spellings in expressions and on keys.
    ///   - notation: how descriptions show it.
    ///   - precedence: for infix binary operators, how strongly they bind.
    ///   - summary: a few words for help.
    ///   - invalid: the message of an argument outside the domain.
    ///   - pole: the message of an argument at a pole (nil: a division by zero).
    ///   - traits: the facts the evaluator and the parser use.
    ///   - implementations: how it computes on each kind of value.
    init(_ operation: CatalogOperation, in group: OperationGroup, key: String? = nil, names: [String],
         notation: OperationNotation, precedence: Precedence? = nil, summary: String,
         invalid: String, pole: String? = nil, traits: Traits = [], implementations: Implementations) {
        self.operation = operation
        self.group = group
        self.key = key
        self.names = names
        self.notation = notation
        self.precedence = precedence
        self.summary = summary
        self.outsideDomainMessage = invalid
        self.poleMessage = pole
        self.traits = traits
        self.implementations = implementations
        self.example = nil
        self.conventionNote = nil
    }

    /// `row` with its implementations and documentation replaced (the modifiers `implementing`
    /// and `documented` build on it).
    private init(_ row: CatalogRow, implementations: Implementations, example: String?, conventionNote: String?,
                 traits: Traits? = nil) {
        operation = row.operation
        group = row.group
        key = row.key
        names = row.names
        notation = row.notation
        precedence = row.precedence
        summary = row.summary
        outsideDomainMessage = row.outsideDomainMessage
        poleMessage = row.poleMessage
        self.traits = traits ?? row.traits
        self.implementations = implementations
        self.example = example
        self.conventionNote = conventionNote
    }

    /// This row with more implementations: `entries` added to its table, replacing those of the
    /// same kinds.
    /// - Parameter entries: the implementations.
    /// - Returns: the row.
    func implementing(_ entries: Implementation...) -> CatalogRow {
        var table = implementations
        for entry in entries { table.add(entry) }
        return CatalogRow(self, implementations: table, example: example, conventionNote: conventionNote)
    }

    /// This row with what `help NAME` adds to its summary: an example and its convention.
    /// - Parameters:
    ///   - example: an expression inside the domain that shows the operation at work; `help`
    ///     evaluates it at 20 digits.
    ///   - note: the branch, range, sign or rounding convention it follows, if any.
    /// - Returns: the documented row.
    func documented(example: String, note: String? = nil) -> CatalogRow {
        CatalogRow(self, implementations: implementations, example: example, conventionNote: note)
    }

    /// Algebraic facts about an operation that the evaluator relies on.
    struct Traits: OptionSet, Sendable {
        let rawValue: Int
        /// `f(x, x)` is exactly 0 whatever x is (x − x).
        static let cancelsEqualOperands = Traits(rawValue: 1)
        /// Draws a random number: two occurrences are never the same value.
        static let drawsRandomValue = Traits(rawValue: 2)
        /// A user variable of the same name takes its place (the constant `i`).
        static let yieldsToVariables = Traits(rawValue: 4)
        /// A statement whose outermost operation it is shows its integer value factored (`factor`).
        static let showsFactorization = Traits(rawValue: 8)
        /// Associative, so that a long chain of it and its inverse may be regrouped into a
        /// balanced tree of the same value: (a + b) + c = a + (b + c) (see `OperatorChain`).
        static let regroupable = Traits(rawValue: 16)
        /// The inverse of the regroupable operation of its precedence: a − (b + c) = (a − b) − c.
        static let invertsChain = Traits(rawValue: 32)
        /// Its exact value is its first operand divided by its second, so that a long series may
        /// keep its terms as unreduced fractions (see `CompiledBody.exactFraction(_:at:)`).
        static let dividesOperands = Traits(rawValue: 64)
        /// As the right operand of `+` or `−`, it stands for a share of the left operand:
        /// `a + b%` is a + a·b% (see `PercentShare`).
        static let sharesOfAdditiveBase = Traits(rawValue: 128)
    }

    /// The number of operands it takes: 0 for constants, 1, 2, that of its form (`if` 3, `sum` 4),
    /// or nil for `=` and for functions of a list (`isVariadic`).
    package var arity: Int? {
        switch implementations.ball {
        case .constant: 0
        case .unary: 1
        case .binary: 2
        case .ternary: 3
        case let .form(form): form.arity
        case let .listOnly(arity): arity
        case .list, .equals: nil
        }
    }

    /// Whether it takes any number (at least one) of operands: `max(1, 5, 2)`, `mean(…)`.
    package var isVariadic: Bool {
        switch implementations.ball {
        case .list, .listOnly(arity: nil): return true
        default: return false
        }
    }

    /// What the evaluator does itself for a row that chooses which operands to evaluate (`if`,
    /// `sum`, `solve`), or nil for a row that computes on its operands' values.
    var form: EvaluationForm? {
        if case let .form(form) = implementations.ball { return form }
        return nil
    }

    /// Whether the evaluator hands it its operands unevaluated: a form, or a row that reads its
    /// operands as written.
    var evaluatesOperandsItself: Bool {
        switch implementations.ball {
        case .form: true
        default: readsWrittenOperands
        }
    }

    /// Whether it reads its operands as written (`identify`; see `ListEvaluation.writtenOperands`).
    var readsWrittenOperands: Bool {
        if case .writtenOperands = implementations.list { return true }
        return false
    }

    /// The name messages use: the first spelling of letters and digits (`sqrt`), else the symbol
    /// of an infix operator in quotes (`'=='`), else the summary.
    package var spokenName: String {
        if let word = names.first(where: { $0.allSatisfy { $0.isLetter || $0.isNumber } }) { return word }
        if case let .infix(symbol) = notation { return "'\(symbol)'" }
        return summary
    }

    /// The domain error of this operation for `operand`.
    /// - Parameters:
    ///   - violation: which rule the operand breaks.
    ///   - operand: the offending operand, when one is known.
    /// - Returns: the error, ready to throw.
    func domainError(_ violation: DomainError.Violation, operand: BigFloat? = nil) -> CalculationError {
        .domain(DomainError(operation: operation, operand: operand, violation: violation))
    }
}

/// How an operation computes on balls under an `EvaluationContext`: the result is a ball that
/// holds the exact result for every point of the operands' balls, its midpoint rounded to the
/// context's precision. Failures are `CalculationError`s: a domain error or pole when the operands
/// are certainly outside the domain, `.undecided` when their balls are too wide to tell.
enum RealEvaluation: Sendable {
    /// A value that needs no operand: π, e, `Rand`. It may draw from the context's random source.
    case constant(@Sendable (inout EvaluationContext) throws(CalculationError) -> BigBall)
    /// A function of one operand: √, sin, x!, ±.
    case unary(@Sendable (BallOperand, EvaluationContext) throws(CalculationError) -> BigBall)
    /// A function of two operands, `f(left, right)`: +, xʸ, `root(x, n)`, atan2.
    case binary(@Sendable (BallOperand, BallOperand, EvaluationContext) throws(CalculationError) -> BigBall)
    /// A function of three operands, `f(a, b, c)`: `powmod`.
    case ternary(@Sendable (BallOperand, BallOperand, BallOperand, EvaluationContext) throws(CalculationError) -> BigBall)
    /// A function of a list of one or more operands: `max`, `mean`, `median`.
    case list(@Sendable ([BallOperand], EvaluationContext) throws(CalculationError) -> BigBall)
    /// Computed by the evaluator, which decides which operands to evaluate and how often:
    /// `if`, `and`, `or`, `sum`, `product`, `solve`, `integrate`.
    case form(EvaluationForm)
    /// Completes the pending binary operation of a keypad.
    case equals
    /// Computes only through the row's `ListEvaluation`, on numbers and lists alike (`[1, 2]`,
    /// `identity(3)`, `v[2]`): `arity` operands, or any number of them when nil.
    case listOnly(arity: Int?)
}

/// The operations the evaluator computes itself because they choose which operands to evaluate,
/// or evaluate one with a variable bound to several values.
enum EvaluationForm: Sendable, Hashable {
    /// `if(c, a, b)`: a when c is not 0, else b; only the branch taken is evaluated.
    case conditional
    /// `a and b`: 1 when both are not 0; b is evaluated only when a is not 0.
    case conjunction
    /// `a or b`: 1 when either is not 0; b is evaluated only when a is 0.
    case disjunction
    /// `sum(expr, k, from, to)`: expr summed over the integers k from `from` to `to`.
    case summation
    /// `product(expr, k, from, to)`: expr multiplied over the integers k from `from` to `to`.
    case multiplication
    /// `solve(expr, x, a, b)`: the root of expr in the bracket [a, b], where expr changes sign.
    case root
    /// `integrate(expr, x, a, b)`: the integral of expr over x from a to b, by numerical quadrature.
    case integral
    /// `seq(expr, k, from, to)`: the list of expr for the integers k from `from` to `to`.
    case sequence
    /// `diff(expr, x, a)`: the derivative of expr at x = a, by Taylor arithmetic.
    case derivative
    /// `diff(expr, x, a, n)`: the n-th derivative of expr at x = a.
    case derivativeOfOrder
    /// `taylor(expr, x, a, n)`: the list of the first n + 1 Taylor coefficients of expr at x = a.
    case taylorCoefficients
    /// `roots(p, x)`: the list of every complex root of the polynomial p in x.
    case polynomialRoots

    /// The number of operands.
    var arity: Int {
        switch self {
        case .conjunction, .disjunction, .polynomialRoots: 2
        case .conditional, .derivative: 3
        case .summation, .multiplication, .root, .integral, .sequence, .derivativeOfOrder, .taylorCoefficients: 4
        }
    }

    /// The operand that names the variable the form binds (`k` in `sum(1/k, k, 1, 10)`), if any.
    var boundVariableOperand: Int? {
        switch self {
        case .summation, .multiplication, .root, .integral, .sequence, .derivative, .derivativeOfOrder, .taylorCoefficients,
             .polynomialRoots: 1
        case .conditional, .conjunction, .disjunction: nil
        }
    }

    /// The operand evaluated with the bound variable set, if any.
    var bodyOperand: Int? {
        boundVariableOperand == nil ? nil : 0
    }
}

/// An operand of a ball evaluation: its ball at the working precision, and its exact value when
/// it has one (for the exact fast paths: `gamma(1/3)`, `zeta(3)`, integer powers).
struct BallOperand: Sendable {
    /// The operand's ball.
    let ball: BigBall
    /// The exact value given when the operand was made.
    private let knownExact: BigRational?
    /// Whether an exact ball answers `exact` itself (a term of a compiled series).
    private let derivesExact: Bool

    /// The exact rational value, when the operand is exact.
    var exact: BigRational? {
        if let knownExact { return knownExact }
        guard derivesExact, ball.isExact else { return nil }
        return ball.exactRational(bitLimit: Self.derivedExactBits)
    }

    /// The largest exact value an exact ball passes on as `exact`, in bits.
    static let derivedExactBits = 4096

    /// An operand with its ball and, when known, its exact value.
    /// - Parameters:
    ///   - ball: the enclosure.
    ///   - exact: the exact value, if any.
    init(_ ball: BigBall, exact: BigRational? = nil) {
        self.ball = ball
        knownExact = exact
        derivesExact = false
    }

    /// An operand whose exact value, should a row ask for it, is that of the ball when the ball is
    /// exact and small: what the general evaluator would have made of it, without the cost of a
    /// rational for every operand that no row asks about.
    /// - Parameter ball: the enclosure.
    init(derivingExactFrom ball: BigBall) {
        self.ball = ball
        knownExact = nil
        derivesExact = true
    }
}

/// The exact counterpart of an operation, on rationals: the exact result, or nil when the result
/// is not rational (√2) or would be larger than `OperationCatalog.exactBitLimit`; the evaluator
/// then computes on balls. Errors are thrown exactly as the ball version throws them.
enum ExactEvaluation: Sendable {
    /// An exact function of one operand.
    case unary(@Sendable (BigRational) throws(CalculationError) -> BigRational?)
    /// An exact function of two operands, `f(left, right)`.
    case binary(@Sendable (BigRational, BigRational) throws(CalculationError) -> BigRational?)
    /// An exact function of three operands.
    case ternary(@Sendable (BigRational, BigRational, BigRational) throws(CalculationError) -> BigRational?)
    /// An exact function of a list of operands.
    case list(@Sendable ([BigRational]) throws(CalculationError) -> BigRational?)
}
