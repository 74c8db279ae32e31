/// At most `slots` evaluations at once, at most `queueLength` requests waiting for a slot; a
/// request beyond both is refused at once (503). A slot is given back when the evaluation's
/// thread has really finished, so that work abandoned at its time limit still counts.
actor EvaluationGate {
    /// The most evaluations at once.
    let slots: Int
    /// The most requests waiting.
    let queueLength: Int
    /// Evaluations running now (abandoned ones included).
    private(set) var running = 0
    /// The requests waiting for a slot, first come first served.
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// A gate of `slots` slots and a queue of `queueLength`.
    init(slots: Int, queueLength: Int) {
        self.slots = Swift.max(1, slots)
        self.queueLength = Swift.max(0, queueLength)
    }

    /// Takes a slot, waiting in the queue for one when all are taken.
    /// - Throws: `APIError.busy` when the queue is full too.
    func enter() async throws(APIError) {
        if running < slots {
            running += 1
            return
        }
        guard waiting.count < queueLength else { throw .busy() }
        // `leave()` hands its slot over directly: `running` stays as it is.
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Gives a slot back, to the first request waiting if there is one.
    func leave() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }

    /// Evaluations running and requests waiting, for `/healthz`.
    var load: (running: Int, waiting: Int) { (running, waiting.count) }
}
