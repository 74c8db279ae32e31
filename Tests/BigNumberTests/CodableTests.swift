import BigNumber
import Foundation
import Testing

/// Every number type decodes to exactly what was encoded, at the same precision.
@Suite struct CodableTests {
    private func roundTrip<T: Codable>(_ value: T) throws -> T {
        try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
    }

    @Test(arguments: ["0", "-1", "123456789012345678901234567890123456789", "-340282366920938463463374607431768211456"])
    func bigInt(_ text: String) throws {
        let value = try #require(BigInt(text))
        #expect(try roundTrip(value) == value)
        #expect(String(decoding: try JSONEncoder().encode(value), as: UTF8.self) == "\"\(text)\"")
    }

    @Test(arguments: ["0", "-7/3", "1/340282366920938463463374607431768211456", "22/7"])
    func bigRational(_ text: String) throws {
        let value = try #require(BigRational(text))
        #expect(try roundTrip(value) == value)
    }

    @Test(arguments: [
        ("0.1", 1), ("0.1", 53), ("0.1", 64), ("3.14159265358979323846264338327950288419716939937510", 300),
        ("-1.5e-1000000", 100), ("7e123456789", 4000), ("inf", 20), ("-inf", 20), ("-0", 70),
    ])
    func bigFloat(_ text: String, _ precision: Int) throws {
        let value = try BigFloat(parsing: text, precision: precision)
        let decoded = try roundTrip(value)
        #expect(decoded.precision == precision)
        #expect(decoded.isIdentical(to: value))
    }

    @Test func bigFloatNaNAndFormat() throws {
        #expect(try roundTrip(BigFloat.nan(precision: 30)).isNaN)
        let json = try JSONEncoder().encode(BigFloat(0.5, precision: 64))
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(object["precision"] as? Int == 64 && object["value"] as? String == "0.5")
    }

    @Test func bigComplexKeepsBothPrecisions() throws {
        let value = BigComplex(real: BigFloat("0.1", precision: 40)!, imaginary: BigFloat("-2.5", precision: 90)!)
        let decoded = try roundTrip(value)
        #expect(decoded == value)
        #expect(decoded.realPrecision == 40 && decoded.imaginaryPrecision == 90)
    }

    @Test(arguments: [
        #"{"precision": 0, "value": "1"}"#, #"{"precision": 64, "value": "one"}"#, #"{"value": "1"}"#,
        #"{"precision": 99999999999999, "value": "1"}"#, #"{"precision": 64, "value": "1e99999999999999999999999"}"#,
    ])
    func malformedBigFloatThrows(_ json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(BigFloat.self, from: Data(json.utf8)) }
    }

    @Test(arguments: [#""1/0""#, #""abc""#, #"12"#])
    func malformedRationalThrows(_ json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(BigRational.self, from: Data(json.utf8)) }
    }
}
