import BigCalcFrontEnd
import BigNumber
import CalculatorDisplay
import CalculatorEngine
import Foundation
import Hummingbird
import Logging

/// The HTTP API and the keypad page: the router of `bigcalc-server` and what its handlers share.
/// No state is shared between clients but the keypad sessions, each reachable only by its id.
struct Server: Sendable {
    /// The limits of every request.
    let limits: ServerLimits
    /// The evaluation slots and their queue.
    let gate: EvaluationGate
    /// The keypad sessions.
    let sessions: KeypadSessions
    /// The memory one evaluation may plan to use: the server's budget shared by its slots.
    let memoryBudget: MemoryBudget?
    /// The page's files.
    let page: KeypadPage

    /// A server with `limits` and a total memory budget of `memory` (nil: three quarters of what the system allows).
    init(limits: ServerLimits, memory: MemoryBudget? = nil) throws {
        self.limits = limits
        gate = EvaluationGate(slots: limits.concurrency, queueLength: limits.queueLength)
        sessions = KeypadSessions(capacity: limits.maxSessions, idleTime: limits.sessionIdleTime)
        let total = memory?.cappedToFreeAddressSpace() ?? MemoryBudget.systemDefault()
        memoryBudget = total.map { MemoryBudget(bytes: Swift.max(1, $0.bytes / Swift.max(1, limits.concurrency)),
                                                isFreeAddressSpace: $0.isFreeAddressSpace) }
        page = try KeypadPage()
    }

    /// The router: `/v1/evaluate`, `/v1/keys`, `/v1/functions`, `/healthz` and the page.
    func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.middlewares.add(RequestLog())
        router.post("/v1/evaluate") { request, context in
            await answer { () throws(APIError) in try await evaluate(request, context: context) }
        }
        router.post("/v1/keys") { request, context in
            await answer { () throws(APIError) in try await keys(request, context: context) }
        }
        router.get("/v1/functions") { _, _ in
            Self.json(.ok, Self.functions)
        }
        router.get("/healthz") { _, _ in
            let load = await gate.load
            var object = JSONObject()
            object.add("status", "ok")
            object.add("running", load.running)
            object.add("waiting", load.waiting)
            object.add("maxDigits", limits.maxDigits)
            return Self.json(.ok, object.text)
        }
        router.get("/**") { request, _ in
            page.response(for: request.uri.path)
                ?? Self.json(.notFound, APIError(status: .notFound, message: "no such page", code: "not_found").json)
        }
        router.get("/") { request, _ in
            page.response(for: "/") ?? Response(status: .notFound)
        }
        return router
    }

    /// The response of a handler: its JSON, or its error's.
    private func answer(_ work: () async throws(APIError) -> Response) async -> Response {
        do {
            return try await work()
        } catch {
            return Self.json(error.status, error.json)
        }
    }

    /// The body of `request` decoded as `T`, within the body limit.
    private func decode<T: Decodable>(_ type: T.Type, from request: Request, context: BasicRequestContext) async throws(APIError) -> T {
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: limits.maxBodyBytes)
        } catch {
            throw .tooLarge("the request body is larger than the server's limit of \(limits.maxBodyBytes) bytes")
        }
        do {
            return try JSONDecoder().decode(T.self, from: Data(buffer: buffer))
        } catch {
            throw .badRequest("the body is not the JSON object this endpoint reads: \(Self.reason(error))")
        }
    }

    /// `POST /v1/evaluate`.
    private func evaluate(_ request: Request, context: BasicRequestContext) async throws(APIError) -> Response {
        let plan = try EvaluationPlan(try await decode(EvaluateRequest.self, from: request, context: context),
                                      limits: limits, memoryBudget: memoryBudget)
        let (reports, failure) = try await BoundedWork.run(gate: gate, timeLimit: limits.timeLimit, grace: limits.grace) {
            plan.run(cancellation: $0)
        }
        var object = JSONObject()
        object.add("results", objects: reports)
        return Self.json(failure?.code.httpStatus ?? .ok, object.text)
    }

    /// `POST /v1/keys`.
    private func keys(_ request: Request, context: BasicRequestContext) async throws(APIError) -> Response {
        let body = try await decode(KeysRequest.self, from: request, context: context)
        let presses = try body.presses(limits: limits)
        let id: String, entry: KeypadSessions.Entry
        if let session = body.session {
            id = session
            entry = try await sessions.checkOut(session)
        } else {
            entry = KeypadSessions.Entry(calculator: try body.newCalculator(limits: limits))
            id = try await sessions.create(entry)
        }
        let isNew = body.session == nil
        guard entry.keyCount + presses.count <= limits.maxSessionKeys else {
            await sessions.checkIn(id, entry)
            throw .tooLarge("the session has received the server's limit of \(limits.maxSessionKeys) keys; start a new one")
        }
        var calculator = entry.calculator
        if body.session != nil, let angle = body.angle { calculator.angleUnit = try checkedAngle(angle) }
        let result: (Calculator, DisplayState)
        do throws(APIError) {
            result = try await BoundedWork.run(gate: gate, timeLimit: limits.timeLimit, grace: limits.grace) { [calculator] _ in
                var calculator = calculator
                for key in presses { calculator.send(key) }
                return (calculator, calculator.state)
            }
        } catch {
            // The session stays as it was before the request.
            if isNew { await sessions.discard(id) } else { await sessions.checkIn(id, entry) }
            throw error
        }
        await sessions.checkIn(id, KeypadSessions.Entry(calculator: result.0, keyCount: entry.keyCount + presses.count))
        return Self.json(.ok, keysAnswer(session: id, state: result.1, angle: result.0.angleUnit))
    }

    /// `GET /v1/functions`: every operation usable in expressions, with its names, signature, group and help.
    static let functions: String = {
        let rows = OperationCatalog.expressionRows.map { row in
            var object = JSONObject()
            object.add("name", row.names[0])
            object.add("names", strings: row.names)
            object.add("signature", row.signature(calledAs: row.names[0]))
            object.add("group", row.group.helpWord)
            object.add("help", row.summary)
            return object.text
        }
        var object = JSONObject()
        object.add("functions", objects: rows)
        return object.text
    }()

    /// A JSON response.
    static func json(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(status: status, headers: [.contentType: "application/json; charset=utf-8"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    /// What a decoding error says, shortly.
    private static func reason(_ error: any Error) -> String {
        switch error {
        case let DecodingError.keyNotFound(key, _): "'\(key.stringValue)' is missing"
        case let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context):
            "'\(context.codingPath.map(\.stringValue).joined(separator: "."))' has the wrong type"
        default: "malformed JSON"
        }
    }
}
