import BigNumber
import Testing

@Test func piToThirtyDigits() {
    #expect(BigFloat.pi(precision: 128).formatted(significantDigits: 30) == "3.14159265358979323846264338328")
}
