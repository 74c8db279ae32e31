import CMPFR

extension BigFloat {
    /// The IEEE-style exception flags that MPFR raises while computing.
    public struct Exceptions: OptionSet, Sendable, Hashable, CustomStringConvertible {
        /// MPFR's flag bits (`MPFR_FLAGS_*`).
        public let rawValue: UInt32
        /// The flags with MPFR's bits `rawValue`.
        /// - Parameter rawValue: MPFR's flag bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// An operation had no meaningful result and produced NaN (`sqrt(-1)`, `0/0`, `log(-1)`).
        public static let invalid = Exceptions(rawValue: UInt32(MPFR_FLAGS_NAN))
        /// An exact infinite result from finite operands (`1/0`, `log(0)`).
        public static let divisionByZero = Exceptions(rawValue: UInt32(MPFR_FLAGS_DIVBY0))
        /// A finite result too large for the exponent range (`exp(1e30)`), rounded to ∞ or the largest value.
        public static let overflow = Exceptions(rawValue: UInt32(MPFR_FLAGS_OVERFLOW))
        /// A non-zero result too small for the exponent range, rounded to 0 or the smallest value.
        public static let underflow = Exceptions(rawValue: UInt32(MPFR_FLAGS_UNDERFLOW))
        /// A result was rounded.
        public static let inexact = Exceptions(rawValue: UInt32(MPFR_FLAGS_INEXACT))

        /// The flag names, for example `[divisionByZero]`.
        public var description: String {
            let names: [(Exceptions, String)] = [
                (.invalid, "invalid"), (.divisionByZero, "divisionByZero"), (.overflow, "overflow"),
                (.underflow, "underflow"), (.inexact, "inexact"),
            ]
            return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
        }
    }

    /// Runs `body` and returns its result together with the exceptions raised by the
    /// `BigFloat` operations it performed, like gmpy2's context flags.
    ///
    /// The flags are those of the current thread, so `body` is synchronous. Calls nest: the
    /// flags raised inside are also raised in any enclosing `withExceptions`.
    ///
    ///     let (q, flags) = BigFloat.withExceptions { BigFloat(1) / BigFloat(0) }
    ///     // q is +∞, flags == [.divisionByZero]
    /// - Parameter body: the computation.
    /// - Returns: what `body` returns, and the flags it raised.
    /// - Throws: what `body` throws.
    public static func withExceptions<T>(_ body: () throws -> T) rethrows -> (result: T, exceptions: Exceptions) {
        let outer = mpfr_flags_save()
        mpfr_clear_flags()
        defer {
            mpfr_flags_set(outer)
        }
        let result = try body()
        return (result, Exceptions(rawValue: UInt32(mpfr_flags_save())))
    }
}
