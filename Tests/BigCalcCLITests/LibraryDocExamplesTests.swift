import Foundation
import Testing

/// The examples of docs/library.md ("Examples") are the files of `Examples/` (which `make test`
/// builds and runs), verbatim, with the output they print.
@Suite struct LibraryDocExamplesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")

    private func text(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test(arguments: ["BigNumberExample", "CalculatorEngineExample", "CalculatorDisplayExample"])
    func libraryDocShowsTheExampleAndItsOutput(_ example: String) throws {
        let document = try text("docs/library.md")
        let source = try text("Examples/Sources/\(example)/main.swift").trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(document.contains("```swift\n\(source)\n```"))
        let expected = try text("Examples/expected-output.txt")
        let sections = expected.components(separatedBy: "== ").filter { !$0.isEmpty }
        let output = try #require(sections.first { $0.hasPrefix(example + "\n") })
            .dropFirst(example.count + 1).trimmingCharacters(in: .newlines)
        #expect(document.contains("```text\n\(output)\n```"))
    }
}
