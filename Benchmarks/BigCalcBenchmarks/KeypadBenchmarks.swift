import Benchmark
import CalculatorDisplay

/// 1,000 keypad presses through the keypad brain and the display layer (`Calculator.press`).
enum KeypadBenchmarks {
    /// 25 presses of everyday use: typing numbers, operators, functions, exponents, clearing, `=`.
    static let tokens = [
        "7", ".", "2", "5", "×", "3", "=", "√", "+", "1", "2", "÷", "4", "=", "sin",
        "AC", "9", "9", "9", "x²", "−", "2", "EE", "3", "=",
    ]

    /// The number of presses measured per iteration.
    static let presses = 1_000

    /// Registers the benchmark; it is skipped if a token is not a key (so the count would be wrong).
    static func register() {
        let keys = (0..<presses).compactMap { try? CalculatorKey(parsing: tokens[$0 % tokens.count]) }
        Benchmark(
            "Keypad 1000 presses through brain and display",
            configuration: .init(skip: keys.count != presses)
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                var calculator = Calculator(digits: 30)
                for key in keys {
                    blackHole(calculator.press(key))
                }
            }
        }
    }
}
