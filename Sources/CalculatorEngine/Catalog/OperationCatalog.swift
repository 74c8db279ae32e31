import BigNumber

/// The one list of operations that both the `CalculatorBrain` keypad and the expression
/// evaluator are built from. A new key or function is one row here.
public enum OperationCatalog {
    /// Every operation, in help order.
    public static let entries: [OperationEntry] = arithmetic + powers + logarithms + trigonometry + special + constants

    /// The entry behind a keypad token: a key label (`"√"`) or one of its names (`"sqrt"`, `"*"`).
    /// Only entries with a key are considered.
    public static func entry(forKey token: String) -> OperationEntry? {
        keyIndex[token]
    }

    /// The entries an expression name or operator denotes, e.g. `"log"` → log₁₀(x) and log(x, b);
    /// `"gamma"` → Γ(x) and the constant γ. Choose among them by `arity`.
    public static func entries(named name: String) -> [OperationEntry] {
        nameIndex[name] ?? []
    }

    /// The largest exact result, in bits, that exact operations compute (about a million decimal
    /// digits); larger results are computed with `BigFloat` instead.
    public static let exactBitLimit = BigFloat.bits(forDigits: 1_000_000)

    /// Every name usable in an expression, for suggestions and help.
    public static var allNames: [String] { entries.flatMap(\.names) }

    /// The position in `entries` of the row called `name` that takes `arity` operands, if any.
    public static func index(named name: String, arity: Int) -> Int? {
        arityIndex[ArityKey(name: name, arity: arity)]
    }

    /// The numbers of operands the rows called `name` take (0 for constants); empty for unknown names.
    public static func arities(named name: String) -> Set<Int> {
        arityByName[name] ?? []
    }

    /// The rows called `name`, by arity; nil for unknown names.
    static func rows(named name: String) -> NamedRows? {
        rowsByName[name]
    }

    /// The rows one name denotes, by their number of operands (0 for constants, 1, 2).
    struct NamedRows: Sendable {
        /// The row taking each number of operands, indexed by that number.
        fileprivate(set) var byArity: [Int?] = [nil, nil, nil]

        /// The row taking `arity` operands, if any.
        func row(arity: Int) -> Int? {
            arity >= 0 && arity < byArity.count ? byArity[arity] : nil
        }

        /// The numbers of operands the rows take.
        var arities: Set<Int> { Set(byArity.indices.filter { byArity[$0] != nil }) }
    }

    private static let rowsByName: [String: NamedRows] = {
        var rows: [String: NamedRows] = [:]
        for (key, position) in arityIndex where key.arity < 3 {
            rows[key.name, default: NamedRows()].byArity[key.arity] = position
        }
        return rows
    }()

    private static let arityByName: [String: Set<Int>] = {
        var index: [String: Set<Int>] = [:]
        for key in arityIndex.keys { index[key.name, default: []].insert(key.arity) }
        return index
    }()

    private struct ArityKey: Hashable {
        let name: String
        let arity: Int
    }

    private static let arityIndex: [ArityKey: Int] = {
        var index: [ArityKey: Int] = [:]
        for (position, entry) in entries.enumerated() {
            guard let arity = entry.arity else { continue }
            for name in entry.names where index[ArityKey(name: name, arity: arity)] == nil {
                index[ArityKey(name: name, arity: arity)] = position
            }
        }
        return index
    }()

    private static let keyIndex: [String: OperationEntry] = {
        var index: [String: OperationEntry] = [:]
        for entry in entries {
            guard let key = entry.key else { continue }
            for token in [key] + entry.names where index[token] == nil {
                index[token] = entry
            }
        }
        return index
    }()

    private static let nameIndex: [String: [OperationEntry]] = {
        var index: [String: [OperationEntry]] = [:]
        for entry in entries {
            for name in entry.names { index[name, default: []].append(entry) }
        }
        return index
    }()
}

// MARK: - Row builders

extension OperationEntry {
    /// A one-operand row whose MPFR flags become errors with the given messages.
    static func unary(
        _ key: String?, _ names: [String], _ notation: OperationNotation, _ summary: String,
        invalid: String? = nil, pole: String? = nil,
        exact: (@Sendable (BigRational) throws -> BigRational?)? = nil,
        _ f: @escaping @Sendable (BigFloat, EvaluationContext) throws -> BigFloat
    ) -> OperationEntry {
        let message = invalid ?? "\(summary) is undefined for this argument"
        return OperationEntry(
            key: key, names: names,
            operation: .unary { x, context throws(CalculationError) in
                try CalculationError.checking(invalid: message, pole: pole) { try f(x, context) }
            },
            notation: notation, summary: summary,
            exact: exact.map { g in .unary { x throws(CalculationError) in try ExactOperation.bounded { try g(x) } } })
    }

    /// A two-operand row whose MPFR flags become errors with the given messages.
    static func binary(
        _ key: String?, _ names: [String], _ notation: OperationNotation, _ precedence: Precedence?, _ summary: String,
        invalid: String? = nil, pole: String? = nil,
        exact: (@Sendable (BigRational, BigRational) throws -> BigRational?)? = nil,
        _ f: @escaping @Sendable (BigFloat, BigFloat, EvaluationContext) throws -> BigFloat
    ) -> OperationEntry {
        let message = invalid ?? "\(summary) is undefined for these arguments"
        return OperationEntry(
            key: key, names: names,
            operation: .binary { a, b, context throws(CalculationError) in
                try CalculationError.checking(invalid: message, pole: pole) { try f(a, b, context) }
            },
            notation: notation, precedence: precedence, summary: summary,
            exact: exact.map { g in .binary { a, b throws(CalculationError) in try ExactOperation.bounded { try g(a, b) } } })
    }

    /// A constant row computed at the context's precision.
    static func constant(
        _ key: String?, _ names: [String], _ summary: String,
        _ f: @escaping @Sendable (inout EvaluationContext) -> BigFloat
    ) -> OperationEntry {
        OperationEntry(key: key, names: names, operation: .constant { context in f(&context) },
                       notation: .symbol(key ?? names[0]), summary: summary)
    }
}

// MARK: - The rows

extension OperationCatalog {
    typealias F = BigFloat

    static let arithmetic: [OperationEntry] = [
        .binary("+", ["+"], .infix("+"), .additive, "addition", exact: { $0 + $1 }) { a, b, _ in a + b },
        .binary("−", ["−", "-"], .infix("−"), .additive, "subtraction", exact: { $0 - $1 }) { a, b, _ in a - b },
        .binary("×", ["×", "*", "·"], .infix("×"), .multiplicative, "multiplication", exact: { $0 * $1 }) { a, b, _ in a * b },
        .binary("÷", ["÷", "/"], .infix("÷"), .multiplicative, "division", invalid: "0 ÷ 0 is undefined",
                exact: { a, b in try ExactOperation.quotient(a, b) }) { a, b, _ in
            if b.isZero { throw CalculationError.divisionByZero }
            return a / b
        },
        .binary("mod", ["mod"], .infix("mod"), .multiplicative, "remainder with the sign of the divisor",
                exact: { a, b in a - b * ExactOperation.floor(try ExactOperation.quotient(a, b)) }) { a, b, _ in
            try CalculatorFunctions.modulo(a, b)
        },
        OperationEntry(key: "=", names: ["="], operation: .equals, notation: .symbol("="), summary: "complete the operation"),
        .unary("±", ["±", "+/-", "neg"], .prefix("-"), "change sign", exact: { -$0 }) { x, _ in -x },
        .unary("%", ["%"], .postfix("%"), "percent (x ÷ 100)", exact: { $0 * ExactOperation.hundredth }) { x, _ in x / F(100, precision: x.precision) },
        .unary("1/x", ["1/x", "inv"], .prefix("1/"), "reciprocal", exact: { try ExactOperation.quotient(BigRational(1), $0) }) { x, _ in
            if x.isZero { throw CalculationError.divisionByZero }
            return F(1, precision: x.precision) / x
        },
        .unary(nil, ["abs"], .prefix("abs"), "absolute value", exact: { $0.signum < 0 ? -$0 : $0 }) { x, _ in x.magnitude },
        .unary(nil, ["floor"], .prefix("floor"), "largest integer not above x", exact: { ExactOperation.floor($0) }) { x, _ in F.floor(x) },
        .unary(nil, ["ceil"], .prefix("ceil"), "smallest integer not below x", exact: { -ExactOperation.floor(-$0) }) { x, _ in F.ceil(x) },
        .unary(nil, ["round"], .prefix("round"), "nearest integer, halves away from zero", exact: { x in
            let half = BigRational(numerator: 1, denominator: 2) ?? BigRational(0)
            return x.signum < 0 ? -ExactOperation.floor(half - x) : ExactOperation.floor(x + half)
        }) { x, _ in F.round(x) },
        .unary(nil, ["trunc"], .prefix("trunc"), "integer part", exact: { x in
            x.signum < 0 ? -ExactOperation.floor(-x) : ExactOperation.floor(x)
        }) { x, _ in F.trunc(x) },
        .binary(nil, ["min"], .function("min"), nil, "smaller of two numbers", exact: { Swift.min($0, $1) }) { a, b, _ in F.min(a, b) },
        .binary(nil, ["max"], .function("max"), nil, "larger of two numbers", exact: { Swift.max($0, $1) }) { a, b, _ in F.max(a, b) },
    ]

    static let powers: [OperationEntry] = [
        .binary("xʸ", ["xʸ", "^", "**", "pow"], .infix("^"), .power, "power", exact: { try ExactOperation.power($0, $1) }) { a, b, _ in
            try CalculatorFunctions.power(a, b)
        },
        .binary("ʸ√x", ["ʸ√x", "yroot", "root"], .function("root"), .power, "y-th root of x",
                invalid: "even root of a negative number", exact: { x, n in
            guard n.isInteger, let k = Int(exactly: n.numerator), k != 0, let r = ExactOperation.root(x, Swift.abs(k)) else { return nil }
            return k > 0 ? r : BigRational(1).divided(by: r)
        }) { x, n, _ in
            if n.isZero { throw CalculationError.domain("root of degree 0") }
            guard let k = Int(exactly: n), k != 0 else {
                return try CalculatorFunctions.power(x, F(1, precision: n.precision) / n)
            }
            return F.root(x, k)
        },
        .binary("EE", ["EE"], .infix("E"), .power, "times ten to the power", exact: { a, b in
            try ExactOperation.power(BigRational(10), b).map { a * $0 }
        }) { a, b, _ in
            a * F.exp10(b.rounded(toPrecision: Swift.max(a.precision, b.precision)))
        },
        .unary("√", ["√", "sqrt"], .prefix("√"), "square root", invalid: "square root of a negative number",
               exact: { ExactOperation.root($0, 2) }) { x, _ in F.sqrt(x) },
        .unary("∛", ["∛", "cbrt"], .prefix("∛"), "cube root", exact: { ExactOperation.root($0, 3) }) { x, _ in F.cbrt(x) },
        .unary("x²", ["x²", "x^2", "sq"], .postfix("²"), "square", exact: { $0 * $0 }) { x, _ in x * x },
        .unary("x³", ["x³", "x^3", "cube"], .postfix("³"), "cube", exact: { $0 * $0 * $0 }) { x, _ in F.pow(x, 3) },
        .unary("eˣ", ["eˣ", "e^x", "exp"], .prefix("e^"), "exponential", exact: ExactOperation.only(at: 0, is: 1)) { x, _ in F.exp(x) },
        .unary("10ˣ", ["10ˣ", "10^x", "exp10"], .prefix("10^"), "power of ten", exact: { try ExactOperation.power(BigRational(10), $0) }) { x, _ in F.exp10(x) },
        .unary("2ˣ", ["2ˣ", "2^x", "exp2"], .prefix("2^"), "power of two", exact: { try ExactOperation.power(BigRational(2), $0) }) { x, _ in F.exp2(x) },
        .unary(nil, ["expm1"], .prefix("expm1"), "eˣ − 1", exact: ExactOperation.only(at: 0, is: 0)) { x, _ in F.expMinusOne(x) },
        .binary(nil, ["hypot"], .function("hypot"), nil, "√(x² + y²)") { a, b, _ in F.hypot(a, b) },
        .binary(nil, ["agm"], .function("agm"), nil, "arithmetic-geometric mean",
                invalid: "agm of a negative number") { a, b, _ in F.agm(a, b) },
    ]

    static let logarithms: [OperationEntry] = [
        .unary("ln", ["ln"], .prefix("ln"), "natural logarithm",
               invalid: "logarithm of a negative number", pole: "logarithm of zero",
               exact: ExactOperation.only(at: 1, is: 0)) { x, _ in F.log(x) },
        .unary("log₁₀", ["log₁₀", "log", "log10"], .prefix("log"), "base-10 logarithm",
               invalid: "logarithm of a negative number", pole: "logarithm of zero",
               exact: { ExactOperation.logarithm($0, base: 10) }) { x, _ in F.log10(x) },
        .unary("log₂", ["log₂", "log2"], .prefix("log₂"), "base-2 logarithm",
               invalid: "logarithm of a negative number", pole: "logarithm of zero",
               exact: { ExactOperation.logarithm($0, base: 2) }) { x, _ in F.log2(x) },
        .unary(nil, ["log1p"], .prefix("log1p"), "ln(1 + x)",
               invalid: "logarithm of a negative number", pole: "logarithm of zero",
               exact: ExactOperation.only(at: 0, is: 0)) { x, _ in F.log(onePlus: x) },
        .binary(nil, ["log"], .function("log"), nil, "logarithm of x to base b",
                invalid: "logarithm of a negative number or to an invalid base", pole: "logarithm of zero", exact: { x, b in
            guard b.isInteger, b.numerator > BigInt(1) else { return nil }
            return ExactOperation.logarithm(x, base: b.numerator)
        }) { x, b, _ in
            guard b.signum > 0, b != F(1) else { throw CalculationError.domain("logarithm base must be positive and not 1") }
            return F.log(x) / F.log(b.rounded(toPrecision: Swift.max(x.precision, b.precision)))
        },
    ]

    static let trigonometry: [OperationEntry] = [
        .unary("sin", ["sin"], .prefix("sin"), "sine", exact: ExactOperation.only(at: 0, is: 0)) { x, c in
            try CalculatorFunctions.periodic(x, c, radians: F.sin) { F.sin($0, unitsPerTurn: $1) }
        },
        .unary("cos", ["cos"], .prefix("cos"), "cosine", exact: ExactOperation.only(at: 0, is: 1)) { x, c in
            try CalculatorFunctions.periodic(x, c, radians: F.cos) { F.cos($0, unitsPerTurn: $1) }
        },
        .unary("tan", ["tan"], .prefix("tan"), "tangent", pole: "tangent of an odd multiple of 90°", exact: ExactOperation.only(at: 0, is: 0)) { x, c in
            try CalculatorFunctions.periodic(x, c, radians: F.tan) { F.tan($0, unitsPerTurn: $1) }
        },
        .unary(nil, ["sec"], .prefix("sec"), "secant") { x, c in
            try F(1, precision: x.precision) / CalculatorFunctions.periodic(x, c, radians: F.cos) { F.cos($0, unitsPerTurn: $1) }
        },
        .unary(nil, ["csc"], .prefix("csc"), "cosecant") { x, c in
            try F(1, precision: x.precision) / CalculatorFunctions.periodic(x, c, radians: F.sin) { F.sin($0, unitsPerTurn: $1) }
        },
        .unary(nil, ["cot"], .prefix("cot"), "cotangent") { x, c in
            try F(1, precision: x.precision) / CalculatorFunctions.periodic(x, c, radians: F.tan) { F.tan($0, unitsPerTurn: $1) }
        },
        .unary("sin⁻¹", ["sin⁻¹", "asin", "arcsin"], .prefix("sin⁻¹"), "inverse sine",
               invalid: "inverse sine of a number outside [-1, 1]",
               exact: ExactOperation.only(at: 0, is: 0, in: -1, 1, outside: "inverse sine of a number outside [-1, 1]")) { x, c in
            CalculatorFunctions.trigonometric(x, c, radians: F.asin) { F.asin($0, unitsPerTurn: $1) }
        },
        .unary("cos⁻¹", ["cos⁻¹", "acos", "arccos"], .prefix("cos⁻¹"), "inverse cosine",
               invalid: "inverse cosine of a number outside [-1, 1]",
               exact: ExactOperation.only(at: 1, is: 0, in: -1, 1, outside: "inverse cosine of a number outside [-1, 1]")) { x, c in
            CalculatorFunctions.trigonometric(x, c, radians: F.acos) { F.acos($0, unitsPerTurn: $1) }
        },
        .unary("tan⁻¹", ["tan⁻¹", "atan", "arctan"], .prefix("tan⁻¹"), "inverse tangent", exact: ExactOperation.only(at: 0, is: 0)) { x, c in
            CalculatorFunctions.trigonometric(x, c, radians: F.atan) { F.atan($0, unitsPerTurn: $1) }
        },
        .binary(nil, ["atan2"], .function("atan2"), nil, "angle of the point (x, y): atan2(y, x)") { y, x, c in
            let angle = F.atan2(y: y, x: x)
            guard c.angleUnit == .degrees else { return angle }
            return angle * F(180, precision: angle.precision) / F.pi(precision: angle.precision + 64)
        },
        .unary("sinh", ["sinh"], .prefix("sinh"), "hyperbolic sine", exact: ExactOperation.only(at: 0, is: 0)) { x, _ in F.sinh(x) },
        .unary("cosh", ["cosh"], .prefix("cosh"), "hyperbolic cosine", exact: ExactOperation.only(at: 0, is: 1)) { x, _ in F.cosh(x) },
        .unary("tanh", ["tanh"], .prefix("tanh"), "hyperbolic tangent", exact: ExactOperation.only(at: 0, is: 0)) { x, _ in F.tanh(x) },
        .unary("sinh⁻¹", ["sinh⁻¹", "asinh", "arsinh"], .prefix("sinh⁻¹"), "inverse hyperbolic sine", exact: ExactOperation.only(at: 0, is: 0)) { x, _ in F.asinh(x) },
        .unary("cosh⁻¹", ["cosh⁻¹", "acosh", "arcosh"], .prefix("cosh⁻¹"), "inverse hyperbolic cosine",
               invalid: "inverse hyperbolic cosine of a number below 1",
               exact: ExactOperation.only(at: 1, is: 0, in: 1, nil, outside: "inverse hyperbolic cosine of a number below 1")) { x, _ in
            F.acosh(x)
        },
        .unary("tanh⁻¹", ["tanh⁻¹", "atanh", "artanh"], .prefix("tanh⁻¹"), "inverse hyperbolic tangent",
               invalid: "inverse hyperbolic tangent of a number outside (-1, 1)",
               pole: "inverse hyperbolic tangent of ±1",
               exact: ExactOperation.only(at: 0, is: 0, in: -1, 1, outside: "inverse hyperbolic tangent of a number outside (-1, 1)",
                                          poleAtEnds: "inverse hyperbolic tangent of ±1")) { x, _ in F.atanh(x) },
    ]

    static let special: [OperationEntry] = [
        .unary("x!", ["x!", "!", "factorial", "fact"], .postfix("!"), "factorial (Γ(x + 1) for non-integers)",
               invalid: "factorial of a negative integer", exact: { try ExactOperation.factorial($0) }) { x, _ in try CalculatorFunctions.factorial(x) },
        .unary(nil, ["gamma", "Γ"], .prefix("Γ"), "gamma function",
               invalid: "gamma function at a non-positive integer", pole: "gamma function at a non-positive integer",
               exact: { x in x.isInteger && x.signum > 0 ? try ExactOperation.factorial(x - BigRational(1)) : nil }) { x, _ in
            F.gamma(x)
        },
        .unary(nil, ["lgamma"], .prefix("lgamma"), "logarithm of |Γ(x)|",
               invalid: "lgamma at a non-positive integer", pole: "lgamma at a non-positive integer") { x, _ in F.logGamma(x) },
        .unary(nil, ["digamma", "ψ"], .prefix("ψ"), "digamma function ψ(x)",
               invalid: "digamma function at a non-positive integer", pole: "digamma function at a non-positive integer") { x, _ in
            F.digamma(x)
        },
        .unary(nil, ["zeta", "ζ"], .prefix("ζ"), "Riemann zeta function", pole: "zeta function at 1") { x, _ in F.zeta(x) },
        .unary(nil, ["erf"], .prefix("erf"), "error function", exact: ExactOperation.only(at: 0, is: 0)) { x, _ in F.erf(x) },
        .unary(nil, ["erfc"], .prefix("erfc"), "complementary error function", exact: ExactOperation.only(at: 0, is: 1)) { x, _ in F.erfc(x) },
        .binary(nil, ["binomial", "nCr"], .function("binomial"), nil, "binomial coefficient", exact: { n, k in
            try ExactOperation.integers(n, k, "binomial coefficient") { n, k in
                guard let ni = Int(exactly: n), let ki = Int(exactly: k) else { return nil }
                return try BigInt.binomial(ni, ki, limit: OperationCatalog.exactBitLimit)
            }
        }) { n, k, _ in
            try binomial(n, k)
        },
        .binary(nil, ["gcd"], .function("gcd"), nil, "greatest common divisor", invalid: "gcd of non-integers",
                exact: { try ExactOperation.integers($0, $1, "gcd") { BigInt.gcd($0, $1) } }) { a, b, _ in
            try integerFunction(a, b, "gcd", BigInt.gcd)
        },
        .binary(nil, ["lcm"], .function("lcm"), nil, "least common multiple", invalid: "lcm of non-integers",
                exact: { try ExactOperation.integers($0, $1, "lcm") { BigInt.lcm($0, $1) } }) { a, b, _ in
            try integerFunction(a, b, "lcm", BigInt.lcm)
        },
    ]

    static let constants: [OperationEntry] = [
        .constant("π", ["π", "pi"], "π = 3.14159…") { F.pi(precision: $0.precision) },
        .constant("e", ["e"], "Euler's number e = 2.71828…") { F.e(precision: $0.precision) },
        .constant(nil, ["γ", "euler", "gamma"], "Euler's constant γ = 0.57721…") { F.euler(precision: $0.precision) },
        .constant(nil, ["catalan"], "Catalan's constant G = 0.91596…") { F.catalan(precision: $0.precision) },
        .constant(nil, ["ln2"], "ln 2 = 0.69314…") { F.ln2(precision: $0.precision) },
        .constant("Rand", ["Rand", "rand"], "uniformly random number in [0, 1) at full precision") { context in
            F.random(precision: context.precision, using: &context.random)
        },
    ]

    /// C(n, k) for integers n ≥ 0, exactly when it fits, else through Γ.
    static func binomial(_ n: BigFloat, _ k: BigFloat) throws -> BigFloat {
        guard let ni = Int(exactly: n), let ki = Int(exactly: k) else {
            throw CalculationError.domain("binomial coefficient of non-integers")
        }
        let precision = Swift.max(n.precision, k.precision)
        let limit = 4 * precision + 1_000_000
        return BigFloat(try BigInt.binomial(ni, ki, limit: limit), precision: precision)
    }

    /// An integer function of two integer-valued BigFloats.
    static func integerFunction(_ a: BigFloat, _ b: BigFloat, _ name: String, _ f: (BigInt, BigInt) -> BigInt) throws -> BigFloat {
        guard let x = BigInt(exactly: a), let y = BigInt(exactly: b) else {
            throw CalculationError.domain("\(name) of non-integers")
        }
        return BigFloat(f(x, y), precision: Swift.max(a.precision, b.precision))
    }
}
