import Foundation
import Hummingbird
import Logging
import NIOEmbedded
import Synchronization
@testable import BigCalcServer

/// `bigcalc-server`'s router with `limits`, called in the test's process (no socket): each request goes
/// through the router's responder, middleware included, as the live server's connections hand it over.
struct ServerFixture {
    let server: Server

    init(_ configure: (inout ServerLimits) -> Void = { _ in }) throws {
        var limits = ServerLimits()
        limits.concurrency = 2
        configure(&limits)
        server = try Server(limits: limits)
    }

    /// Runs `test` with a client of the router.
    func test<Value>(_ test: @Sendable (RouterClient) async throws -> Value) async throws -> Value {
        var logger = Logger(label: "bigcalc-server-tests")
        logger.logLevel = .error
        return try await test(RouterClient(responder: server.router().buildResponder(), logger: logger))
    }
}

/// Sends hand-built requests to a router's responder and reads its responses.
struct RouterClient: Sendable {
    let responder: RouterResponder<BasicRequestContext>
    let logger: Logger

    /// `method path` with `body` (a JSON text) and its answer.
    func call(_ path: String, method: HTTPRequest.Method = .post, body: String? = nil) async throws -> Answer {
        let buffer = ByteBuffer(string: body ?? "")
        var headers: HTTPFields = [.contentType: "application/json"]
        if body != nil { headers[.contentLength] = String(buffer.readableBytes) }
        let request = Request(head: HTTPRequest(method: method, scheme: "http", authority: "localhost", path: path, headerFields: headers),
                              body: RequestBody(buffer: buffer))
        let context = BasicRequestContext(source: ApplicationRequestContextSource(channel: NIOAsyncTestingChannel(), logger: logger))
        let response: Response
        do {
            response = try await responder.respond(to: request, context: context)
        } catch {
            // What the server's connection answers for an error the handlers leave uncaught.
            response = (try? (error as? any HTTPResponseError)?.response(from: request, context: context)) ?? Response(status: .internalServerError)
        }
        let collected = CollectedBody()
        try await response.body.write(collected)
        let text = collected.text
        let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
        return Answer(status: Int(response.status.code), object: object, text: text)
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

/// A response body as it is written.
final class CollectedBody: ResponseBodyWriter, Sendable {
    private let buffer = Mutex(ByteBuffer())

    func write(_ buffer: ByteBuffer) async throws {
        _ = self.buffer.withLock { $0.writeImmutableBuffer(buffer) }
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}

    /// The body as UTF-8 text.
    var text: String { buffer.withLock { String(buffer: $0) } }
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
