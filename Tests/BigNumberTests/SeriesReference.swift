import BigNumber
import TestSupport

/// One case of `Resources/series.tsv`, written by `Tests/References/generate_series.py` (mpmath at
/// 4× the digits): a Taylor coefficient or an integral with its reference, `digits + 40` digits.
struct SeriesCase: Sendable, CustomStringConvertible {
    /// "taylor" or "integral".
    let kind: String
    /// The name of the case, mapped to a computation by the test.
    let name: String
    let digits: Int
    /// The power of t of a Taylor coefficient (0 for an integral).
    let k: Int
    let real: String
    let imaginary: String

    var description: String { "\(name) k=\(k) at \(digits) digits" }

    static let all: [SeriesCase] = ReferenceTable.rows(named: "series", in: .module).compactMap { c in
        guard c.count == 6, let digits = Int(c[2]), let k = Int(c[3]) else { return nil }
        return SeriesCase(kind: c[0], name: c[1], digits: digits, k: k, real: c[4], imaginary: c[5])
    }

    static func of(_ kind: String) -> [SeriesCase] { all.filter { $0.kind == kind } }

    /// The bits that `digits` decimal digits need.
    var digitBits: Int { (digits * 3322 + 999) / 1000 }

    /// The working precision of the case: the digits' bits and guard bits.
    var precision: Int { digitBits + 30 }
}

/// The enclosure checks of the series and integration tests.
enum SeriesCheck {
    /// A ball around a reference written with `digits + 40` significant digits: the parsed value
    /// with a radius of a few units in the last place of that many digits.
    static func referenceBall(_ text: String, digits: Int) -> BigBall? {
        let bits = (digits + 40) * 3322 / 1000 + 8
        guard let value = try? BigFloat(parsing: text, precision: bits) else { return nil }
        return BigBall(value, ulps: 1 << 8)
    }

    /// Whether `ball` meets the reference and, when the reference is not 0, holds at least
    /// `digitBits` correct bits; a reference 0 needs a radius below 2^−digitBits.
    static func matches(_ ball: BigBall, _ text: String, digits: Int, digitBits: Int) -> Bool {
        guard let reference = referenceBall(text, digits: digits) else { return false }
        let meets = BigBall.subtract(ball, reference, precision: digitBits + 64).containsZero
        if text == "0" { return meets && ball.radiusIsBelow(powerOfTwo: -digitBits) }
        return meets && ball.relativeErrorBits <= -digitBits
    }

    /// Whether both parts of `z` match the case's reference.
    static func matches(_ z: BigComplexBall, _ c: SeriesCase) -> Bool {
        matches(z.real, c.real, digits: c.digits, digitBits: c.digitBits)
            && matches(z.imaginary, c.imaginary, digits: c.digits, digitBits: c.digitBits)
    }

    /// Whether `z` contains the exact rational `text` ("-1/3") in its real part and 0 in its
    /// imaginary part, to within 2^−100.
    static func containsRational(_ z: BigComplexBall, _ text: String) -> Bool {
        guard let q = BigRational(text) else { return false }
        let difference = BigBall.subtract(z.real, BigBall(q, precision: 256), precision: 256)
        return difference.containsZero && z.imaginary.containsZero && z.isFinite
            && z.real.radiusIsBelow(powerOfTwo: -100) && z.imaginary.radiusIsBelow(powerOfTwo: -100)
    }
}
