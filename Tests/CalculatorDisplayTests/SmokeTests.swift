import Testing
@testable import CalculatorDisplay
