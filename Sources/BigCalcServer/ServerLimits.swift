import BigNumber
import CalculatorEngine

/// The bounds `bigcalc-server` keeps every request within (its command-line options).
struct ServerLimits: Sendable {
    /// The most digits a request may ask for (`--max-digits`).
    var maxDigits = 10_000
    /// The largest request body in bytes (`--max-body`).
    var maxBodyBytes = 1 << 20
    /// The longest expression, or key string, in characters (`--max-expression`).
    var maxExpressionLength = 100_000
    /// The most expressions in one `/v1/evaluate` request.
    var maxExpressions = 100
    /// The longest one request's evaluation may take (`--timeout`).
    var timeLimit = Duration.seconds(10)
    /// How long past its time limit an evaluation stuck in one long library call is waited for
    /// before the request is answered 504 (its thread runs on, and keeps its slot, until it stops).
    var grace = Duration.milliseconds(500)
    /// The most evaluations at once (`--concurrency`, default: the cores).
    var concurrency = Parallelism.threads
    /// The most requests waiting for an evaluation slot before 503 (`--queue`).
    var queueLength = 64
    /// The most keypad sessions kept (`--max-sessions`).
    var maxSessions = 1_000
    /// How long a keypad session is kept without a request (`--session-idle`).
    var sessionIdleTime = Duration.seconds(30 * 60)
    /// The most keys one session may receive in all (its size).
    var maxSessionKeys = 100_000
}
