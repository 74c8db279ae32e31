import Foundation
import Testing

/// `--check-independent FILE`: which lines tie a batch to one process, and that a batch it passes
/// prints the same when cut into pieces run in processes of their own (as `parallel --pipe -k` does).
@Suite struct IndependenceTests {
    @Test("Each dependent line is listed with its reason; the status says whether the batch splits", arguments: [
        ("1+1\nsqrt(2)\n[1,2;3,4]\n# x = 1\n\n", 0, "f: independent: 3 lines can be split across processes\n"),
        ("x = 3\n", 1, "f:1: may assign a variable or define a function (=): x = 3\n"),
        ("1\nf(x) = x^2\n", 1, "f:2: may assign a variable or define a function (=): f(x) = x^2\n"),
        ("2*ans\n", 1, "f:1: reads ans or a numbered result $n: 2*ans\n"),
        ("$1 + 1\n", 1, "f:1: reads ans or a numbered result $n: $1 + 1\n"),
        ("floor(6*rand())\n", 1, "f:1: draws rand() (one generator runs through the batch): floor(6*rand())\n"),
        ("1 == 1\nsin(1)\n", 0, "f: independent: 2 lines can be split across processes\n"),
    ])
    func checksTheBatch(batch: String, status: Int32, expectedStart: String) throws {
        let run = try BigCalcTool.shell("cat > f && \"$B\" --check-independent f", input: batch)
        #expect(run.status == status)
        #expect(run.output.hasPrefix(expectedStart))
        if status == 1 {
            #expect(run.output.hasSuffix("lines depend on the lines around them; run it in one process (--jobs keeps the order)\n"))
        }
    }

    /// An independent batch with a failing line, cut into three pieces by `split -n l/3` and run
    /// as three processes: the pieces' outputs in order are the whole run's, and one failing piece
    /// gives the whole run's status.
    @Test func piecesPrintWhatTheWholePrints() throws {
        let lines = (1...300).map { $0 == 150 ? "1/0" : "sqrt(\($0)) + sin(\($0))/\($0 + 1)" }
        let script = """
            cat > batch && "$B" --check-independent batch > /dev/null || exit 9
            "$B" -f batch --digits 25 > whole 2> /dev/null; whole=$?
            split -n l/3 batch piece. && status=0
            for piece in piece.*; do "$B" --digits 25 < "$piece" >> pieces 2> /dev/null || status=$?; done
            cmp whole pieces && echo "$whole $status"
            """
        let run = try BigCalcTool.shell(script, input: lines.joined(separator: "\n") + "\n")
        #expect(run.output == "1 1\n")
    }
}
