import Foundation
import Testing

/// How `bigcalc` writes lists and matrices: one line that reads back in batch output (each entry in
/// the chosen format), `; ` between entries where the decimal separator is a comma, aligned rows in
/// the REPL, and `shape` and `entries` in JSON.
@Suite struct ListOutputTests {
    @Test(arguments: [
        ([String](), "[1, 2, 3]\n[[1, 2], [3, 4]]\ninv([[2, 0], [0, 4]])\n[1, i]\n",
         "[1, 2, 3]\n[[1, 2], [3, 4]]\n[[0.5, 0], [0, 0.25]]\n[1, i]\n"),
        (["--format", "fraction"], "inv([[2, 0], [0, 4]])\n", "[[1/2, 0], [0, 1/4]]\n"),
        (["--digits", "5", "--format", "scientific"], "[1/3, 200]\n", "[3.3333e-1, 2.0000e2]\n"),
        (["--format", "grouped", "--locale", "de_DE"], "[1.5, 2.25, 1234]\n", "[1,5; 2,25; 1.234]\n"),
        (["--format", "grouped", "--locale", "en_US"], "[1.5, 1234]\n", "[1.5, 1,234]\n"),
    ])
    func batchLines(_ options: [String], _ input: String, _ expected: String) throws {
        let run = try BigCalcTool.run(options, input: input)
        #expect(run.output == expected)
        #expect(run.errors == "")
    }

    @Test func replShowsAMatrixAsAlignedRows() throws {
        let run = try BigCalcTool.run(["--interactive", "--no-history"], input: "inv([[1, 2], [3, 4]])\nA = [1, 2; 3, 4]\n[1, 2]\n")
        #expect(run.output.contains("$1 =\n[ -2     1]\n[1.5  -0.5]\n"))
        #expect(run.output.contains("$2: A =\n[1  2]\n[3  4]\n"))
        #expect(run.output.contains("$3 = [1, 2]\n"))
    }

    @Test(arguments: [
        ("[1, sqrt(4)]", "[2]", #"["1","2"]"#, #""exact":"[1, 2]""#),
        ("inv([[2, 0], [0, 4]])", "[2,2]", #"[["0.5","0"],["0","0.25"]]"#, #""exact":"[[1/2, 0], [0, 1/4]]""#),
        ("[1, sqrt(2)]", "[2]", #"["1","1.41421356237309504880168872421"]"#, #""exact":null"#),
    ])
    func jsonHasShapeAndEntries(_ expression: String, _ shape: String, _ entries: String, _ exact: String) throws {
        let run = try BigCalcTool.run(["--json", expression])
        #expect(run.output.contains(#""shape":\#(shape),"entries":\#(entries),"factors":null,"re":null,"im":null,\#(exact)"#))
        #expect(run.output.contains(#""proven":true"#))
    }
}
