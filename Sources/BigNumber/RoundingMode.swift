import CMPFR

/// The direction in which a result that is not exactly representable is rounded.
public enum RoundingMode: Sendable, Hashable, CaseIterable {
    /// To the nearest representable value; a tie goes to the value with an even last bit.
    case nearestEven
    /// Toward zero (truncation).
    case towardZero
    /// Toward +∞.
    case up
    /// Toward −∞.
    case down
    /// Away from zero.
    case awayFromZero

    @inlinable
    var mpfr: mpfr_rnd_t {
        switch self {
        case .nearestEven: MPFR_RNDN
        case .towardZero: MPFR_RNDZ
        case .up: MPFR_RNDU
        case .down: MPFR_RNDD
        case .awayFromZero: MPFR_RNDA
        }
    }
}
