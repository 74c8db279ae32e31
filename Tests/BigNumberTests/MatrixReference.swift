import BigNumber
import TestSupport

/// One case of `Resources/matrices.tsv`, written by `Tests/References/generate_matrices.py`
/// (Python's fractions for exact results, mpmath at 4× precision for balls).
struct MatrixCase: Sendable, CustomStringConvertible {
    /// "exact", "ball" or "complex".
    let kind: String
    let operation: String
    /// The working precision of a ball case (0 for exact ones).
    let bits: Int
    let matrix: String
    /// The right-hand side of `solve` and `multiply`, or the radius slack of a ball case.
    let argument: String
    let expected: String

    var description: String { "\(kind) \(operation) \(bits) [\(matrix.prefix(40))]" }

    static let all: [MatrixCase] = ReferenceTable.rows(named: "matrices", in: .module).compactMap { c in
        c.count == 6 ? MatrixCase(kind: c[0], operation: c[1], bits: Int(c[2]) ?? 0, matrix: c[3], argument: c[4], expected: c[5]) : nil
    }

    static func of(_ kind: String) -> [MatrixCase] { all.filter { $0.kind == kind } }

    /// The radius slack in bits of a ball case.
    var slack: Int { Int(argument) ?? 0 }
}

/// Parsing of the reference file's notation and the enclosure checks.
enum MatrixText {
    /// Rows separated by ';', entries by ','.
    static func fields(_ text: String) -> [[String]] {
        text.split(separator: ";").map { $0.split(separator: ",").map(String.init) }
    }

    static func rational(_ text: String) -> BigRational {
        BigRational(text) ?? BigRational(Int.min)
    }

    static func rationalMatrix(_ text: String) throws -> RationalMatrix {
        try RationalMatrix(fields(text).map { $0.map(rational) })
    }

    /// A matrix of `re:im` entries as complex balls at `bits`.
    static func complexMatrix(_ text: String, bits: Int) throws -> ComplexBallMatrix {
        try ComplexBallMatrix(fields(text).map { row in
            row.map { entry in
                let parts = entry.split(separator: ":").map { BigBall(rational(String($0)), precision: bits) }
                return BigComplexBall(real: parts[0], imaginary: parts[1])
            }
        })
    }

    /// Whether `ball` contains the reference decimal `text` (computed at 4 × `bits`) and its
    /// radius is below 2^(max(e, 0) − bits + slack) for the reference's binary exponent e.
    static func encloses(_ ball: BigBall, _ text: String, bits: Int, slack: Int) -> Bool {
        let precision = 4 * bits + 64
        guard let reference = try? BigFloat(parsing: text, precision: precision),
              let (lower, upper) = try? ball.bounds(precision: precision) else { return false }
        let scale = max(reference.exponent ?? 0, 0)
        let bound = BigFloat.scaled(BigFloat(1, precision: precision), byPowerOfTwo: scale - bits + slack)
        return lower <= reference && reference <= upper && upper - lower <= bound
    }

    /// `encloses` for both parts of a reference `re:im`.
    static func encloses(_ z: BigComplexBall, _ text: String, bits: Int, slack: Int) -> Bool {
        let parts = text.split(separator: ":").map(String.init)
        return parts.count == 2 && encloses(z.real, parts[0], bits: bits, slack: slack)
            && encloses(z.imaginary, parts[1], bits: bits, slack: slack)
    }
}
