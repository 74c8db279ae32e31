import BigNumber
import Testing

@Suite struct ExceptionTests {
    typealias Flags = BigFloat.Exceptions

    @Test func invalidOperationsGiveNaN() {
        let (root, flags) = BigFloat.withExceptions { BigFloat.sqrt(BigFloat(-1)) }
        #expect(root.isNaN)
        #expect(flags == [.invalid])
        #expect(BigFloat.withExceptions { BigFloat(0) / BigFloat(0) }.exceptions == [.invalid])
        #expect(BigFloat.withExceptions { BigFloat.log(BigFloat(-1)) }.exceptions == [.invalid])
    }

    @Test func divisionByZeroGivesInfinity() {
        let (quotient, flags) = BigFloat.withExceptions { BigFloat(1) / BigFloat(0) }
        #expect(quotient.isInfinite && quotient.sign == .plus)
        #expect(flags == [.divisionByZero])
        let (log, logFlags) = BigFloat.withExceptions { BigFloat.log(BigFloat(0)) }
        #expect(log == -BigFloat.infinity())
        #expect(logFlags == [.divisionByZero])
    }

    @Test func overflowAndUnderflow() throws {
        let huge = try BigFloat(parsing: "1e30")
        let (big, flags) = BigFloat.withExceptions { BigFloat.exp(huge) }
        #expect(big.isInfinite)
        #expect(flags.contains(.overflow) && flags.contains(.inexact))
        let (tiny, tinyFlags) = BigFloat.withExceptions { BigFloat.exp(-huge) }
        #expect(tiny.isZero)
        #expect(tinyFlags.contains(.underflow))
    }

    /// 10^(10^10) is far beyond Double but inside MPFR's widened exponent range.
    @Test func exponentRangeIsWidened() throws {
        let (value, flags) = BigFloat.withExceptions { BigFloat.exp10(BigFloat(10_000_000_000)) }
        #expect(value.isFinite)
        #expect(!flags.contains(.overflow))
        #expect(value.formatted(significantDigits: 5) == "1.0000e10000000000")
    }

    @Test func exactAndInexactResults() {
        #expect(BigFloat.withExceptions { BigFloat(1) / BigFloat(4) }.exceptions == [])
        #expect(BigFloat.withExceptions { BigFloat(1) / BigFloat(3) }.exceptions == [.inexact])
        #expect(Flags([.overflow, .inexact]).description == "[overflow, inexact]")
    }

    @Test func scopesNestAndRestore() {
        let (inner, outer) = BigFloat.withExceptions { () -> Flags in
            let inner = BigFloat.withExceptions { BigFloat(1) / BigFloat(0) }.exceptions
            _ = BigFloat(2) + BigFloat(2)
            return inner
        }
        #expect(inner == [.divisionByZero])
        #expect(outer == [.divisionByZero])
        #expect(BigFloat.withExceptions { BigFloat(2) + BigFloat(2) }.exceptions == [])
    }

    @Test func factorialReportsDomainAndOverflow() throws {
        #expect(throws: BigNumberError.domain("factorial of a negative number")) { try BigFloat.factorial(-3) }
        #expect(try BigFloat.factorial(20, precision: 64).formatted(significantDigits: 19) == "2432902008176640000")
        #expect(try BigFloat.factorial(100_000, precision: 128).formatted(significantDigits: 20)
            == "2.8242294079603478743e456573")
        let (huge, flags) = try BigFloat.withExceptions { try BigFloat.factorial(Int.max, precision: 64) }
        #expect(huge.isInfinite)
        #expect(flags.contains(.overflow))
    }
}
