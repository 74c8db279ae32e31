import BigNumber

/// The rows of circular and hyperbolic functions and their inverses.
extension CatalogRow {
    private typealias F = BigFloat
    private typealias C = CalculatorFunctions

    static let sine = unary(.sine, key: "sin", ["sin"], .prefix("sin"), "sine", bound: ErrorModel.sineLike,
                            atMultipleOfPi: { k in ExactTrigonometry.sine(k) }, exact: ExactArithmetic.only(at: 0, is: 0)) { x, c in
        try C.periodic(x, c, radians: F.sin) { F.sin($0, unitsPerTurn: $1) }
    }
    static let cosine = unary(.cosine, key: "cos", ["cos"], .prefix("cos"), "cosine", bound: ErrorModel.sineLike,
                              atMultipleOfPi: { k in ExactTrigonometry.cosine(k) }, exact: ExactArithmetic.only(at: 0, is: 1)) { x, c in
        try C.periodic(x, c, radians: F.cos) { F.cos($0, unitsPerTurn: $1) }
    }
    static let tangent = unary(.tangent, key: "tan", ["tan"], .prefix("tan"), "tangent",
                               pole: "tangent of an odd multiple of π/2 (90°)", bound: ErrorModel.tangent,
                               atMultipleOfPi: ExactTrigonometry.tangent, exact: ExactArithmetic.only(at: 0, is: 0)) { x, c in
        try C.periodic(x, c, radians: F.tan) { F.tan($0, unitsPerTurn: $1) }
    }
    static let secant = unary(.secant, ["sec"], .prefix("sec"), "secant", bound: ErrorModel.exactOnly(2),
                              atMultipleOfPi: ExactTrigonometry.secant) { x, c in
        try F(1, precision: x.precision) / C.periodic(x, c, radians: F.cos) { F.cos($0, unitsPerTurn: $1) }
    }
    static let cosecant = unary(.cosecant, ["csc"], .prefix("csc"), "cosecant", bound: ErrorModel.exactOnly(2),
                                atMultipleOfPi: ExactTrigonometry.cosecant) { x, c in
        try F(1, precision: x.precision) / C.periodic(x, c, radians: F.sin) { F.sin($0, unitsPerTurn: $1) }
    }
    static let cotangent = unary(.cotangent, ["cot"], .prefix("cot"), "cotangent", bound: ErrorModel.exactOnly(2),
                                 atMultipleOfPi: ExactTrigonometry.cotangent) { x, c in
        try F(1, precision: x.precision) / C.periodic(x, c, radians: F.tan) { F.tan($0, unitsPerTurn: $1) }
    }
    static let arcsine = unary(.arcsine, key: "sin⁻¹", ["sin⁻¹", "asin", "arcsin"], .prefix("sin⁻¹"), "inverse sine",
                               invalid: "inverse sine of a number outside [-1, 1]",
                               exact: ExactArithmetic.only(at: 0, is: 0, in: -1, 1)) { x, c in
        C.trigonometric(x, c, radians: F.asin) { F.asin($0, unitsPerTurn: $1) }
    }
    static let arccosine = unary(.arccosine, key: "cos⁻¹", ["cos⁻¹", "acos", "arccos"], .prefix("cos⁻¹"), "inverse cosine",
                                 invalid: "inverse cosine of a number outside [-1, 1]",
                                 exact: ExactArithmetic.only(at: 1, is: 0, in: -1, 1)) { x, c in
        C.trigonometric(x, c, radians: F.acos) { F.acos($0, unitsPerTurn: $1) }
    }
    static let arctangent = unary(.arctangent, key: "tan⁻¹", ["tan⁻¹", "atan", "arctan"], .prefix("tan⁻¹"), "inverse tangent",
                                  bound: ErrorModel.sineLike, exact: ExactArithmetic.only(at: 0, is: 0)) { x, c in
        C.trigonometric(x, c, radians: F.atan) { F.atan($0, unitsPerTurn: $1) }
    }
    static let arctangentOfPoint = binary(.arctangentOfPoint, ["atan2"], .function("atan2"), nil,
                                          "angle of the point (x, y): atan2(y, x)", bound: ErrorModel.arctangentOfPoint) { y, x, c in
        let angle = F.atan2(y: y, x: x)
        guard c.angleUnit == .degrees else { return angle }
        return angle * F(180, precision: angle.precision) / F.pi(precision: angle.precision + 64)
    }
    static let hyperbolicSine = unary(.hyperbolicSine, key: "sinh", ["sinh"], .prefix("sinh"), "hyperbolic sine",
                                      bound: ErrorModel.hyperbolicSine, exact: ExactArithmetic.only(at: 0, is: 0)) { x, _ in F.sinh(x) }
    static let hyperbolicCosine = unary(.hyperbolicCosine, key: "cosh", ["cosh"], .prefix("cosh"), "hyperbolic cosine",
                                        bound: ErrorModel.exponential, exact: ExactArithmetic.only(at: 0, is: 1)) { x, _ in F.cosh(x) }
    static let hyperbolicTangent = unary(.hyperbolicTangent, key: "tanh", ["tanh"], .prefix("tanh"), "hyperbolic tangent",
                                         bound: ErrorModel.sineLike, exact: ExactArithmetic.only(at: 0, is: 0)) { x, _ in F.tanh(x) }
    static let inverseHyperbolicSine = unary(.inverseHyperbolicSine, key: "sinh⁻¹", ["sinh⁻¹", "asinh", "arsinh"], .prefix("sinh⁻¹"),
                                             "inverse hyperbolic sine", exact: ExactArithmetic.only(at: 0, is: 0)) { x, _ in F.asinh(x) }
    static let inverseHyperbolicCosine = unary(.inverseHyperbolicCosine, key: "cosh⁻¹", ["cosh⁻¹", "acosh", "arcosh"],
                                               .prefix("cosh⁻¹"), "inverse hyperbolic cosine",
                                               invalid: "inverse hyperbolic cosine of a number below 1",
                                               exact: ExactArithmetic.only(at: 1, is: 0, in: 1, nil)) { x, _ in F.acosh(x) }
    static let inverseHyperbolicTangent = unary(.inverseHyperbolicTangent, key: "tanh⁻¹", ["tanh⁻¹", "atanh", "artanh"],
                                                .prefix("tanh⁻¹"), "inverse hyperbolic tangent",
                                                invalid: "inverse hyperbolic tangent of a number outside (-1, 1)",
                                                pole: "inverse hyperbolic tangent of ±1",
                                                exact: ExactArithmetic.only(at: 0, is: 0, in: -1, 1, poleAtEnds: true)) { x, _ in F.atanh(x) }
}
