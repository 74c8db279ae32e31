/// How a row's value is bounded far out on the real line: what a proven integral over an
/// infinite range reads to bound its tail (`Evaluator+ExponentialTail.swift`). The integrand is
/// split into factors along the rows that declare `product`, `quotient` and `magnitude`; a factor
/// is then a constant, an exponential of a polynomial, a function bounded by 1, or a rational
/// function, and beyond a point their product is at most C·|x|^s·e^(−c|x|^d).
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
    /// constant (a base that varies is read as part of a rational function).
    case power
    /// At most 1 in magnitude for every real operand (sin, cos, tanh, erf).
    case atMostOneOnReals
}
