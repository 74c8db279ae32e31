import CMPC
import CMPFR

/// Complex numbers from integers and rationals: the imaginary part is +0, the real part is
/// rounded to the precision (exact when it fits).
extension BigComplex {
    /// The integer `n`, both parts at `precision` bits (default: `BigFloat.defaultPrecision`);
    /// exact at 64 bits or more.
    /// - Parameters:
    ///   - n: the real part.
    ///   - precision: the precision of both parts, in bits.
    ///   - rounding: the direction for the real part when `n` does not fit.
    public init(_ n: Int, precision: Int? = nil, rounding: RoundingMode = .nearestEven) {
        self.init(realRoundedWith: precision, rounding) { mpc_set_si($0, n, $1) }
    }

    /// The integer `n`, both parts at `precision` bits (default: `BigFloat.defaultPrecision`).
    /// - Parameters:
    ///   - n: the real part.
    ///   - precision: the precision of both parts, in bits.
    ///   - rounding: the direction for the real part when `n` does not fit.
    public init(_ n: BigInt, precision: Int? = nil, rounding: RoundingMode = .nearestEven) {
        self.init(realRoundedWith: precision, rounding) { value, mode in
            withExtendedLifetime(n) { mpc_set_z(value, n.storage.value, mode) }
        }
    }

    /// The rational `q`, correctly rounded, both parts at `precision` bits (default: `BigFloat.defaultPrecision`).
    /// - Parameters:
    ///   - q: the real part.
    ///   - precision: the precision of both parts, in bits.
    ///   - rounding: the direction for the real part.
    public init(_ q: BigRational, precision: Int? = nil, rounding: RoundingMode = .nearestEven) {
        self.init(realRoundedWith: precision, rounding) { value, mode in
            q.withMPQ { mpc_set_q(value, $0, mode) }
        }
    }

    /// The Gaussian integer `real + imaginary·i`, both parts at `precision` bits (default:
    /// `BigFloat.defaultPrecision`); exact at 64 bits or more.
    /// - Parameters:
    ///   - real: the real part.
    ///   - imaginary: the imaginary part.
    ///   - precision: the precision of both parts, in bits.
    ///   - rounding: the directions for parts that do not fit.
    public init(real: Int, imaginary: Int, precision: Int? = nil, rounding: ComplexRoundingMode = .nearest) {
        let bits = precision ?? BigFloat.defaultPrecision
        self.init(nanWithPrecisions: bits, bits)
        _ = mpc_set_si_si(storage.value, real, imaginary, rounding.mpc)
    }

    /// The imaginary unit i, both parts at `precision` bits (default: `BigFloat.defaultPrecision`).
    /// - Parameter precision: the precision of both parts, in bits.
    /// - Returns: 0 + 1i.
    public static func i(precision: Int? = nil) -> BigComplex {
        BigComplex(real: 0, imaginary: 1, precision: precision)
    }

    /// A value whose real part `set` writes in the given direction (its imaginary part exact).
    private init(realRoundedWith precision: Int?, _ rounding: RoundingMode, _ set: (mpc_ptr, mpc_rnd_t) -> Int32) {
        let bits = precision ?? BigFloat.defaultPrecision
        self.init(nanWithPrecisions: bits, bits)
        _ = set(storage.value, cmpc_rnd(rounding.mpfr, MPFR_RNDN))
    }
}
