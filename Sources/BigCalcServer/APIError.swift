import BigCalcFrontEnd
import CalculatorEngine
import HTTPTypes

/// A request that is answered with an error: its HTTP status and the JSON object
/// `{"error": message, "code": code, "column": column}` (the members of a failed line report).
struct APIError: Error, Sendable {
    /// The status of the answer.
    var status: HTTPResponse.Status
    /// What went wrong, for a person.
    var message: String
    /// A stable code: a line report's error code, or one of the server's (`bad_request`, `busy`, …).
    var code: String
    /// The 1-based column of the expression it refers to, or nil.
    var column: Int?

    /// The error as JSON.
    var json: String {
        var object = JSONObject()
        object.add("error", message)
        object.add("code", code)
        object.add("column", column)
        return object.text
    }

    /// A malformed request (400).
    static func badRequest(_ message: String) -> APIError {
        APIError(status: .badRequest, message: message, code: "bad_request")
    }

    /// A body, expression or digit count above the server's limits (413).
    static func tooLarge(_ message: String) -> APIError {
        APIError(status: .contentTooLarge, message: message, code: "too_large")
    }

    /// Every evaluation slot and queue place taken, or the session table full (503).
    static func busy(_ message: String = "the server is busy; try again later") -> APIError {
        APIError(status: .serviceUnavailable, message: message, code: "busy")
    }

    /// The evaluation did not stop within its time limit (504).
    static func timedOut(_ limit: Duration) -> APIError {
        APIError(status: .gatewayTimeout, message: "the evaluation took longer than the server's limit of \(limit)",
                 code: ErrorCode.timeout.rawValue)
    }
}

extension ErrorCode {
    /// The HTTP status of a request whose expression failed with this code: 400 for input that
    /// is not a valid expression, 413 for a computation refused for its size, 504 for one stopped
    /// at its time limit, 422 for a valid expression with no value.
    var httpStatus: HTTPResponse.Status {
        switch self {
        case .syntax, .unknownName, .arguments, .definition: .badRequest
        case .tooLarge, .outOfMemory: .contentTooLarge
        case .timeout, .interrupted: .gatewayTimeout
        case .divisionByZero, .domain, .notReal, .overflow, .underflow, .precision, .recursion, .calculus,
             .shape, .index, .singular, .format, .notFound: .unprocessableContent
        }
    }
}
