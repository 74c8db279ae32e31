import CalculatorDisplay
import CalculatorEngine

/// The keypad's display state as JSON: what `bigcalc keys --json` prints and `POST /v1/keys` of
/// `bigcalc-server` returns, written by the one JSON writer of line reports.
extension DisplayState {
    /// The display state as a JSON object with keys display, description, pending, clearLabel,
    /// error and code (as in a line report of `bigcalc --json`), memory, proven (every displayed
    /// digit confirmed by re-evaluation) and heuristicZero.
    package var json: String {
        var object = JSONObject()
        members(into: &object)
        return object.text
    }

    /// Writes the members of ``json`` into `object`, after whatever it holds already (the server's session id).
    package func members(into object: inout JSONObject) {
        object.add("display", display)
        object.add("description", description)
        object.add("pending", isPending)
        object.add("clearLabel", clearLabel)
        failure.members(into: &object, column: false)
        object.add("memory", hasMemory)
        object.add("proven", isProven)
        object.add("heuristicZero", isHeuristicZero)
    }

    /// The error the display shows, as a line report has it (no column: keys have none), or nil.
    package var failure: LineReport.Failure? {
        guard let message = error, let code = errorCode else { return nil }
        return LineReport.Failure(message: message, code: code, column: nil, text: message, diagram: nil)
    }
}
