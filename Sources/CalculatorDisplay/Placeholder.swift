enum CalculatorDisplayPlaceholder {}
