import BigNumber
import Testing

/// BigInt's integer library against `bigint.tsv` (Python integers and gmpy2, written by
/// `Tests/References/generate_bigint.py`).
@Suite struct BigIntLibraryTests {
    static func int(_ text: String) throws -> BigInt { try #require(BigInt(text)) }

    static func arguments(_ row: ReferenceRow) throws -> [BigInt] { try row.arguments.map(int) }

    @Test func referenceFileIsComplete() {
        #expect(ReferenceRow.bigInts.count == 571)
    }

    @Test(arguments: ReferenceRow.bigInt("radix"))
    func radixRoundTrips(row: ReferenceRow) throws {
        let value = try Self.int(row.arguments[0])
        let radix = try #require(Int(row.arguments[1]))
        #expect(value.description(radix: radix) == row.expected)
        #expect(String(value, radix: radix, uppercase: true) == row.expected.uppercased())
        #expect(BigInt(row.expected, radix: radix) == value)
        #expect(BigInt(row.expected.uppercased(), radix: radix) == value)
        #expect(value.numberOfDigits(base: radix) == row.expected.count - (value.signum < 0 ? 1 : 0))
        // The standard library's generic conversion, which divides through `BinaryInteger`, agrees.
        #expect(Self.genericDigits(value, radix: radix) == row.expected)
    }

    static func genericDigits<T: BinaryInteger>(_ value: T, radix: Int) -> String { String(value, radix: radix) }

    @Test(arguments: ReferenceRow.bigInt("and", "or", "xor", "not", "shl", "shr"))
    func bitwiseOperationsMatchPython(row: ReferenceRow) throws {
        let args = try Self.arguments(row)
        let result: BigInt = switch row.name {
        case "and": args[0] & args[1]
        case "or": args[0] | args[1]
        case "xor": args[0] ^ args[1]
        case "not": ~args[0]
        case "shl": args[0] << args[1]
        default: args[0] >> args[1]
        }
        #expect(result == (try Self.int(row.expected)))
        if row.name == "shl" {
            #expect(try args[0].shiftedLeft(args[1]) == result)
            #expect(try args[0].shiftedRight(-args[1]) == result)
        }
    }

    @Test(arguments: ReferenceRow.bigInt("powmod", "inverse"))
    func modularArithmeticMatchesPythonPow(row: ReferenceRow) throws {
        let args = try Self.arguments(row)
        if row.name == "inverse" {
            #expect(args[0].inverse(modulo: args[1]) == BigInt(row.expected))
        } else if row.expected == "error" {
            #expect(throws: BigNumberError.self) { try args[0].power(args[1], modulus: args[2]) }
        } else {
            #expect(try args[0].power(args[1], modulus: args[2]) == Self.int(row.expected))
        }
    }

    @Test(arguments: ReferenceRow.bigInt("gcd", "lcm"))
    func gcdAndLcmOfSequences(row: ReferenceRow) throws {
        let args = try Self.arguments(row)
        #expect((row.name == "gcd" ? BigInt.gcd(args) : BigInt.lcm(args)) == (try Self.int(row.expected)))
    }

    @Test(arguments: ReferenceRow.bigInt("iroot", "digits"))
    func rootsAndDigitCounts(row: ReferenceRow) throws {
        let x = try Self.int(row.arguments[0])
        let n = try #require(Int(row.arguments[1]))
        if row.name == "digits" {
            #expect(x.numberOfDigits(base: n) == Int(row.expected))
        } else {
            #expect(x.iroot(n) == BigInt(row.expected))
        }
    }

    @Test(arguments: ReferenceRow.bigInt("double", "fromDouble"))
    func conversionsWithDoubleAreExactOrCorrectlyRounded(row: ReferenceRow) throws {
        if row.name == "double" {
            let expected = try #require(Double(row.expected))
            #expect(Double(try Self.int(row.arguments[0])) == expected)
        } else {
            let double = try #require(Double(row.arguments[0]))
            #expect(BigInt(double) == (try Self.int(row.expected)))
            #expect(BigInt(exactly: double) == (try Self.int(row.expected)))
        }
    }

    @Test(arguments: ReferenceRow.bigInt("primality"))
    func primalityMatchesGmpy2(row: ReferenceRow) throws {
        let n = try Self.int(row.arguments[0])
        let expected: Primality = switch row.expected {
        case "prime": .prime
        case "probablePrime": .probablePrime
        default: .notPrime
        }
        #expect(n.primality() == expected)
        #expect(n.isPrime == (expected != .notPrime))
    }

    @Test(arguments: ReferenceRow.bigInt("next", "previous"))
    func nextAndPreviousPrimesMatchGmpy2(row: ReferenceRow) throws {
        let n = try Self.int(row.arguments[0])
        #expect((row.name == "next" ? n.nextPrime() : n.previousPrime()) == BigInt(row.expected))
    }

    @Test(arguments: ReferenceRow.bigInt("factor", "factor.random"))
    func factorizationsMultiplyBackToProvenPrimes(row: ReferenceRow) throws {
        let n = try Self.int(row.arguments[0])
        let factors = n.factorization()
        let product = try factors.reduce(BigInt(1)) { $0 * (try $1.prime.power($1.exponent)) }
        #expect(product == n)
        #expect(factors.map(\.prime) == factors.map(\.prime).sorted())
        for factor in factors {
            #expect(factor.prime.primality(proving: true) == .prime, "\(factor.prime)")
        }
        if row.expected != "-" {
            let text = factors.map { $0.exponent == 1 ? "\($0.prime)" : "\($0.prime)^\($0.exponent)" }.joined(separator: "*")
            #expect(text == row.expected)
        }
    }

    @Test(arguments: ReferenceRow.bigInt("totient", "divisorCount", "divisors"))
    func multiplicativeFunctionsMatchTrialDivision(row: ReferenceRow) throws {
        let n = try Self.int(row.arguments[0])
        switch row.name {
        case "totient": #expect(try n.totient() == Self.int(row.expected))
        case "divisorCount": #expect(try n.divisorCount() == Self.int(row.expected))
        default: #expect(try n.divisors().map(\.description).joined(separator: " ") == row.expected)
        }
    }
}
