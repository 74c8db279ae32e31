import BigCalcFrontEnd
import BigNumber
import CalculatorDisplay
import CalculatorEngine
import Foundation

/// `POST /v1/evaluate`: `{"expressions": [...], "digits": 30, "format": "plain", "angle": "rad",
/// "real": false, "locale": "en_US"}`. Each expression is a line of one session, as a batch of
/// `bigcalc --json` runs it: `$n`, `ans` and variables carry over, a line that fails changes nothing.
struct EvaluateRequest: Decodable, Sendable {
    /// The lines, in order.
    var expressions: [String]
    /// Significant digits of each value (`--digits`).
    var digits: Int?
    /// The output format (`--format`).
    var format: String?
    /// The unit of angles (`rad`, `deg`).
    var angle: String?
    /// Whether complex results are refused (`--real`).
    var real: Bool?
    /// The locale of the `grouped` format.
    var locale: String?
}

/// The settings an evaluate request asks for, checked against the server's limits.
struct EvaluationPlan: Sendable {
    let expressions: [String]
    let settings: EvaluationSettings
    let renderer: ResultRenderer

    /// The plan of `request`, or why the request cannot be run (400, 413).
    init(_ request: EvaluateRequest, limits: ServerLimits, memoryBudget: MemoryBudget?) throws(APIError) {
        guard !request.expressions.isEmpty else { throw .badRequest("'expressions' is empty") }
        guard request.expressions.count <= limits.maxExpressions else {
            throw .tooLarge("at most \(limits.maxExpressions) expressions in one request")
        }
        if let long = request.expressions.firstIndex(where: { $0.count > limits.maxExpressionLength }) {
            throw .tooLarge("expression \(long + 1) is longer than the server's limit of \(limits.maxExpressionLength) characters")
        }
        let digits = try checkedDigits(request.digits ?? EvaluationSettings.defaultDigits, limits: limits)
        guard let format = OutputFormat(rawValue: request.format ?? "plain") else {
            throw .badRequest("'format' is one of " + OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))
        }
        let angle = try checkedAngle(request.angle)
        var settings = EvaluationSettings(digits: digits, angleUnit: angle)
        settings.allowsComplexResults = !(request.real ?? false)
        settings.setMemoryBudget(memoryBudget)
        let grouping = format == .grouped
            ? DisplayFormatter(symbols: NumberSymbols(localeIdentifier: request.locale ?? "en_US"), maximumSignificantDigits: digits)
            : nil
        expressions = request.expressions
        self.settings = settings
        renderer = ResultRenderer(format: format, grouping: grouping)
    }

    /// Runs the lines in one session under `cancellation`; returns each statement's report (as
    /// `bigcalc --json` writes it) and the first failure's code.
    func run(cancellation: Cancellation) -> (reports: [String], failure: LineReport.Failure?) {
        var settings = settings
        settings.cancellation = cancellation
        var session = Session(settings: settings)
        var reports: [String] = []
        var firstFailure: LineReport.Failure?
        for line in expressions {
            let checkpoint = session.checkpoint
            var failed = false
            for statement in session.run(line) {
                let report = LineReport(statement, line: line, lineNumber: nil, renderer: renderer,
                                        precisionAdvice: .server, json: true) { (outcome) throws(RenderingError) in
                    try renderer.render(outcome.result)
                }
                if let failure = report.failure {
                    failed = true
                    if firstFailure == nil { firstFailure = failure }
                }
                reports.append(report.json)
            }
            if failed { session.rollBack(to: checkpoint) }
        }
        return (reports, firstFailure)
    }
}

/// `digits` within 1 … the server's `--max-digits`.
func checkedDigits(_ digits: Int, limits: ServerLimits) throws(APIError) -> Int {
    guard digits >= 1 else { throw .badRequest("'digits' must be at least 1") }
    guard digits <= limits.maxDigits else {
        throw .tooLarge("'digits' is above the server's limit of \(limits.maxDigits)")
    }
    return digits
}

/// The angle unit `rad` or `deg` (default `rad`).
func checkedAngle(_ text: String?) throws(APIError) -> AngleUnit {
    guard let unit = AngleUnit(rawValue: text ?? "rad") else { throw .badRequest("'angle' is rad or deg") }
    return unit
}
