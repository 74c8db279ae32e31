import BigNumber

/// The rows of constants: π, e, γ, Catalan's constant, ln 2 and `rand()` (the imaginary unit is
/// with the complex numbers, in `Rows+Complex.swift`).
extension CatalogRow {
    static let pi = constant(.pi, key: "π", ["π", "pi"], "π = 3.14159…", piMultiple: .rule(MultiplesOfPi.pi)) { context throws(CalculationError) in
        try interruptible { () throws(Interruption) in try BigBall.pi(precision: context.precision, stop: context.cancellation) }
    }.documented(example: "pi")
    static let e = constant(.e, key: "e", ["e"], "Euler's number e = 2.71828…") { context throws(CalculationError) in
        try interruptible { () throws(Interruption) in try BigBall.e(precision: context.precision, stop: context.cancellation) }
    }.documented(example: "e")
    static let eulerGamma = constant(.eulerGamma, ["γ", "euler", "gamma"], "Euler's constant γ = 0.57721…") {
        BigBall.euler(precision: $0.precision)
    }.documented(example: "euler")
    static let catalan = constant(.catalan, ["catalan"], "Catalan's constant G = 0.91596…") { BigBall.catalan(precision: $0.precision) }
        .documented(example: "catalan")
    static let lnTwo = constant(.lnTwo, ["ln2"], "ln 2 = 0.69314…") { context throws(CalculationError) in
        try interruptible { () throws(Interruption) in try BigBall.ln2(precision: context.precision, stop: context.cancellation) }
    }.documented(example: "ln2")

    /// The value `compute` gives, its interruption as a `CalculationError`.
    private static func interruptible(_ compute: () throws(Interruption) -> BigBall) throws(CalculationError) -> BigBall {
        do {
            return try compute()
        } catch {
            throw .interrupted(error)
        }
    }
    static let random = constant(.random, key: "Rand", ["Rand", "rand"], "uniformly random number in [0, 1) at full precision",
                                 traits: [.drawsRandomValue], notation: .function("rand")) { context in
        BigBall(BigFloat.random(precision: context.precision, using: &context.random))
    }.documented(example: "floor(6*rand()) + 1")
}
