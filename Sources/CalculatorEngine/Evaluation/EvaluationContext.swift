import BigNumber

/// The settings an operation computes under: working precision, angle unit, and the random source of `Rand`.
public struct EvaluationContext: Sendable {
    /// Working precision in bits: constants and converted operands are created at this precision.
    public var precision: Int
    /// The unit of angles for the trigonometric operations.
    public var angleUnit: AngleUnit
    /// The generator behind `Rand` / `rand()`.
    public var random: SeededRandomNumberGenerator

    public init(precision: Int = BigFloat.defaultPrecision, angleUnit: AngleUnit = .radians,
                random: SeededRandomNumberGenerator = SeededRandomNumberGenerator()) {
        self.precision = precision
        self.angleUnit = angleUnit
        self.random = random
    }
}
