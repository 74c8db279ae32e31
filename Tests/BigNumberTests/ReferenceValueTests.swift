import BigNumber
import Testing

/// Digit-for-digit comparison with mpmath (`Tests/References/generate_bignumber.py`).
@Suite struct ReferenceValueTests {
    /// The functions of `functions.tsv` by name, each at the precision of its arguments.
    static let functions: [String: @Sendable ([BigFloat]) -> BigFloat] = [
        "sqrt": { BigFloat.sqrt($0[0]) }, "cbrt": { BigFloat.cbrt($0[0]) },
        "exp": { BigFloat.exp($0[0]) }, "exp2": { BigFloat.exp2($0[0]) }, "exp10": { BigFloat.exp10($0[0]) },
        "expm1": { BigFloat.expMinusOne($0[0]) }, "log": { BigFloat.log($0[0]) }, "log2": { BigFloat.log2($0[0]) },
        "log10": { BigFloat.log10($0[0]) }, "log1p": { BigFloat.log(onePlus: $0[0]) },
        "sin": { BigFloat.sin($0[0]) }, "cos": { BigFloat.cos($0[0]) }, "tan": { BigFloat.tan($0[0]) },
        "sec": { BigFloat.sec($0[0]) }, "csc": { BigFloat.csc($0[0]) }, "cot": { BigFloat.cot($0[0]) },
        "asin": { BigFloat.asin($0[0]) }, "acos": { BigFloat.acos($0[0]) }, "atan": { BigFloat.atan($0[0]) },
        "sinh": { BigFloat.sinh($0[0]) }, "cosh": { BigFloat.cosh($0[0]) }, "tanh": { BigFloat.tanh($0[0]) },
        "asinh": { BigFloat.asinh($0[0]) }, "acosh": { BigFloat.acosh($0[0]) }, "atanh": { BigFloat.atanh($0[0]) },
        "gamma": { BigFloat.gamma($0[0]) }, "lgamma": { BigFloat.logGamma($0[0]) },
        "digamma": { BigFloat.digamma($0[0]) }, "zeta": { BigFloat.zeta($0[0]) },
        "erf": { BigFloat.erf($0[0]) }, "erfc": { BigFloat.erfc($0[0]) },
        "atan2": { BigFloat.atan2(y: $0[0], x: $0[1]) }, "hypot": { BigFloat.hypot($0[0], $0[1]) },
        "agm": { BigFloat.agm($0[0], $0[1]) }, "pow": { BigFloat.pow($0[0], $0[1]) },
    ]

    /// 400 bits is about 120 digits: enough that rounding to binary first cannot change the
    /// 100 printed digits (the generator rejects values within 1e-12 of a decimal tie).
    static let functionPrecision = 400

    @Test func referenceFilesAreComplete() {
        #expect(ReferenceRow.constants.map(\.name) == ["pi", "e", "sqrt2", "ln2"])
        #expect(ReferenceRow.functions.count == 175)
        #expect(Set(ReferenceRow.functions.map(\.name)) == Set(Self.functions.keys))
    }

    @Test(arguments: ReferenceRow.constants)
    func constantsToTenThousandDigits(row: ReferenceRow) throws {
        let precision = BigFloat.bits(forDigits: 10_020)
        let value: BigFloat
        switch row.name {
        case "pi": value = .pi(precision: precision)
        case "e": value = .e(precision: precision)
        case "sqrt2": value = .sqrt(BigFloat(2, precision: precision))
        case "ln2": value = .ln2(precision: precision)
        default: Issue.record("unknown constant \(row.name)"); return
        }
        let printed = value.formatted(significantDigits: 10_000, notation: .scientific)
        let firstDifference = zip(printed, row.expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        #expect(printed.count == row.expected.count)
        #expect(firstDifference == nil, "first differing character at offset \(firstDifference ?? -1)")
    }

    @Test(arguments: ReferenceRow.functions)
    func functionsToHundredDigits(row: ReferenceRow) throws {
        let function = try #require(Self.functions[row.name])
        let arguments = try row.arguments.map { try BigFloat(parsing: $0, precision: Self.functionPrecision) }
        let value = function(arguments)
        #expect(value.precision == Self.functionPrecision)
        #expect(value.formatted(significantDigits: 100, notation: .scientific) == row.expected)
    }
}
