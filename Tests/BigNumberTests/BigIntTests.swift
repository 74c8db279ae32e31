import BigNumber
import Testing

@Suite struct BigIntTests {
    /// Parses `text` or records a failure.
    static func int(_ text: String) throws -> BigInt { try #require(BigInt(text)) }

    @Test(arguments: ReferenceRow.integers)
    func matchesPythonIntegers(row: ReferenceRow) throws {
        let args = try row.arguments.map(Self.int)
        let small = row.arguments.compactMap { Int($0) }
        let result: String
        switch row.name {
        case "factorial.digitCount": result = String(try BigInt.factorial(small[0]).description.count)
        case "factorial.leading40": result = String(try BigInt.factorial(small[0]).description.prefix(40))
        case "factorial.digitSum":
            result = String(try BigInt.factorial(small[0]).description.utf8.reduce(0) { $0 + Int($1) - 48 })
        case "factorial.trailingZeros":
            result = String(try BigInt.factorial(small[0]).description.utf8.reversed().prefix { $0 == 48 }.count)
        case "factorial": result = try BigInt.factorial(small[0]).description
        case "binomial": result = try BigInt.binomial(small[0], small[1]).description
        case "power": result = try args[0].power(small[1]).description
        case "isqrt": result = try #require(args[0].squareRoot()).description
        case "gcd": result = BigInt.gcd(args[0], args[1]).description
        case "lcm": result = BigInt.lcm(args[0], args[1]).description
        case "truncatedQuotient": result = (args[0] / args[1]).description
        case "truncatedRemainder": result = (args[0] % args[1]).description
        case "flooredQuotient": result = args[0].flooredQuotientAndRemainder(dividingBy: args[1]).quotient.description
        case "flooredRemainder": result = args[0].flooredQuotientAndRemainder(dividingBy: args[1]).remainder.description
        case "product": result = (args[0] * args[1]).description
        case "sum": result = (args[0] + args[1]).description
        default: Issue.record("unknown operation \(row.name)"); return
        }
        #expect(result == row.expected)
    }

    @Test func integerReferenceFileIsComplete() {
        #expect(ReferenceRow.integers.count == 20)
    }

    /// (a, b, truncated q, r, floored q, r, ceiling q, r)
    @Test(arguments: [
        (7, 2, 3, 1, 3, 1, 4, -1), (-7, 2, -3, -1, -4, 1, -3, -1),
        (7, -2, -3, 1, -4, -1, -3, 1), (-7, -2, 3, -1, 3, -1, 4, 1), (6, 3, 2, 0, 2, 0, 2, 0),
    ])
    func divisionRoundings(a: Int, b: Int, tq: Int, tr: Int, fq: Int, fr: Int, cq: Int, cr: Int) throws {
        let x = BigInt(a), y = BigInt(b)
        let truncated = try #require(x.quotientAndRemainder(dividingBy: y, rounding: .towardZero))
        let floored = try #require(x.quotientAndRemainder(dividingBy: y, rounding: .down))
        let ceiling = try #require(x.quotientAndRemainder(dividingBy: y, rounding: .up))
        #expect([truncated.quotient, truncated.remainder] == [BigInt(tq), BigInt(tr)])
        #expect([floored.quotient, floored.remainder] == [BigInt(fq), BigInt(fr)])
        #expect([ceiling.quotient, ceiling.remainder] == [BigInt(cq), BigInt(cr)])
        #expect(x.quotientAndRemainder(dividingBy: y) == (BigInt(tq), BigInt(tr)))
        #expect(x.flooredQuotientAndRemainder(dividingBy: y) == (BigInt(fq), BigInt(fr)))
        #expect(x / y == BigInt(a / b) && x % y == BigInt(a % b))
    }

    @Test func divisionByZeroIsRefusedByTheCheckedForm() {
        #expect(BigInt(5).quotientAndRemainder(dividingBy: 0, rounding: .towardZero) == nil)
        #expect(BigInt(5).quotientAndRemainder(dividingBy: 0, rounding: .down) == nil)
    }

    @Test func sizeChecksThrowBeforeGMPAllocates() {
        #expect(throws: BigNumberError.resultTooLarge(bits: 3e10, limit: BigInt.maximumBitWidth)) {
            try BigInt(2).power(30_000_000_000)
        }
        #expect(throws: BigNumberError.self) { try BigInt.factorial(1_000_000_000) }
        #expect(throws: BigNumberError.self) { try BigInt.factorial(Int.max) }
        #expect(throws: BigNumberError.self) { try BigInt.binomial(Int.max, Int.max / 2) }
        #expect(throws: BigNumberError.domain("factorial of a negative number")) { try BigInt.factorial(-1) }
        #expect(throws: BigNumberError.domain("negative integer exponent")) { try BigInt(2).power(-1) }
        #expect(throws: BigNumberError.self) { try BigInt.factorial(1000, limit: 100) }
    }

    @Test func powersOfSmallMagnitudesAreNotLimited() throws {
        #expect(try BigInt(1).power(Int.max) == 1)
        #expect(try BigInt(-1).power(Int.max) == -1)
        #expect(try BigInt(-1).power(Int.max - 1) == 1)
        #expect(try BigInt(0).power(Int.max) == 0)
        #expect(try BigInt(0).power(0) == 1)
    }

    @Test func binomialEdges() throws {
        #expect(try BigInt.binomial(5, -1) == 0)
        #expect(try BigInt.binomial(5, 6) == 0)
        #expect(try BigInt.binomial(5, 0) == 1)
        #expect(try BigInt.binomial(0, 0) == 1)
        #expect(throws: BigNumberError.self) { try BigInt.binomial(-5, 2) }
    }

    @Test(arguments: [
        ("0", "0"), ("-0", "0"), ("+17", "17"), ("-123456789012345678901234567890", "-123456789012345678901234567890"),
        ("000123", "123"),
    ])
    func parsesAndPrints(text: String, printed: String) throws {
        #expect(try Self.int(text).description == printed)
    }

    @Test(arguments: ["", "+", "-", "--1", "+-1", "1-", "1.0", "1e3", " 1", "1 ", "0x", "0x-1", "0x+1", "-0x", "0xg", "0o8", "0b2", "0x 1", "00x1", "0x1_0", "١٢٣", "1_000", "12a"])
    func rejectsMalformedIntegers(text: String) {
        #expect(BigInt(text) == nil)
    }

    @Test func conversionsToAndFromMachineIntegers() {
        #expect(Int(exactly: BigInt(Int.max)) == Int.max)
        #expect(Int(exactly: BigInt(Int.min)) == Int.min)
        #expect(Int(exactly: BigInt(Int.max) + BigInt(1)) == nil)
        #expect(BigInt(UInt64.max).description == "18446744073709551615")
        #expect(BigInt(Int64.min).description == "-9223372036854775808")
    }

    @Test func conversionsToAndFromBigFloat() throws {
        let big = try Self.int("123456789012345678901234567890")
        #expect(BigFloat(big, precision: 128).formatted(significantDigits: 30) == "123456789012345678901234567890")
        #expect(BigInt(BigFloat(-2.75), rounding: .towardZero) == BigInt(-2))
        #expect(BigInt(BigFloat(-2.75), rounding: .down) == BigInt(-3))
        #expect(BigInt(exactly: BigFloat(-2.75)) == nil)
        #expect(try BigInt(exactly: BigFloat(1e20)) == Self.int("100000000000000000000"))
        #expect(BigInt(BigFloat.infinity()) == nil)
        #expect(BigInt(BigFloat.nan()) == nil)
        let astronomical = BigFloat.exp10(BigFloat(1_000_000_000_000))
        #expect(astronomical.isFinite)
        #expect(BigInt(astronomical) == nil)
        #expect(BigRational(exactly: astronomical) == nil)
        #expect(BigRational(exactly: BigFloat.exp10(BigFloat(-1_000_000_000_000))) == nil)
    }

    @Test func numberTheory() throws {
        #expect(BigInt.gcd(0, 0) == 0)
        #expect(BigInt.gcd(-12, 18) == 6)
        #expect(BigInt.lcm(-4, 6) == 12)
        #expect(BigInt.lcm(0, 6) == 0)
        #expect(BigInt(-4).squareRoot() == nil)
        #expect(BigInt(15).squareRoot() == 3)
        // 2^521 − 1 is a Mersenne prime; 2^523 − 1 is not (Lehmer, 1952).
        #expect((BigInt(1) << 521 - 1).isPrime)
        #expect(!(BigInt(1) << 523 - 1).isPrime)
        #expect(BigInt(97).isPrime && !BigInt(91).isPrime && !BigInt(1).isPrime)
        #expect(try BigInt(-9).shiftedRight(1) == -5)
        #expect(try BigInt(3).shiftedLeft(-1) == 1)
    }

    @Test func valueSemanticsAndHashing() {
        let original = BigInt(41)
        var copy = original
        copy += 1
        copy *= 2
        #expect(original == 41 && copy == 84)
        var x = BigInt(7)
        x += x
        x *= x
        #expect(x == 196)
        #expect(Set([BigInt(3), BigInt(1) + 2, BigInt(-3)]).count == 2)
        #expect(BigInt(2) < BigInt(3) && BigInt(-3) < BigInt(2))
    }
}
