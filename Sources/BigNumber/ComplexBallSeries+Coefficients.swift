import CArb

extension ComplexBallSeries {
    /// The series with the given coefficients, constant term first, truncated to `length`
    /// (coefficients beyond the given ones are exactly 0).
    /// - Parameters:
    ///   - coefficients: the coefficients of `t⁰, t¹, …`.
    ///   - length: how many coefficients to keep (1 when less than 1).
    public init(coefficients: [BigComplexBall], length: Int) {
        self = Self.computing(length: length) { result, n in
            for (k, c) in coefficients.prefix(n).enumerated() {
                withExtendedLifetime(c) { acb_poly_set_coeff_acb(result, k, c.storage.value) }
            }
        }
    }

    /// The series divided by `tᵏ` when its first `k` coefficients are exactly 0: `length − k`
    /// coefficients are known (nil when a coefficient before `k` is not exactly 0).
    /// - Parameter k: the power of `t` to divide by.
    /// - Returns: the shifted series, or nil.
    public func shifted(down k: Int) -> ComplexBallSeries? {
        guard k > 0 else { return self }
        guard k < length else { return nil }
        for i in 0..<k where acb_is_zero(coefficient(i).storage.value) == 0 { return nil }
        return withExtendedLifetime(self) {
            Self.computing(length: length - k) { result, _ in acb_poly_shift_right(result, storage.value, k) }
        }
    }

    /// How many leading coefficients are exactly 0 (`length` for the zero series).
    public var leadingZeros: Int {
        (0..<length).first { acb_is_zero(coefficient($0).storage.value) == 0 } ?? length
    }
}
