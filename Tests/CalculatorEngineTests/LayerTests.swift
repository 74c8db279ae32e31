import Foundation
import Testing

/// The folders of `Sources/CalculatorEngine` are layers: a folder's code may name the types of the
/// folders below it, never those of a folder above it, so each layer builds and reads without the
/// ones above. The check is the heuristic of `layers.py`: the types each folder declares, and the
/// capitalized words of every line outside `//` comments.
struct LayerTests {
    /// The engine's folders, lowest first.
    static let order = ["Catalog", "Expressions", "Evaluation", "Session", "Keypad"]

    static let engine = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/CalculatorEngine").standardized

    @Test func everyFolderHasItsPlaceInTheOrder() throws {
        let folders = Set(try LayerScan.sourceFiles(under: Self.engine).map(\.folder))
        #expect(folders == Set(Self.order))
    }

    @Test func noFolderNamesATypeOfAHigherFolder() throws {
        let files = try LayerScan.sourceFiles(under: Self.engine)
        #expect(files.count > 50)
        #expect(LayerScan.backReferences(in: files, order: Self.order) == [])
    }

    /// The engine's `public` declarations stay what a client uses: the rest is `package` or `internal`.
    @Test func thePublicSurfaceStaysSmall() throws {
        let files = try LayerScan.sourceFiles(under: Self.engine)
        let declarations = files.flatMap { LayerScan.code($0.text) }.filter { $0.drop(while: \.isWhitespace).hasPrefix("public ") }
        #expect(declarations.count <= Self.publicDeclarationLimit)
    }

    /// The most `public` declarations the engine may have.
    static let publicDeclarationLimit = 202

    /// Folders with one file each, and the back-references the scan reports.
    @Test(arguments: [
        // A lower folder naming a higher folder's type.
        ([("Catalog", "let s: Session"), ("Session", "public struct Session {}")],
         ["Catalog/Catalog0.swift:1 names Session, declared in Session/"]),
        // A higher folder naming a lower one's type.
        ([("Catalog", "enum CatalogOperation {}"), ("Session", "let o: CatalogOperation")], []),
        // A name in a comment, and in a doc comment.
        ([("Catalog", "let x = 1 // a Session\n/// `Session`"), ("Session", "final class Session {}")], []),
        // A type declared in two folders is nobody's.
        ([("Catalog", "private typealias Z = Int"), ("Expressions", "typealias Z = Int; let z: Z"),
          ("Session", "let z: Z")], []),
        // Attributes and modifiers before the declaration; the line of the reference.
        ([("Catalog", "\n\nlet k: MemoryKey"), ("Keypad", "@frozen public indirect enum MemoryKey {}")],
         ["Catalog/Catalog0.swift:3 names MemoryKey, declared in Keypad/"]),
    ] as [([(String, String)], [String])])
    func theScanFindsEveryBackReference(folders: [(String, String)], expected: [String]) {
        let files = folders.map { folder, text in
            LayerScan.SourceFile(folder: folder, path: "\(folder)/\(folder)0.swift", text: text)
        }
        #expect(LayerScan.backReferences(in: files, order: Self.order) == expected)
    }
}

/// The reference scan of `LayerTests`.
enum LayerScan {
    /// A Swift file and the top folder of the engine that holds it.
    struct SourceFile {
        let folder: String
        /// The path below the engine's folder, for messages.
        let path: String
        let text: String
    }

    static let keywords = ["struct", "class", "enum", "protocol", "actor", "typealias"]

    /// `struct Name`, `public final class Name`, `@MainActor enum Name`, `typealias Name` at the start of a line.
    static var declaration: Regex<(Substring, Substring)> {
        #/^\s*(?:@\w+\s+)*(?:(?:public|package|internal|private|fileprivate|final|indirect)\s+)*(?:struct|class|enum|protocol|actor|typealias)\s+([A-Z]\w*)/#
    }

    /// The words of `line` that may name a type: runs of letters, digits and `_` that start with
    /// `A`…`Z` (the regex `\b[A-Z]\w*\b`, scanned by hand because `Regex` takes seconds here).
    static func capitalizedWords(_ line: Substring) -> [Substring] {
        var words: [Substring] = []
        var start: Substring.Index?
        for index in line.indices {
            let isWord = line[index].isLetter || line[index].isNumber || line[index] == "_"
            if isWord, start == nil { start = index }
            if !isWord, let first = start {
                words.append(line[first..<index])
                start = nil
            }
        }
        if let first = start { words.append(line[first...]) }
        return words.filter { $0.first.map { ("A"..."Z").contains($0) } ?? false }
    }

    /// The Swift files under `root`, each with the first folder of its path below `root`.
    static func sourceFiles(under root: URL) throws -> [SourceFile] {
        let paths = FileManager.default.subpaths(atPath: root.path) ?? []
        return try paths.filter { $0.hasSuffix(".swift") && $0.contains("/") }.sorted().map { path in
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            return SourceFile(folder: String(path.prefix { $0 != "/" }), path: path, text: text)
        }
    }

    /// Each line outside its `//` comment.
    static func code(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
        }
    }

    /// "File:line names Type, declared in Folder/" for every use of a type declared in exactly one
    /// folder from a folder below it in `order`, in file order.
    static func backReferences(in files: [SourceFile], order: [String]) -> [String] {
        var owners: [String: Set<String>] = [:]
        for file in files {
            for line in code(file.text) {
                if keywords.contains(where: { line.contains($0) }), let match = line.firstMatch(of: declaration) { owners[String(match.1), default: []].insert(file.folder) }
            }
        }
        let rank = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        var found: [String] = []
        for file in files {
            guard let level = rank[file.folder] else { continue }
            for (index, line) in code(file.text).enumerated() {
                var named: [String] = []
                for match in capitalizedWords(line) {
                    let word = String(match)
                    guard !named.contains(word), let folders = owners[word], folders.count == 1,
                          let owner = folders.first, let higher = rank[owner], higher > level else { continue }
                    named.append(word)
                    found.append("\(file.path):\(index + 1) names \(word), declared in \(owner)/")
                }
            }
        }
        return found
    }
}
