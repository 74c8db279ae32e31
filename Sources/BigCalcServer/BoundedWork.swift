import BigCalcFrontEnd
@_spi(BigCalcPackage) import BigNumber
import Synchronization

/// Runs one request's evaluation on a thread of its own (a large stack, off the server's
/// cooperative threads, so that a long evaluation never stalls other requests), under an
/// `EvaluationGate` slot and a time limit.
enum BoundedWork {
    /// Runs `work` under a slot of `gate` with a cancellation that stops it at `timeLimit`; waits
    /// at most `grace` more for it to reach a checkpoint.
    /// - Returns: the value of `work`.
    /// - Throws: `APIError.busy` when no slot or thread is free; `APIError.timedOut` when `work`
    ///   did not come back in time: its thread runs on and holds the slot until it returns.
    static func run<Value: Sendable>(gate: EvaluationGate, timeLimit: Duration, grace: Duration,
                                     _ work: @escaping @Sendable (Cancellation) -> Value) async throws(APIError) -> Value {
        try await gate.enter()
        let flag = CancellationFlag()
        let cancellation = Cancellation(flag: flag, timeLimit: timeLimit)
        let answer = Answer<Value>()
        let started = NativeThread.start {
            let value = work(cancellation)
            answer.deliver(value)
            Task { await gate.leave() }
        }
        guard started else {
            await gate.leave()
            throw .busy("no thread could be started for the evaluation")
        }
        let watchdog = Task {
            try await Task.sleep(for: timeLimit + grace)
            flag.cancel()
            answer.deliver(nil)
        }
        let value = await answer.value
        watchdog.cancel()
        guard let value else { throw .timedOut(timeLimit) }
        return value
    }

    /// The first of the value and the watchdog's nil, handed to the one request waiting for it.
    private final class Answer<Value: Sendable>: Sendable {
        private enum State {
            case empty
            case waiting(CheckedContinuation<Value?, Never>)
            case delivered(Value?)
            case done
        }

        private let state = Mutex<State>(.empty)

        /// Hands `value` over when nothing was handed over before.
        func deliver(_ value: Value?) {
            let continuation: CheckedContinuation<Value?, Never>? = state.withLock { state in
                switch state {
                case .empty:
                    state = .delivered(value)
                    return nil
                case let .waiting(continuation):
                    state = .done
                    return continuation
                case .delivered, .done:
                    return nil
                }
            }
            continuation?.resume(returning: value)
        }

        /// The value first handed over.
        var value: Value? {
            get async {
                await withCheckedContinuation { continuation in
                    let ready: Value?? = state.withLock { state in
                        if case let .delivered(value) = state {
                            state = .done
                            return .some(value)
                        }
                        state = .waiting(continuation)
                        return .none
                    }
                    if let ready { continuation.resume(returning: ready) }
                }
            }
        }
    }
}
