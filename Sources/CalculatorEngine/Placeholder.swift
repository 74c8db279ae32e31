/// Placeholder until the calculator engine lands.
enum CalculatorEnginePlaceholder {}
