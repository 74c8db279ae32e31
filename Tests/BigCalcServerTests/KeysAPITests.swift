import BigCalcFrontEnd
import CalculatorDisplay
import CalculatorEngine
import Foundation
import Testing
@testable import BigCalcServer

/// `POST /v1/keys`: server-side keypad sessions, through the router's responder (ServerTestSupport).
@Suite struct KeysAPITests {
    /// The answer is `bigcalc keys --json`'s object (the same writer) after the session id, then the angle unit.
    @Test(arguments: [
        ("7 + 9 = √", "en_US", "algebraic"),
        ("1234567 × 8 =", "de_DE", "immediate"),
        ("2 + 3 × 4 =", "en_US", "algebraic"),
        ("1 ÷ 0 =", "en_US", "immediate"),
        ("5 M+ AC MR", "en_US", "immediate"),
    ])
    func sameAsKeysCommand(keys: String, locale: String, profile: String) async throws {
        var calculator = Calculator(profile: CalculatorBrain.Profile(rawValue: profile) ?? .immediate)
        calculator.formatter.symbols = NumberSymbols(localeIdentifier: locale)
        for token in keys.split(separator: " ") { for key in try CalculatorKey.keys(for: String(token)) { calculator.send(key) } }
        let expected = calculator.state.json
        try await ServerFixture().test { client in
            let answer = try await client.keys(keys, "\"locale\": \"\(locale)\", \"profile\": \"\(profile)\"")
            #expect(answer.status == 200)
            let session = try #require(answer["session"])
            let state = String(expected.dropFirst().dropLast())
            #expect(answer.text == "{\"session\":\"\(session)\",\(state),\"angle\":\"rad\"}")
        }
    }

    /// A session keeps the brain, the memory and the seed of Rand from request to request.
    @Test func sessionsCarryState() async throws {
        try await ServerFixture().test { client in
            let first = try await client.keys("7 +")
            let session = try #require(first["session"])
            #expect(first.object["pending"] as? Bool == true)
            let second = try await client.keys("9 =", session: session)
            #expect(second["display"] == "16")
            #expect(second["description"] == "7 + 9 =")
            _ = try await client.keys("M+ AC", session: session)
            let recalled = try await client.keys("MR", session: session)
            #expect(recalled["display"] == "16")
            #expect(recalled.object["memory"] as? Bool == true)
            // Rand with one seed gives the same number in two sessions.
            let a = try await client.keys("Rand", "\"seed\": 42")
            let b = try await client.keys("Rand", "\"seed\": 42")
            #expect(a["display"] == b["display"])
            #expect(a["session"] != b["session"])
            // Deg/Rad changes the session's unit.
            let degrees = try await client.keys("90 sin", session: session, "\"angle\": \"deg\"")
            #expect(degrees["display"] == "1")
            #expect(degrees["angle"] == "deg")
        }
    }

    @Test(arguments: [
        ("{\"keys\": \"7 sqr\"}", 400, "unknown_key", 3),
        ("{\"keys\": \"1\", \"profile\": \"rpn\"}", 400, "bad_request", nil),
        ("{\"keys\": \"1\", \"digits\": 20000}", 413, "too_large", nil),
        ("{\"keys\": \"1\", \"session\": \"0123\"}", 404, "unknown_session", nil),
        ("[1]", 400, "bad_request", nil),
    ] as [(String, Int, String, Int?)])
    func errors(body: String, status: Int, code: String, column: Int?) async throws {
        try await ServerFixture().test { client in
            let answer = try await client.call("/v1/keys", body: body)
            #expect(answer.status == status)
            #expect(answer["code"] == code)
            #expect(answer.object["column"] as? Int == column)
        }
    }

    /// The caps on the number of sessions (503), on a session's size (413) and on its idle time (404).
    @Test func sessionLimits() async throws {
        try await ServerFixture { $0.maxSessions = 1; $0.maxSessionKeys = 5 }.test { client in
            let first = try await client.keys("1 2")
            let session = try #require(first["session"])
            let refused = try await client.keys("1")
            #expect(refused.status == 503)
            #expect(refused["code"] == "busy")
            let tooMany = try await client.keys("3 4 5 6", session: session)
            #expect(tooMany.status == 413)
            // The refused keys changed nothing.
            let after = try await client.keys("3", session: session)
            #expect(after["display"] == "123")
        }
        try await ServerFixture { $0.sessionIdleTime = .milliseconds(1) }.test { client in
            let session = try #require(try await client.keys("1")["session"])
            try await Task.sleep(for: .milliseconds(20))
            #expect(try await client.keys("2", session: session).status == 404)
        }
    }
}
