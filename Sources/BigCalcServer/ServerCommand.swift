import ArgumentParser
import BigCalcFrontEnd
import CalculatorEngine
import Dispatch
import Foundation
import Hummingbird
import Logging

/// `bigcalc-server`: the HTTP API and the keypad page, on loopback by default.
@main
struct ServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bigcalc-server",
        abstract: "Serve BigCalc's JSON API (/v1/evaluate, /v1/keys, /v1/functions, /healthz) and its keypad page (/).",
        discussion: "SIGTERM or Ctrl-C stops accepting connections, lets the requests in flight finish (at most --shutdown-grace seconds) and exits 0. LOG_LEVEL=debug logs more; the default logs one line per request without its body.")

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0: any free port, printed at start).")
    var port = 8080

    @Option(help: "The most significant digits a request may ask for.")
    var maxDigits = 10_000

    @Option(help: "The longest an evaluation may take, in seconds.")
    var timeout = 10.0

    @Option(help: "The most evaluations at once (default: the number of cores).")
    var concurrency = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "The most requests waiting for an evaluation before the server answers 503.")
    var queue = 64

    @Option(help: "The largest request body, in bytes.")
    var maxBody = 1 << 20

    @Option(help: "The longest expression (or string of keys), in characters.")
    var maxExpression = 100_000

    @Option(help: "The most keypad sessions kept at once.")
    var maxSessions = 1_000

    @Option(help: "How long an unused keypad session is kept, in seconds.")
    var sessionIdle = 1_800.0

    @Option(help: "The memory all evaluations together may plan to use (512M, 2G; default: three quarters of what the system allows).",
            transform: { argument in
                guard let budget = MemoryBudget(argument: argument) else { throw ValidationError("--max-memory takes a size such as 2G or 512M") }
                return budget
            })
    var maxMemory: MemoryBudget?

    @Option(help: "How long requests in flight may take to finish after SIGTERM, in seconds.")
    var shutdownGrace = 15.0

    func validate() throws {
        guard EvaluationSettings.allowedDigits.contains(maxDigits) else {
            throw ValidationError("--max-digits must be between 1 and \(EvaluationSettings.allowedDigits.upperBound)")
        }
        guard timeout > 0, timeout <= 86_400, sessionIdle > 0, shutdownGrace >= 0 else {
            throw ValidationError("--timeout, --session-idle and --shutdown-grace take a positive number of seconds")
        }
        guard concurrency >= 1, queue >= 0, maxBody >= 1, maxExpression >= 1, maxSessions >= 1 else {
            throw ValidationError("--concurrency, --max-body, --max-expression and --max-sessions must be at least 1, --queue at least 0")
        }
        guard (1...65_535).contains(port) || port == 0 else { throw ValidationError("--port must be between 0 and 65535") }
    }

    /// The limits the options set.
    var limits: ServerLimits {
        var limits = ServerLimits()
        limits.maxDigits = maxDigits
        limits.timeLimit = .milliseconds(Int((timeout * 1000).rounded(.up)))
        limits.concurrency = concurrency
        limits.queueLength = queue
        limits.maxBodyBytes = maxBody
        limits.maxExpressionLength = maxExpression
        limits.maxSessions = maxSessions
        limits.sessionIdleTime = .milliseconds(Int((sessionIdle * 1000).rounded(.up)))
        return limits
    }

    func run() async throws {
        MemoryBudget.exitCleanlyWhenAllocationFails()
        var logger = Logger(label: "bigcalc-server")
        logger.logLevel = ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .info
        let server = try Server(limits: limits, memory: maxMemory)
        let log = logger
        let app = Application(
            router: server.router(),
            configuration: .init(address: .hostname(host, port: port), serverName: "bigcalc-server"),
            onServerRunning: { channel in
                log.info("listening on \(channel.localAddress.map { "\($0)" } ?? "?")")
            },
            logger: logger)
        let watchdog = ShutdownDeadline(seconds: shutdownGrace, logger: logger)
        try await app.runService()
        watchdog.cancel()
        logger.info("stopped")
    }
}

/// Ends the process (status 0) when the requests in flight have not finished `seconds` after
/// SIGTERM or SIGINT: the graceful stop waits for them, but not forever.
final class ShutdownDeadline: Sendable {
    // Only created and cancelled, from the one task that runs the server.
    nonisolated(unsafe) private let sources: [any DispatchSourceSignal]

    init(seconds: Double, logger: Logger) {
        sources = [SIGTERM, SIGINT].map { signalNumber in
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                logger.info("stopping: no new connections; requests in flight have \(seconds) s to finish")
                DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                    logger.warning("requests still in flight at the shutdown deadline; exiting")
                    exit(0)
                }
            }
            source.resume()
            return source
        }
    }

    func cancel() {
        for source in sources { source.cancel() }
    }
}
