import Foundation
import Testing
import TestSupport

/// Complex results through the executable: the `a + bi` text in every format, the JSON `re` and
/// `im` fields, the notes of heuristic zeros per part, and `--real`.
@Suite struct ComplexOutputTests {
    @Test(arguments: [
        (["sqrt(-4)", "1 - i", "-i", "(1+2i)/(3-4i)", "i^2", "abs(3 + 4i)"], ["2i", "1 - i", "-i", "-0.2 + 0.4i", "-1", "5"]),
        (["--format", "fraction", "(1+2i)/(3-4i)", "1/(2i)", "3 - 2i"], ["-1/5 + (2/5)i", "-(1/2)i", "3 - 2i"]),
        (["--digits", "5", "--format", "scientific", "exp(100 + 100i)"], ["2.3180e43 - 1.3612e43i"]),
        (["--digits", "5", "--format", "engineering", "exp(10 + 10i)"], ["-18.482e3 - 11.983e3i"]),
        (["--digits", "12", "--format", "grouped", "exp(20 + 20i)"], ["197,987,213.263 + 442,929,260.968i"]),
        (["--digits", "10", "--angle", "deg", "asin(2)"], ["90 + 75.45612929i"]),
    ])
    func formats(arguments: [String], expected: [String]) throws {
        let run = try BigCalcTool.run(arguments)
        #expect(run.status == 0)
        #expect(run.outputLines == expected)
        #expect(run.errors == "")
    }

    @Test func jsonHasTheParts() throws {
        let run = try BigCalcTool.run(["--json", "--digits", "10", "2 - 3.5i", "sqrt(-2)", "0.5"])
        #expect(run.status == 0)
        let objects = try run.jsonObjects()
        try #require(objects.count == 3)
        #expect(objects[0]["value"] as? String == "2 - 3.5i")
        #expect(objects[0]["re"] as? String == "2")
        #expect(objects[0]["im"] as? String == "-3.5")
        #expect(objects[0]["exact"] as? String == "2 - (7/2)i")
        #expect(objects[1]["value"] as? String == "1.414213562i")
        #expect(objects[1]["re"] as? String == "0")
        #expect(objects[1]["im"] as? String == "1.414213562")
        #expect(objects[1]["exact"] is NSNull)
        #expect(objects[1]["proven"] as? Bool == true)
        #expect(objects[2]["im"] as? String == "0")
    }

    @Test func aPartThatIsOnlyHeuristicallyZeroIsLeftOutWithANote() throws {
        let run = try BigCalcTool.run(["exp(i*pi)"])
        #expect(run.status == 0)
        #expect(run.outputLines == ["-1"])
        #expect(run.errors == "note: the imaginary part of 'exp(i*pi)' is printed as 0 because its enclosure still contains 0 "
            + "at the maximum precision (a heuristic, not a proof)\n")
    }

    @Test func realOnlyTurnsComplexValuesIntoErrors() throws {
        let run = try BigCalcTool.run(["--real", "sqrt(-4)", "(-8)^(1/3)", "2i"])
        #expect(run.status == 1)
        #expect(run.outputLines == ["-2"])
        #expect(run.errors == """
            error: square root of a negative number at column 1
            sqrt(-4)
            ^
            error: i is not real, and complex results are off (--real) at column 2
            2i
             ^

            """)
    }
}
