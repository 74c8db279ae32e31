import BigNumber
import Testing

/// Division with the quotient rounded away from zero and to nearest (ties to even). Expected
/// values: Python, `q = round(Fraction(a, b))` (ties to even) and `sign × ceil(|a/b|)`, `r = a − q·b`.
@Test(arguments: [
    (7, 2, 4, -1, 4, -1), (5, 2, 3, -1, 2, 1), (-7, 2, -4, 1, -4, 1), (-5, 2, -3, 1, -2, -1),
    (7, -2, -4, -1, -4, -1), (-7, -2, 4, 1, 4, 1), (9, 4, 3, -3, 2, 1), (-9, 4, -3, 3, -2, -1),
    (6, 3, 2, 0, 2, 0), (10, 4, 3, -2, 2, 2), (-10, 4, -3, 2, -2, -2), (11, 4, 3, -1, 3, -1),
])
func awayFromZeroAndNearestEvenDivision(a: Int, b: Int, aq: Int, ar: Int, nq: Int, nr: Int) throws {
    let away = try #require(BigInt(a).quotientAndRemainder(dividingBy: BigInt(b), rounding: .awayFromZero))
    let nearest = try #require(BigInt(a).quotientAndRemainder(dividingBy: BigInt(b), rounding: .nearestEven))
    #expect([away.quotient, away.remainder] == [BigInt(aq), BigInt(ar)])
    #expect([nearest.quotient, nearest.remainder] == [BigInt(nq), BigInt(nr)])
}

/// A zero divisor is the only reason for nil, whatever the rounding.
@Test(arguments: RoundingMode.allCases)
func onlyAZeroDivisorGivesNil(_ rounding: RoundingMode) {
    #expect(BigInt(5).quotientAndRemainder(dividingBy: 0, rounding: rounding) == nil)
    #expect(BigInt(5).quotientAndRemainder(dividingBy: 3, rounding: rounding) != nil)
}
