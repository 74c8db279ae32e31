import BigNumber

/// What a key or a function does, in the classic CalculatorBrain table design.
///
/// Every case computes on `BigFloat` under an `EvaluationContext` and reports failures as
/// `CalculationError`, never as NaN or ∞.
public enum Operation: Sendable {
    /// A value that needs no operand: π, e, `Rand`. It may draw from the context's random source.
    case constant(@Sendable (inout EvaluationContext) throws(CalculationError) -> BigFloat)
    /// A function of one operand: √, sin, x!, ±.
    case unary(@Sendable (BigFloat, EvaluationContext) throws(CalculationError) -> BigFloat)
    /// A function of two operands, `f(left, right)`: +, xʸ, ʸ√x (`root(x, n)`), atan2.
    case binary(@Sendable (BigFloat, BigFloat, EvaluationContext) throws(CalculationError) -> BigFloat)
    /// Completes the pending binary operation.
    case equals
}

/// The exact counterpart of an operation, on rationals: it returns the exact result, or nil when
/// the result is not a rational (√2) or would be larger than `OperationCatalog.exactBitLimit`;
/// the caller then computes with `BigFloat` instead. Errors (division by zero, domain) are thrown
/// exactly as the `BigFloat` operation would throw them.
public enum ExactOperation: Sendable {
    /// An exact function of one operand.
    case unary(@Sendable (BigRational) throws(CalculationError) -> BigRational?)
    /// An exact function of two operands, `f(left, right)`.
    case binary(@Sendable (BigRational, BigRational) throws(CalculationError) -> BigRational?)
}

/// How strongly an infix operator binds; higher binds tighter.
public enum Precedence: Int, Sendable, Hashable, Comparable {
    /// `+ −`
    case additive = 1
    /// `× ÷ mod`
    case multiplicative = 2
    /// `xʸ ʸ√x EE`: right-associative.
    case power = 3

    public static func < (a: Precedence, b: Precedence) -> Bool { a.rawValue < b.rawValue }
}

/// How a history description shows an operation applied to its operands.
public enum OperationNotation: Sendable, Hashable {
    /// The symbol before the parenthesized operand: `√(9)`, `sin(30)`, `1/(4)`.
    case prefix(String)
    /// The symbol after the parenthesized operand: `(5)²`, `(4)!`.
    case postfix(String)
    /// The symbol between the operands: `7 + 9`, `2 ^ 10`.
    case infix(String)
    /// A function of two arguments: `atan2(1, 2)`.
    case function(String)
    /// The symbol on its own: `π`.
    case symbol(String)
}

/// One row of the operation catalog: a keypad key, an expression function or operator, or both.
public struct OperationEntry: Sendable {
    /// The label of the keypad key (`"√"`, `"xʸ"`, `"sin⁻¹"`), or nil for functions that have no key.
    public let key: String?
    /// The names in expressions and the ASCII aliases accepted for the key (`"sqrt"`, `"√"`, `"^"`).
    public let names: [String]
    /// What it computes.
    public let operation: Operation
    /// How descriptions show it.
    public let notation: OperationNotation
    /// For infix binary operators, how strongly they bind; nil otherwise.
    public let precedence: Precedence?
    /// A few words for help text: "square root".
    public let summary: String
    /// The exact rational version, for operations whose results on rationals can stay exact; nil otherwise.
    public let exact: ExactOperation?

    public init(key: String?, names: [String], operation: Operation, notation: OperationNotation,
                precedence: Precedence? = nil, summary: String, exact: ExactOperation? = nil) {
        self.key = key
        self.names = names
        self.operation = operation
        self.notation = notation
        self.precedence = precedence
        self.summary = summary
        self.exact = exact
    }

    /// The number of operands it takes: 0 for constants, 1, 2, or nil for `=`.
    public var arity: Int? {
        switch operation {
        case .constant: 0
        case .unary: 1
        case .binary: 2
        case .equals: nil
        }
    }
}
