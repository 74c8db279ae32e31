import BigNumber

/// The rows of circular and hyperbolic functions and their inverses.
extension CatalogRow {
    private typealias B = BigBall
    private typealias C = CalculatorFunctions
    private typealias Z = BigComplexBall
    /// The convention of the circular functions.
    private static let radiansNote =
        "angles in radians, or degrees with --angle deg (REPL :angle deg); exact where the value at a rational multiple of π is rational"

    static let sine = unary(.sine, in: .trigonometry, key: "sin", ["sin"], .prefix("sin"), "sine",
                            piMultiple: .atMultipleOfPi({ k in ExactTrigonometry.sine(k) }), exact: ExactArithmetic.only(at: 0, is: 0)) { x, c in
        try C.sineOrCosine(x, c, cosine: false)
    }.complex(.unary { z, c in Z.sin(C.radians(z, c), precision: c.precision) })
        .documented(example: "sin(pi/6)", note: radiansNote)
        .implementing(.series(.trigonometric(.sine, exact: ExactSeries.sin, { ComplexBallSeries.sin($0, precision: $1) })))
        .implementing(.tail(.atMostOneOnReals))
    static let cosine = unary(.cosine, in: .trigonometry, key: "cos", ["cos"], .prefix("cos"), "cosine",
                              piMultiple: .atMultipleOfPi({ k in ExactTrigonometry.cosine(k) }), exact: ExactArithmetic.only(at: 0, is: 1)) { x, c in
        try C.sineOrCosine(x, c, cosine: true)
    }.complex(.unary { z, c in Z.cos(C.radians(z, c), precision: c.precision) })
        .documented(example: "cos(1)", note: radiansNote)
        .implementing(.series(.trigonometric(.cosine, exact: ExactSeries.cos, { ComplexBallSeries.cos($0, precision: $1) })))
        .implementing(.tail(.atMostOneOnReals))
    static let tangent = unary(.tangent, in: .trigonometry, key: "tan", ["tan"], .prefix("tan"), "tangent",
                               pole: "tangent of an odd multiple of π/2 (90°)",
                               piMultiple: .atMultipleOfPi(ExactTrigonometry.tangent), exact: ExactArithmetic.only(at: 0, is: 0)) { x, c in
        try C.periodic(x, c, radians: B.tan, halfTurns: B.tanPi)
    }.complex(.unary { z, c in Z.tan(C.radians(z, c), precision: c.precision) })
        .documented(example: "tan(pi/4)", note: radiansNote)
        .implementing(.series(.trigonometric(.tangent, exact: ExactSeries.tan, { ComplexBallSeries.tan($0, precision: $1) })))
    static let secant = unary(.secant, in: .trigonometry, ["sec"], .prefix("sec"), "secant", piMultiple: .atMultipleOfPi(ExactTrigonometry.secant)) { x, c in
        try C.periodic(x, c, radians: B.sec) { B.divide(B(1), B.cosPi($0, precision: $1 + 16), precision: $1) }
    }.complex(.unary { z, c in Z.sec(C.radians(z, c), precision: c.precision) })
        .documented(example: "sec(pi/3)", note: radiansNote)
        .implementing(.series(.trigonometric(.secant) { s, p in ComplexBallSeries.reciprocal(ComplexBallSeries.cos(s, precision: p), precision: p) }))
    static let cosecant = unary(.cosecant, in: .trigonometry, ["csc"], .prefix("csc"), "cosecant", domain: RealDomain(low: nil, high: nil, poles: .points([0])),
                                piMultiple: .atMultipleOfPi(ExactTrigonometry.cosecant)) { x, c in
        try C.periodic(x, c, radians: B.csc) { B.divide(B(1), B.sinPi($0, precision: $1 + 16), precision: $1) }
    }.complex(.unary { z, c in Z.csc(C.radians(z, c), precision: c.precision) })
        .documented(example: "csc(pi/6)", note: radiansNote)
        .implementing(.series(.trigonometric(.cosecant) { s, p in ComplexBallSeries.reciprocal(ComplexBallSeries.sin(s, precision: p), precision: p) }))
    static let cotangent = unary(.cotangent, in: .trigonometry, ["cot"], .prefix("cot"), "cotangent", domain: RealDomain(low: nil, high: nil, poles: .points([0])),
                                 piMultiple: .atMultipleOfPi(ExactTrigonometry.cotangent)) { x, c in
        try C.periodic(x, c, radians: B.cot, halfTurns: B.cotPi)
    }.complex(.unary { z, c in Z.cot(C.radians(z, c), precision: c.precision) })
        .documented(example: "cot(1)", note: radiansNote)
        .implementing(.series(.trigonometric(.cotangent) { s, p in ComplexBallSeries.divide(ComplexBallSeries.cos(s, precision: p), ComplexBallSeries.sin(s, precision: p), precision: p) }))
    static let arcsine = unary(.arcsine, in: .trigonometry, key: "sin⁻¹", ["sin⁻¹", "asin", "arcsin"], .prefix("sin⁻¹"), "inverse sine",
                               invalid: "inverse sine of a number outside [-1, 1]",
                               domain: RealDomain(low: .closed(-1), high: .closed(1)),
                               exact: ExactArithmetic.only(at: 0, is: 0, in: -1, 1)) { x, c in
        C.angle(B.asin(x, precision: c.precision + 16), c)
    }.complex(.unary { z, c in C.angle(Z.asin(z, precision: c.precision + 16), c) })
        .documented(example: "asin(0.5)",
                    note: "principal value in [−π/2, π/2] (degrees with --angle deg); complex outside [−1, 1]")
        .implementing(.series(.inverseTrigonometric(.arcsine, exact: ExactSeries.asin, { ComplexBallSeries.asin($0, precision: $1) })))
    static let arccosine = unary(.arccosine, in: .trigonometry, key: "cos⁻¹", ["cos⁻¹", "acos", "arccos"], .prefix("cos⁻¹"), "inverse cosine",
                                 invalid: "inverse cosine of a number outside [-1, 1]",
                                 domain: RealDomain(low: .closed(-1), high: .closed(1)),
                                 exact: ExactArithmetic.only(at: 1, is: 0, in: -1, 1)) { x, c in
        C.angle(B.acos(x, precision: c.precision + 16), c)
    }.complex(.unary { z, c in C.angle(Z.acos(z, precision: c.precision + 16), c) })
        .documented(example: "acos(0.5)",
                    note: "principal value in [0, π] (degrees with --angle deg); complex outside [−1, 1]")
        .implementing(.series(.inverseTrigonometric(.arccosine, { ComplexBallSeries.acos($0, precision: $1) })))
    static let arctangent = unary(.arctangent, in: .trigonometry, key: "tan⁻¹", ["tan⁻¹", "atan", "arctan"], .prefix("tan⁻¹"), "inverse tangent",
                                  exact: ExactArithmetic.only(at: 0, is: 0)) { x, c in
        C.angle(B.atan(x, precision: c.precision + 16), c)
    }.complex(.unary { z, c in C.angle(Z.atan(z, precision: c.precision + 16), c) })
        .documented(example: "atan(1)",
                    note: "principal value in (−π/2, π/2) (degrees with --angle deg)")
        .implementing(.series(.inverseTrigonometric(.arctangent, exact: ExactSeries.atan, { ComplexBallSeries.atan($0, precision: $1) })))
    static let arctangentOfPoint = binary(.arctangentOfPoint, in: .trigonometry, ["atan2"], .function("atan2"), nil,
                                          "angle of the point (x, y): atan2(y, x)") { y, x, c in
        if y.ball.isZero, x.ball.isZero { return B() }
        if y.ball.containsZero, x.ball.containsZero, !(y.ball.isZero && x.ball.isNegative) {
            throw CalculationError.undecided(UndecidedQuestion(.arctangentOfPoint, .domain))
        }
        return C.angle(B.atan2(y: y.ball, x: x.ball, precision: c.precision + 16), c)
    }.documented(example: "atan2(1, -1)",
                    note: "atan2(y, x), y first: the angle of the point (x, y), in (−π, π]")
    static let hyperbolicSine = unary(.hyperbolicSine, in: .hyperbolic, key: "sinh", ["sinh"], .prefix("sinh"), "hyperbolic sine",
                                      exact: ExactArithmetic.only(at: 0, is: 0)) { x, c in B.sinh(x, precision: c.precision) }
        .complex(Z.sinh)
        .documented(example: "sinh(1)")
        .implementing(.series(.analytic(.hyperbolicSine, .whereFinite, exact: ExactSeries.sinh, { ComplexBallSeries.sinh($0, precision: $1) })))
    static let hyperbolicCosine = unary(.hyperbolicCosine, in: .hyperbolic, key: "cosh", ["cosh"], .prefix("cosh"), "hyperbolic cosine",
                                        exact: ExactArithmetic.only(at: 0, is: 1)) { x, c in B.cosh(x, precision: c.precision) }
        .complex(Z.cosh)
        .documented(example: "cosh(1)")
        .implementing(.series(.analytic(.hyperbolicCosine, .whereFinite, exact: ExactSeries.cosh, { ComplexBallSeries.cosh($0, precision: $1) })))
    static let hyperbolicTangent = unary(.hyperbolicTangent, in: .hyperbolic, key: "tanh", ["tanh"], .prefix("tanh"), "hyperbolic tangent",
                                         exact: ExactArithmetic.only(at: 0, is: 0)) { x, c in B.tanh(x, precision: c.precision) }
        .complex(Z.tanh)
        .documented(example: "tanh(0.5)")
        .implementing(.series(.analytic(.hyperbolicTangent, .whereFinite, exact: ExactSeries.tanh, { ComplexBallSeries.tanh($0, precision: $1) })))
        .implementing(.tail(.atMostOneOnReals))
    static let inverseHyperbolicSine = unary(.inverseHyperbolicSine, in: .hyperbolic, key: "sinh⁻¹", ["sinh⁻¹", "asinh", "arsinh"], .prefix("sinh⁻¹"),
                                             "inverse hyperbolic sine", exact: ExactArithmetic.only(at: 0, is: 0)) { x, c in
        B.asinh(x, precision: c.precision)
    }
        .complex(Z.asinh)
        .documented(example: "asinh(1)")
    static let inverseHyperbolicCosine = unary(.inverseHyperbolicCosine, in: .hyperbolic, key: "cosh⁻¹", ["cosh⁻¹", "acosh", "arcosh"],
                                               .prefix("cosh⁻¹"), "inverse hyperbolic cosine",
                                               invalid: "inverse hyperbolic cosine of a number below 1",
                                               domain: RealDomain(low: .closed(1), high: nil),
                                               exact: ExactArithmetic.only(at: 1, is: 0, in: 1, nil)) { x, c in
        B.acosh(x, precision: c.precision)
    }
        .complex(Z.acosh)
        .documented(example: "acosh(2)",
                    note: "real for x ≥ 1, complex (principal branch) below")
    static let inverseHyperbolicTangent = unary(.inverseHyperbolicTangent, in: .hyperbolic, key: "tanh⁻¹", ["tanh⁻¹", "atanh", "artanh"],
                                                .prefix("tanh⁻¹"), "inverse hyperbolic tangent",
                                                invalid: "inverse hyperbolic tangent of a number outside (-1, 1)",
                                                pole: "inverse hyperbolic tangent of ±1",
                                                domain: RealDomain(low: .pole(-1), high: .pole(1)),
                                                exact: ExactArithmetic.only(at: 0, is: 0, in: -1, 1, poleAtEnds: true)) { x, c in
        B.atanh(x, precision: c.precision)
    }
        .complex(Z.atanh)
        .documented(example: "atanh(0.5)",
                    note: "real for −1 < x < 1, poles at ±1, complex (principal branch) beyond")
}
