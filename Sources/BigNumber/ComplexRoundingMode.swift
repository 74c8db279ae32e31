import CMPC

/// The directions in which the real and the imaginary part of a complex result are rounded,
/// each independently, when they are not exactly representable.
public struct ComplexRoundingMode: Sendable, Hashable {
    /// How the real part is rounded.
    public var real: RoundingMode
    /// How the imaginary part is rounded.
    public var imaginary: RoundingMode

    /// A mode that rounds the real part by `real` and the imaginary part by `imaginary`.
    /// - Parameters:
    ///   - real: the direction for the real part.
    ///   - imaginary: the direction for the imaginary part.
    public init(real: RoundingMode, imaginary: RoundingMode) {
        self.real = real
        self.imaginary = imaginary
    }

    /// A mode that rounds both parts in the same direction.
    /// - Parameter both: the direction for the real and the imaginary part.
    public init(_ both: RoundingMode) {
        self.init(real: both, imaginary: both)
    }

    /// Both parts to nearest, ties to even: the default of every `BigComplex` operation.
    public static let nearest = ComplexRoundingMode(.nearestEven)

    /// MPC's rounding mode (`MPC_RND(real, imaginary)`).
    @usableFromInline
    var mpc: mpc_rnd_t { cmpc_rnd(real.mpfr, imaginary.mpfr) }
}
