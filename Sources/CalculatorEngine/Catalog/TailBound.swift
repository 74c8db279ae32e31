/// How a row's value behaves far out on the real line and next to a zero of its operand: what a
/// proven integral reads to bound its tails over an infinite range (`Evaluator+ExponentialTail.swift`)
/// and to take out algebraic singularities at the ends of a finite one
/// (`Evaluator+EndpointSingularity.swift`). The integrand is split into factors along the rows
/// that declare `product`, `quotient` and `magnitude`; beyond a point a product of constants,
/// exponentials of polynomials, functions bounded by 1 and rational functions is at most
/// C·|x|^s·e^(−c|x|^d), and next to an end where a polynomial has a simple root t its power is
/// t^r times an analytic function, its logarithm ln t plus one.
enum TailBound: Sendable, Equatable {
    /// The product of its operands (×).
    case product
    /// Its first operand divided by its second (÷).
    case quotient
    /// The magnitude of its operand (−x).
    case magnitude
    /// e to the power of its operand (exp).
    case exponential
    /// Its first operand to the power of its second: e^(y·ln b) when the base b is a positive
    /// constant (a base that varies is read as part of a rational function, or, with a constant
    /// exponent, as a power that may vanish at an end).
    case power
    /// Its operand to the power 1/n (√, ∛).
    case root(Int)
    /// The natural logarithm of its operand (ln): next to a simple zero of the operand at an end,
    /// a multiple of ln t plus an analytic function.
    case logarithm
    /// At most 1 in magnitude for every real operand (sin, cos, tanh, erf).
    case atMostOneOnReals
}
