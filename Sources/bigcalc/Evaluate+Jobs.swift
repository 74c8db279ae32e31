import BigCalcFrontEnd
import BigNumber
import CalculatorEngine

/// `--jobs N`: batch input evaluated on N threads, printed in input order exactly as one thread
/// prints it.
///
/// The lines between two lines that may assign or define (`Session.mayDefine(_:)`) are handed to
/// `LineWorkers`, each with the session as the last such line left it; a worker evaluates a line
/// apart (`Session.detached(_:)`) and renders its value. This thread takes them back in order,
/// records each in the session (its result number, `ans`) and prints it; a line the workers could
/// not evaluate apart (it reads `ans` or `$n`, draws `rand()`, has several statements, or failed)
/// runs here in its turn. A line that may define waits until every line before it is printed,
/// runs here, and the lines after it are evaluated with what it defined. At most `window` lines
/// are read ahead, and none while reading would wait for input.
extension Evaluate {
    /// How many lines may be read ahead of the last one printed: 256 per thread (a thread that the
    /// system pauses for a few milliseconds while it holds the next line to print then does not
    /// stall the others at once), fewer for long results (about 4 MB of digits in flight), at
    /// least 2 per thread.
    /// - Parameters:
    ///   - jobs: the threads.
    ///   - digits: the digits of each result.
    /// - Returns: the number of lines.
    static func window(jobs: Int, digits: Int) -> Int {
        Swift.min(256 * jobs, Swift.max(2 * jobs, (1 << 22) / Swift.max(digits, 1)))
    }

    /// Evaluates every line of `source` that is not blank or a comment on `jobs` threads,
    /// numbering lines from 1, with the same output as one thread.
    /// - Parameters:
    ///   - source: the batch input.
    ///   - jobs: the threads (at least 2).
    ///   - runner: the session and the output.
    /// - Throws: `ExitCode(130)` after Ctrl-C.
    static func runBatch(_ source: LineSource, jobs: Int, with runner: inout LineRunner) throws {
        let flusher = BatchFlusher(runner.output)
        let renderer = runner.renderer
        let timeLimit = runner.timeLimit
        let workers = LineWorkers(jobs: jobs, session: runner.session) {
            Self.prepare($0.text, in: $1, renderer: renderer, timeLimit: timeLimit)
        }
        defer { workers.stop() }
        let window = Self.window(jobs: jobs, digits: runner.session.settings.digits)
        var inFlight: [(number: Int, text: String)] = []
        var base = 0
        var first = 0
        var submitted = 0
        var lineNumber = 0
        var definingLine: (number: Int, text: String)?
        var ended = false
        while true {
            while !ended, definingLine == nil, submitted - first < window, submitted == first || source.isReady() {
                guard let line = source.next() else {
                    ended = true
                    break
                }
                lineNumber += 1
                if LineSource.isSkipped(line) { continue }
                if Session.mayDefine(line) {
                    definingLine = (lineNumber, line)
                    break
                }
                inFlight.append((lineNumber, line))
                workers.submit(LineWorkers.Line(index: submitted, text: line))
                submitted += 1
            }
            let number: Int
            if first < submitted {
                let line = inFlight[first - base]
                number = line.number
                flusher.lineStarts()
                commit(workers.result(first), line: line.text, number: number, with: &runner)
                flusher.lineEnded()
                first += 1
                if first - base >= window {
                    inFlight.removeFirst(first - base)
                    base = first
                }
            } else if let line = definingLine {
                number = line.number
                flusher.lineStarts()
                run(line.text, lineNumber: number, with: &runner)
                flusher.lineEnded()
                definingLine = nil
                workers.publish(runner.session)
            } else if ended {
                break
            } else {
                continue
            }
            try stopIfInterrupted(&runner, after: number, of: "line")
        }
        runner.reachEnd(of: lineNumber)
        try stopIfInterrupted(&runner, after: lineNumber, of: "line")
    }

    /// Prints a prepared line in its turn (running it here when it must run in order).
    private static func commit(_ prepared: PreparedLine, line: String, number: Int, with runner: inout LineRunner) {
        switch prepared {
        case .inOrder:
            run(line, lineNumber: number, with: &runner)
        case let .detached(detached, rendered):
            let checkpoint = runner.session.checkpoint
            let outcomes = runner.session.record(detached)
            runner.reportTakingBack(outcomes, to: checkpoint, line: line, lineNumber: number, rendered: rendered)
        case let .abandoned(reason):
            runner.report(reason, line: line, lineNumber: number)
        }
    }

    /// A worker's part of a line: evaluated against its session apart (watched when there is a
    /// time limit) and its value rendered.
    private static func prepare(_ line: String, in session: Session, renderer: ResultRenderer,
                                timeLimit: Duration?) -> PreparedLine {
        // Lines started after Ctrl-C are not evaluated: the batch stops at the next line it prints.
        if InterruptSignal.count > 0 { return .abandoned(.cancelled) }
        let detached: DetachedLine?
        if let timeLimit {
            switch BackgroundEvaluation.watch(timeLimit: timeLimit, progress: nil, { cancellation in
                var watched = session
                watched.settings.cancellation = cancellation
                return watched.detached(line)
            }) {
            case let .finished(value): detached = value
            case let .abandoned(reason): return .abandoned(reason)
            }
        } else {
            detached = session.detached(line)
        }
        guard let detached else { return .inOrder }
        let rendered = detached.result.map { result in Result { () throws(RenderingError) in try renderer.render(result) } }
        return .detached(detached, rendered: rendered)
    }
}
