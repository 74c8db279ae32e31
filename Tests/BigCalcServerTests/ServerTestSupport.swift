import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
@testable import BigCalcServer

/// An application of `bigcalc-server` with `limits`, and helpers to call it with JSON.
struct ServerFixture {
    let server: Server

    init(_ configure: (inout ServerLimits) -> Void = { _ in }) throws {
        var limits = ServerLimits()
        limits.concurrency = 2
        configure(&limits)
        server = try Server(limits: limits)
    }

    /// Runs `test` against the router (no socket).
    func test<Value>(_ test: @Sendable (any TestClientProtocol) async throws -> Value) async throws -> Value {
        var logger = Logger(label: "bigcalc-server-tests")
        logger.logLevel = .error
        return try await Application(router: server.router(), logger: logger).test(.router, test)
    }
}

/// An answer: its status and its body parsed as a JSON object.
struct Answer: @unchecked Sendable {
    var status: Int
    var object: [String: Any]
    var text: String

    /// The string member `key`.
    subscript(key: String) -> String? { object[key] as? String }
    /// The objects of `results`.
    var results: [[String: Any]] { object["results"] as? [[String: Any]] ?? [] }
}

extension TestClientProtocol {
    /// `method path` with `body` (a JSON text) and its answer.
    func call(_ path: String, method: HTTPRequest.Method = .post, body: String? = nil) async throws -> Answer {
        try await execute(uri: path, method: method, headers: [.contentType: "application/json"],
                          body: body.map { ByteBuffer(string: $0) }) { response in
            let text = String(buffer: response.body)
            let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
            return Answer(status: Int(response.status.code), object: object, text: text)
        }
    }

    /// `POST /v1/evaluate` of `expressions` with more members of the request (`"digits": 20`).
    func evaluate(_ expressions: [String], _ members: String = "") async throws -> Answer {
        let list = String(data: try JSONSerialization.data(withJSONObject: expressions), encoding: .utf8) ?? "[]"
        return try await call("/v1/evaluate", body: "{\"expressions\": \(list)\(members.isEmpty ? "" : ", " + members)}")
    }

    /// `POST /v1/keys` of `keys` in `session` (nil: a new one) with more members.
    func keys(_ keys: String, session: String? = nil, _ members: String = "") async throws -> Answer {
        var object: [String: Any] = ["keys": keys]
        if let session { object["session"] = session }
        var text = String(data: try JSONSerialization.data(withJSONObject: object), encoding: .utf8) ?? "{}"
        if !members.isEmpty { text = String(text.dropLast()) + ", " + members + "}" }
        return try await call("/v1/keys", body: text)
    }
}
