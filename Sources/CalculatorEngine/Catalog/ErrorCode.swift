/// The stable, machine-readable kind of an error: `bigcalc --json` writes it as `"code"` next to
/// the message, and a Swift caller reads it from ``ExpressionError/code`` or ``CalculationError/code``.
///
/// Messages may be reworded from one version to the next; codes are not: a script branches on the
/// code and shows the message. The raw value is the text written (`division_by_zero`).
public enum ErrorCode: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The text is not an expression: an unexpected character or token, a missing `)`, an empty
    /// line, a malformed number.
    case syntax
    /// A name that is not defined: an unknown function, variable or constant, `ans` before any
    /// result, `$n` of a result that does not exist or is no longer kept.
    case unknownName = "unknown_name"
    /// A function called with the wrong number or kind of arguments: `sqrt(1, 2)`, a bound variable
    /// that is not a name (`sum(x^2, 3, 1, 5)`), a range with non-integer ends or no terms.
    case arguments
    /// An assignment or definition that is not allowed: to a built-in name, a parameter named twice,
    /// a function name used as a variable or the reverse.
    case definition
    /// A division by zero, also a divisor that is 0 to all the precision tried.
    case divisionByZero = "division_by_zero"
    /// An argument outside a function's domain or at one of its poles: `ln(0)`, `gamma(-1)`,
    /// `binomial(-1, 2)`, `isprime(2.5)`.
    case domain
    /// A complex number where only real ones are allowed: a function of real numbers (`floor`, `mod`)
    /// given a complex argument, or the constant `i` under `--real`. (An argument outside the real
    /// domain under `--real`, `sqrt(-4)`, is a ``domain`` error.)
    case notReal = "not_real"
    /// A result too large for the widest exponent range (about 10^(1.3 × 10¹⁸)).
    case overflow
    /// A non-zero result too small for the widest exponent range (about 10^(−1.3 × 10¹⁸)).
    case underflow
    /// The maximum working precision was reached before the answer was decided: no digit could be
    /// proven, or a question about an operand (in the domain? an integer?) stayed open. Raising
    /// `--max-precision` may help.
    case precision
    /// A computation refused for its size: an exact result above the exact-value limit, a trigonometric
    /// argument above 2^N, a sum of too many terms, an expression nested too deeply.
    case tooLarge = "too_large"
    /// More nested calls of user functions than the recursion limit.
    case recursion
    /// The computation would need more memory than `--max-memory` (or the default budget) allows.
    case outOfMemory = "out_of_memory"
    /// `solve` or `integrate` could not give a value for this function and interval: no sign change,
    /// a pole or jump in the bracket, no convergence, a non-real integrand.
    case calculus
    /// The line ran longer than `--timeout` (or `:timeout`) and was stopped.
    case timeout
    /// The line was stopped by Ctrl-C (or `Task.cancel()`).
    case interrupted
    /// Operands of a list or matrix operation whose shapes do not fit it: `+` of a 2×2 and a 3×3
    /// matrix, `det` of a matrix that is not square, a ragged matrix, a list where a number is needed.
    case shape
    /// An index outside a list or matrix (`[1, 2][3]`), or a number indexed (`5[1]`).
    case index
    /// An exact matrix with no inverse (`inv`, `linsolve`, a negative power of a singular matrix).
    case singular
    /// The result was computed but cannot be written in the chosen output format: `--format fraction`
    /// of an irrational value.
    case format
    /// A search for what a number is found nothing within the bounds it states: `lindep` (no
    /// integer relation with small coefficients), `algdep` (no polynomial), `identify` (no closed form).
    case notFound = "not_found"

    /// The code as it is written: `division_by_zero`.
    public var description: String { rawValue }
}
