import BigCalcFrontEnd
import BigNumber
import CalculatorEngine
import Foundation
import Testing
import TestSupport
@testable import bigcalc

/// One row of `Tests/References/integers.tsv` (written by `Tests/References/generate_integers.py`
/// from Python integers and gmpy2): a line, the output base, and the exact text bigcalc prints.
struct IntegerRow: Sendable, CustomTestStringConvertible {
    let line: String
    let base: Int
    let expected: String

    var testDescription: String { "\(line) in base \(base)" }

    static let all: [IntegerRow] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../References/integers.tsv")
        return ReferenceTable.rows(at: url).compactMap { fields in
            guard fields.count == 3, let base = Int(fields[1]) else { return nil }
            return IntegerRow(line: fields[0], base: base, expected: fields[2])
        }
    }()
}

/// Integers end to end: base literals and separators, bitwise operators with Python's semantics,
/// number theory on GMP and FLINT, factorizations and output in other bases, against Python.
@Suite struct IntegerTests {
    @Test func theTableCoversTheIssue() {
        #expect(IntegerRow.all.count >= 600)
        for construct in ["0x", "0o", "0b", "_", " & ", " | ", " xor ", "~", " << ", " >> ", "isprime(", "nextprime(", "prevprime(",
                          "powmod(", "modinv(", "totient(", "factor(", "numdivisors(", "isqrt(", "iroot(", "numdigits("] {
            #expect(IntegerRow.all.contains { $0.line.contains(construct) }, "no row with \(construct)")
        }
    }

    @Test(arguments: IntegerRow.all)
    func printsTheReference(_ row: IntegerRow) {
        var session = Session()
        let renderer = ResultRenderer(format: .plain, base: row.base)
        do {
            let result = try session.evaluate(row.line).result
            if row.expected.hasPrefix("error:") {
                Issue.record("\(row.line): expected an error, got \(result)")
                return
            }
            #expect((try? renderer.render(result))?.string == row.expected, "\(row.line)")
        } catch {
            guard row.expected.hasPrefix("error:") else {
                Issue.record("\(row.line): \(error)")
                return
            }
            #expect(error.message.contains(row.expected.dropFirst("error:".count)), "\(row.line): \(error.message)")
        }
    }

    @Test func otherBasesThroughTheExecutable() throws {
        let run = try BigCalcTool.run(["--base", "16", "255", "-255", "1/4", "factor(360)"])
        #expect(run.status == 0)
        #expect(run.outputLines == ["0xff", "-0xff", "0.25", "0x2^3 × 0x3^2 × 0x5"])
        #expect(run.errors == "note: '1/4' is not an integer, so it is written in base 10\n")
        let json = try BigCalcTool.run(["--json", "--base", "2", "factor(12)"])
        #expect(json.output.contains(#""value":"0b10^2 × 0b11","decimal":"12","shape":null,"entries":null,"factors":[["2",2],["3",1]],"re":"0b1100""#))
        let invalid = try BigCalcTool.run(["--base", "37", "1"])
        #expect(invalid.status == 64)
    }
}
