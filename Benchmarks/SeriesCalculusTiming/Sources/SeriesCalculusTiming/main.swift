import BigNumber
import Foundation

// Usage: SeriesCalculusTiming CASE DIGITS REPEATS
// CASE: gauss (∫₀¹ exp(−x²)), sinc (∫₀¹⁰⁰ sin(x)/x), diff (10th derivative of exp(sin x) at 1).
// Prints the wall time in seconds of the first run (Arb computes its quadrature nodes and constants
// then) and the best of REPEATS runs, the midpoint's leading digits and the relative error in bits.
let arguments = CommandLine.arguments
guard arguments.count == 4, let digits = Int(arguments[2]), let repeats = Int(arguments[3]) else {
    print("usage: SeriesCalculusTiming gauss|sinc|diff DIGITS REPEATS")
    exit(2)
}
let precision = digits * 3322 / 1000 + 20
typealias Ball = BigComplexBall

func run() -> Ball? {
    switch arguments[1] {
    case "gauss":
        return try? Ball.integral(from: Ball(real: BigBall(0)), to: Ball(real: BigBall(1)), precision: precision) { x, _ in
            Ball.exp(-Ball.multiply(x, x, precision: precision), precision: precision)
        }.value
    case "sinc":
        return try? Ball.integral(from: Ball(real: BigBall(0)), to: Ball(real: BigBall(100)), precision: precision) { x, _ in
            Ball.sinc(x, precision: precision)
        }.value
    case "diff":
        let t = ComplexBallSeries.variable(at: Ball(real: BigBall(1)), length: 11)
        let f = ComplexBallSeries.exp(ComplexBallSeries.sin(t, precision: precision), precision: precision)
        return f.derivative(order: 10, precision: precision)
    default:
        return nil
    }
}

var best = Double.infinity
var first = 0.0
var value: Ball?
for attempt in 0..<max(1, repeats) {
    let start = DispatchTime.now().uptimeNanoseconds
    value = run()
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    if attempt == 0 { first = seconds }
    best = min(best, seconds)
}
let midpoint = (try? value?.real.midpoint())?.map { "\($0)" } ?? "none"
print(String(format: "%.6f %.6f", first, best), midpoint, value?.real.relativeErrorBits ?? 0)
