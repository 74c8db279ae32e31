import Testing
@testable import CalculatorEngine

/// The one precision plan (issue 31): what the settings of a session or a keypad make of the
/// ladder's start and limit, the memory it plans, and the one check of a count of digits.
@Suite struct PrecisionPlanTests {
    /// Settings: digits, maximum precision, memory budget in bytes; the plan: start and limit in bits.
    /// The start is ⌈digits · log₂ 10⌉ + 1 bits and 64 guard bits; the limit 64 × the start unless
    /// lowered by the maximum precision or the memory budget (4 bytes a bit), never below the start
    /// and never above 2³⁷ bits.
    @Test(arguments: [
        (30, nil, nil, 165, 10560),
        (1, nil, nil, 69, 4416),
        (30, 1000, nil, 165, 1000),
        (30, 100, nil, 165, 165),
        (30, 1_099_511_627_776, nil, 165, 137_438_953_472),
        (30, nil, 8000, 165, 2000),
        (30, 1000, 2000, 165, 500),
        (1000, nil, 1_073_741_824, 3387, 216_768),
        (10_000_000, nil, nil, 33_219_346, 2_126_038_144),
    ] as [(Int, Int?, Int?, Int, Int)])
    func sessionPlan(digits: Int, maximumPrecision: Int?, memoryBudget: Int?, start: Int, limit: Int) throws {
        var settings = EvaluationSettings(digits: digits)
        settings.maximumPrecision = maximumPrecision
        settings.memoryBudget = memoryBudget
        let plan = try PrecisionPlan(settings)
        #expect(plan.start == start)
        #expect(plan.limit == limit)
        #expect(plan.growth == 2)
        #expect(plan.timeBudget == .seconds(2))
        #expect(plan.memoryBudget == memoryBudget)
    }

    /// A keypad's working precision → its plan's limit, and the limit of its proof, which always
    /// doubles the precision once: 64 × the precision, at most 2²² bits.
    @Test(arguments: [
        (128, 8192, 8192),
        (65536, 4_194_304, 4_194_304),
        (2_097_152, 4_194_304, 4_194_304),
        (4_194_304, 4_194_304, 8_388_608),
        (8_388_608, 4_194_304, 16_777_216),
    ] as [(Int, Int, Int)])
    func keypadPlan(precision: Int, limit: Int, proofLimit: Int) {
        let plan = PrecisionPlan(keypadPrecision: precision)
        #expect(plan.start == precision)
        #expect(plan.limit == limit)
        #expect(plan.memoryBudget == nil)
        #expect(plan.climbingAtLeastOnce.start == precision)
        #expect(plan.climbingAtLeastOnce.limit == proofLimit)
        #expect(CalculatorBrain(precision: precision).plan == plan)
    }

    /// A keypad computing with N digits works at the precision a session starts at for N digits.
    @Test(arguments: [(12, 105), (30, 165), (1000, 3387)])
    func keypadDigits(digits: Int, precision: Int) throws {
        #expect(PrecisionPlan(keypadDigits: digits).start == precision)
        #expect(try PrecisionPlan(EvaluationSettings(digits: digits)).start == precision)
    }

    /// The steps of the ladder double up to the limit.
    @Test func stepsDoubleUpToTheLimit() throws {
        let plan = try PrecisionPlan(EvaluationSettings(digits: 30))
        #expect(plan.step(after: 165) == 330)
        #expect(plan.step(after: 6000) == 10560)
        #expect(plan.step(after: 10560) == 10560)
    }

    /// Memory budget → the memory planned for the highest precision (4 bytes a bit), and how many
    /// evaluations of 30 digits fit in it at once (at most 8 asked).
    @Test(arguments: [
        (nil, nil, nil, 8),
        (8000, nil, 8000, 1),
        (1_048_576, nil, 42_240, 8),
        (100_000, nil, 42_240, 2),
        (100_000, 1000, 4000, 8),
        (400, nil, 400, 1),
    ] as [(Int?, Int?, Int?, Int)])
    func plannedMemory(memoryBudget: Int?, maximumPrecision: Int?, planned: Int?, concurrent: Int) throws {
        var settings = EvaluationSettings(digits: 30)
        settings.memoryBudget = memoryBudget
        settings.maximumPrecision = maximumPrecision
        #expect(try PrecisionPlan(settings).plannedBytes == planned)
        #expect(settings.concurrentEvaluations(upTo: 8) == concurrent)
    }

    /// A budget below what the start alone needs refuses the line with the memory error.
    @Test func aStartAboveTheBudgetIsRefused() throws {
        var settings = EvaluationSettings(digits: 30)
        settings.memoryBudget = 4 * 164
        let error = try #require(throws: ExpressionError.self) { try PrecisionPlan(settings).checkMemory() }
        #expect(error.code == .outOfMemory)
        #expect(error.calculationError == .tooLarge(.memory(bytes: 660, budget: 656)))
        settings.memoryBudget = 4 * 165
        #expect(throws: Never.self) { try PrecisionPlan(settings).checkMemory() }
    }

    /// The one check of a count of digits: in range it is the count; out of range the error, with
    /// the library's words and the code `arguments`, from `checkedDigits`, the checking
    /// initializer, the plan and a session alike.
    @Test(arguments: [
        (0, "digits must be between 1 and 100000000, got 0"),
        (-5, "digits must be between 1 and 100000000, got -5"),
        (EvaluationSettings.maximumDigits + 1, "digits must be between 1 and 100000000, got 100000001"),
        (Int.min, "digits must be between 1 and 100000000, got \(Int.min)"),
    ])
    func digitsOutOfRange(digits: Int, message: String) throws {
        let checked = try #require(throws: DigitsOutOfRange.self) { try EvaluationSettings.checkedDigits(digits) }
        #expect(checked.digits == digits)
        #expect(checked.description == message)
        #expect(checked.code == .arguments)
        #expect(throws: DigitsOutOfRange(digits: digits)) { try EvaluationSettings(checkingDigits: digits) }
        #expect(throws: DigitsOutOfRange(digits: digits)) { try PrecisionPlan(EvaluationSettings(digits: digits)) }
        // A session reports it before anything else, a function definition included.
        for line in ["1", "f(x) = x", "1/0"] {
            var session = Session(settings: EvaluationSettings(digits: digits))
            let error = try #require(throws: ExpressionError.self) { try session.evaluate(line) }
            #expect(error == ExpressionError(message: message, column: nil, code: .arguments))
        }
    }

    /// The ends of the range are allowed.
    @Test(arguments: [1, 30, EvaluationSettings.maximumDigits])
    func digitsInRange(digits: Int) throws {
        #expect(try EvaluationSettings.checkedDigits(digits) == digits)
        #expect(try EvaluationSettings(checkingDigits: digits, angleUnit: .degrees, seed: 1)
                == EvaluationSettings(digits: digits, angleUnit: .degrees, seed: 1))
        #expect(EvaluationSettings.allowedDigits == 1...100_000_000)
    }
}
