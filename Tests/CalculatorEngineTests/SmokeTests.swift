import Testing
@testable import CalculatorEngine
