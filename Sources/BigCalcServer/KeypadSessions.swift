import CalculatorDisplay

/// The keypad sessions of `POST /v1/keys`: each an opaque id and its `Calculator` (brain, memory,
/// `Rand` seed, display settings). A session unused for `idleTime` is forgotten; at most
/// `capacity` are kept; one request at a time works on a session (it is checked out meanwhile).
actor KeypadSessions {
    /// A session and what bounds it.
    struct Entry: Sendable {
        /// The calculator.
        var calculator: Calculator
        /// Keys received in all (the session's size).
        var keyCount = 0
        /// When a request last used it.
        var lastUse = ContinuousClock.now
    }

    private var entries: [String: Entry] = [:]
    /// Ids of sessions a request works on now.
    private var checkedOut: Set<String> = []
    /// The most sessions kept.
    let capacity: Int
    /// How long an unused session is kept.
    let idleTime: Duration

    /// A table of at most `capacity` sessions, each forgotten after `idleTime` unused.
    init(capacity: Int, idleTime: Duration) {
        self.capacity = capacity
        self.idleTime = idleTime
    }

    /// Sessions kept now.
    var count: Int { entries.count + checkedOut.count }

    /// Takes session `id` out for a request.
    /// - Throws: 404 for an unknown (or expired) id, 409 while another request works on it.
    func checkOut(_ id: String) throws(APIError) -> Entry {
        expire()
        if checkedOut.contains(id) {
            throw APIError(status: .conflict, message: "another request is working on this session", code: "session_busy")
        }
        guard let entry = entries.removeValue(forKey: id) else {
            throw APIError(status: .notFound, message: "no such session (it may have expired); start a new one",
                           code: "unknown_session")
        }
        checkedOut.insert(id)
        return entry
    }

    /// Makes a new session of `entry`, checked out.
    /// - Throws: 503 when the table is full.
    func create(_ entry: Entry) throws(APIError) -> String {
        expire()
        guard count < capacity else { throw .busy("the server keeps no more keypad sessions now; try again later") }
        var generator = SystemRandomNumberGenerator()
        let id = (0..<2).map { _ in String(generator.next() as UInt64, radix: 16).leftPadded(to: 16) }.joined()
        checkedOut.insert(id)
        return id
    }

    /// Puts session `id` back, as `entry` (nil: as it was not changed, for a request that failed).
    func checkIn(_ id: String, _ entry: Entry) {
        checkedOut.remove(id)
        var entry = entry
        entry.lastUse = .now
        entries[id] = entry
    }

    /// Forgets a session checked out that was never stored (a new one whose first request failed).
    func discard(_ id: String) {
        checkedOut.remove(id)
    }

    /// Forgets the sessions unused for `idleTime`.
    private func expire() {
        let now = ContinuousClock.now
        entries = entries.filter { now - $0.value.lastUse < idleTime }
    }
}

extension String {
    /// The string with `0`s before it up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}
