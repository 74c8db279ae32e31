import BigNumber

extension CalculatorBrain {
    /// A number in the brain: the exact rational while every step that produced it had an exact
    /// version (typed decimals, `+ − × ÷`, integer powers, …), and always an approximation.
    public struct Value: Sendable {
        /// The exact value, or nil once an inexact step (√2, π, sin) was involved.
        public let exact: BigRational?
        /// The value at the brain's working precision: the correct rounding of `exact` when there is one.
        public let approximation: BigFloat
        /// Whether a sum or difference on the way lost an operand entirely below its last bit
        /// (`1e15 eˣ + 1`), or an input could not be recomputed at a higher precision (a memory kept
        /// through too many `clear()`s), so that agreeing re-evaluations prove nothing.
        public internal(set) var lostOperand = false
        /// The largest size in bits of an exact operand that an inexact step had to round (0 when none).
        public internal(set) var roundedBits = 0

        /// An inexact value.
        public init(approximation: BigFloat) {
            self.exact = nil
            self.approximation = approximation
        }

        /// An exact value with its correctly rounded approximation at `precision` bits.
        public init(exact: BigRational, precision: Int) {
            self.exact = exact
            self.approximation = exact.bigFloat(precision: precision)
        }

        /// An exact value with a given approximation (used to keep the sign of a typed `-0`).
        init(exact: BigRational?, approximation: BigFloat) {
            self.exact = exact
            self.approximation = approximation
        }

        /// The same value for a brain computing at `precision` bits: an exact value is rounded anew
        /// (keeping the sign of −0); an inexact one is an input as given (a `BigFloat` operand, a drawn
        /// random number), exact as a binary fraction, and stays as it is.
        func reprecised(_ precision: Int) -> Value {
            guard let exact, !exact.isZero else { return self }
            return Value(exact: exact, precision: precision)
        }

        /// The value of a typed decimal such as `-12.5` or `1.5e-3`, exact when its exact form is not
        /// absurdly large. Throws `.overflow` for a number beyond MPFR's exponent range and
        /// `.domain` for text that is not a decimal number.
        public init(decimal text: String, precision: Int) throws(CalculationError) {
            let approximation: BigFloat
            do {
                approximation = try BigFloat(parsing: text, precision: precision)
            } catch .overflow {
                throw .overflow
            } catch .underflow {
                throw .tooLarge("number too small")
            } catch {
                throw .domain("not a number: \(text)")
            }
            guard approximation.isFinite else { throw .domain("not a number: \(text)") }
            let exact = (try? BigRational(decimal: text, limit: OperationCatalog.exactBitLimit)) ?? nil
            self.init(exact: exact, approximation: approximation)
        }
    }
}
