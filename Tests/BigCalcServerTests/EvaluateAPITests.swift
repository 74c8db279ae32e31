import BigCalcFrontEnd
import Foundation
import Testing
@testable import BigCalcServer

/// `POST /v1/evaluate`, `GET /v1/functions`, `GET /healthz` and the page, through the router's responder (ServerTestSupport).
@Suite struct EvaluateAPITests {
    @Test(arguments: [
        (["sqrt(2)"], "\"digits\": 20", ["1.4142135623730950488"]),
        (["x = 3", "x^2", "$2 + ans"], "", ["3", "9", "18"]),
        (["1/3"], "\"format\": \"fraction\"", ["1/3"]),
        (["1234567.5"], "\"format\": \"grouped\", \"locale\": \"de_DE\"", ["1.234.567,5"]),
        (["sin(90)"], "\"angle\": \"deg\"", ["1"]),
        (["2^100"], "", ["1267650600228229401496703205376"]),
    ])
    func values(expressions: [String], members: String, expected: [String]) async throws {
        try await ServerFixture().test { client in
            let answer = try await client.evaluate(expressions, members)
            #expect(answer.status == 200)
            #expect(answer.results.map { $0["value"] as? String } == expected)
        }
    }

    /// The objects are `bigcalc --json`'s: the same writer, so they decode as line reports.
    @Test func objectsAreLineReports() async throws {
        try await ServerFixture().test { client in
            let answer = try await client.evaluate(["y = 1/4", "1/0"])
            let results = try #require(answer.object["results"] as? [Any])
            let reports = try results.map { try JSONDecoder().decode(LineReport.self, from: JSONSerialization.data(withJSONObject: $0)) }
            #expect(reports.map(\.expression) == ["y = 1/4", "1/0"])
            #expect(reports[0].value?.variable == "y")
            #expect(reports[0].value?.details?.exact == "1/4")
            #expect(reports[1].failure?.code == .divisionByZero)
            #expect(reports[1].failure?.column == 2)
        }
    }

    @Test(arguments: [
        (["1 +"], "", 400, "syntax", 4),
        (["nosuch(2)"], "", 400, "unknown_name", 1),
        (["ln(0)"], "", 422, "domain", 1),
        (["1/0"], "", 422, "division_by_zero", 2),
        (["x = 1/0", "x"], "", 422, "division_by_zero", 6),
        (["algdep(pi, 3)"], "", 422, "not_found", 1),
    ] as [([String], String, Int, String, Int?)])
    func failedExpressions(expressions: [String], members: String, status: Int, code: String, column: Int?) async throws {
        try await ServerFixture().test { client in
            let answer = try await client.evaluate(expressions, members)
            #expect(answer.status == status)
            let failure = try #require(answer.results.first { $0["code"] is String })
            #expect(failure["code"] as? String == code)
            #expect(failure["column"] as? Int == column)
        }
    }

    @Test(arguments: [
        ("{\"expressions\": [\"1\"]", 400, "bad_request"),
        ("{\"expression\": \"1\"}", 400, "bad_request"),
        ("{\"expressions\": []}", 400, "bad_request"),
        ("{\"expressions\": [\"1\"], \"format\": \"roman\"}", 400, "bad_request"),
        ("{\"expressions\": [\"1\"], \"angle\": \"grad\"}", 400, "bad_request"),
        ("{\"expressions\": [\"1\"], \"digits\": 0}", 400, "bad_request"),
        ("{\"expressions\": [\"1\"], \"digits\": 10001}", 413, "too_large"),
    ])
    func badRequests(body: String, status: Int, code: String) async throws {
        try await ServerFixture().test { client in
            let answer = try await client.call("/v1/evaluate", body: body)
            #expect(answer.status == status)
            #expect(answer["code"] == code)
            #expect(answer["error"]?.isEmpty == false)
        }
    }

    @Test func limits() async throws {
        try await ServerFixture { $0.maxBodyBytes = 200; $0.maxExpressionLength = 50; $0.maxExpressions = 3 }.test { client in
            let body = try await client.evaluate([String(repeating: "1", count: 300)])
            #expect(body.status == 413)
            #expect(body["code"] == "too_large")
            let long = try await client.evaluate([String(repeating: "1", count: 51)])
            #expect(long.status == 413)
            #expect(long["error"] == "expression 1 is longer than the server's limit of 50 characters")
            let many = try await client.evaluate(["1", "2", "3", "4"])
            #expect(many.status == 413)
            let fits = try await client.evaluate([String(repeating: "1", count: 50)])
            #expect(fits.status == 200)
        }
    }

    /// The engine stops at the time limit: 504 with the line's `timeout` code.
    @Test func timeLimit() async throws {
        try await ServerFixture { $0.timeLimit = .milliseconds(200) }.test { client in
            let answer = try await client.evaluate(["sum(1/k^2, k, 1, 10^6)"])
            #expect(answer.status == 504)
            #expect(answer.results.first?["code"] as? String == "timeout")
            // The slot is free again: a quick request is answered.
            let after = try await client.evaluate(["1+1"])
            #expect(after.results.first?["value"] as? String == "2")
        }
    }

    /// One slot and no queue: a second request while the first runs is refused with 503.
    @Test func busy() async throws {
        try await ServerFixture { $0.concurrency = 1; $0.queueLength = 0; $0.timeLimit = .seconds(2) }.test { client in
            // A sum checks the time limit at every term: it ends at the limit however loaded the machine is.
            async let slow = client.evaluate(["sum(sin(k), k, 1, 10^6)"], "\"digits\": 2000")
            let clock = ContinuousClock(), began = clock.now
            var running = 0
            while running == 0, clock.now - began < .seconds(2) {
                try await Task.sleep(for: .milliseconds(20))
                running = try await client.call("/healthz", method: .get).object["running"] as? Int ?? 0
            }
            #expect(running == 1)
            let refused = try await client.evaluate(["1+1"])
            #expect(refused.status == 503)
            #expect(refused["code"] == "busy")
            let slowStatus = try await slow.status
            #expect(slowStatus == 504)
        }
    }

    /// Many clients at once, each with variables of its own: every answer is its own request's.
    @Test func manyClients() async throws {
        try await ServerFixture { $0.concurrency = 2; $0.queueLength = 200 }.test { client in
            try await withThrowingTaskGroup(of: (Int, String?).self) { group in
                for n in 1...100 {
                    group.addTask {
                        let answer = try await client.evaluate(["x = \(n)", "x^2"])
                        return (n, answer.results.last?["value"] as? String)
                    }
                }
                for try await (n, value) in group { #expect(value == String(n * n)) }
            }
        }
    }

    @Test func otherEndpoints() async throws {
        try await ServerFixture().test { client in
            let health = try await client.call("/healthz", method: .get)
            #expect(health.status == 200)
            #expect(health["status"] == "ok")
            let functions = try await client.call("/v1/functions", method: .get)
            let list = try #require(functions.object["functions"] as? [[String: Any]])
            let sqrt = try #require(list.first { ($0["names"] as? [String])?.contains("sqrt") == true })
            #expect(sqrt["signature"] as? String == "√(x)")
            #expect(sqrt["help"] as? String == "square root")
            let page = try await client.call("/", method: .get)
            #expect(page.status == 200)
            #expect(page.text.contains("<script src=\"/keypad.js\"></script>"))
            #expect(try await client.call("/keypad.js", method: .get).status == 200)
            #expect(try await client.call("/nosuch", method: .get).status == 404)
        }
    }
}
