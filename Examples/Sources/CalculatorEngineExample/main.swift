import CalculatorEngine

var session = Session(settings: EvaluationSettings(digits: 40))
let almostInteger = try session.evaluate("e^(pi*sqrt(163)) - 262537412640768744").result
print(almostInteger, almostInteger.isProven)                       // every printed digit is proven
_ = session.run("f(x) = x^2 + 1")                                 // definitions and `;`-separated statements
print(try session.evaluate("f(1/3)").result.fraction ?? "")        // exact while the steps are exact
do {
    _ = try session.evaluate("sqrt(-1")
} catch {
    print(error.message)                                           // a typed ExpressionError, never a crash
}
var brain = CalculatorBrain()                                      // the keypad's brain: operands and keys
brain.setOperand(decimal: "2")
brain.perform(.operation(.squareRoot))
print(brain.description, brain.result?.formatted(significantDigits: 12) ?? "error")
