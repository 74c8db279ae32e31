import CalculatorDisplay

var calculator = Calculator(digits: 30, displayDigits: 12)        // computes with 30 digits, shows 12
for key: CalculatorKey in [.digit(2), .operation(.operation(.divide)), .digit(3), .operation(.operation(.equals))] {
    calculator.press(key)
}
print(calculator.display, "|", calculator.description)
calculator.press(.operation(.memory(.add)))                        // M+
for token in ["AC", "MR", "×", "1e6", "="] { try calculator.press(token: token) }   // text keys throw when unknown
print(calculator.display, calculator.state.isProven)
do {
    try calculator.press(token: "sqr")
} catch {
    print(error)                                                   // unknown key 'sqr' (did you mean 'sqrt'?)
}
