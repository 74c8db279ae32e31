import BigNumber
import Testing

/// `DecimalText`: short runs are copied together, long runs stay shared, and the text reads the same either way.
@Suite struct DecimalTextTests {
    /// A run of `count` copies of `byte`, as a slice of its own buffer.
    private static func run(_ byte: Character, _ count: Int) -> ArraySlice<UInt8> {
        ArraySlice(repeatElement(byte.asciiValue ?? 0, count: count))
    }

    /// The runs appended, the piece lengths kept (short runs joined, long runs apart) and the text.
    @Test(arguments: [
        ([("-", 1), ("1", 30), (".", 1), ("2", 3)], [35], "-" + String(repeating: "1", count: 30) + ".222"),
        ([("0", 1), (".", 1), ("7", 300)], [2, 300], "0." + String(repeating: "7", count: 300)),
        ([("7", 300), ("e", 1), ("5", 1)], [300, 2], String(repeating: "7", count: 300) + "e5"),
        ([("1", 255), ("2", 256), ("3", 2)], [255, 256, 2],
         String(repeating: "1", count: 255) + String(repeating: "2", count: 256) + "33"),
        ([], [], ""),
    ] as [([(Character, Int)], [Int], String)])
    func piecesAndText(runs: [(Character, Int)], pieceLengths: [Int], text: String) {
        var decimal = DecimalText()
        for (byte, count) in runs { decimal.append(Self.run(byte, count)) }
        #expect(decimal.pieces.map(\.count) == pieceLengths)
        #expect(decimal.string == text)
        #expect(decimal.byteCount == text.utf8.count)
        #expect(decimal.firstByte == text.utf8.first)
        var visited: [UInt8] = []
        decimal.forEachPiece { visited += $0 }
        #expect(visited == Array(text.utf8))
    }

    /// Texts of the same bytes are equal and hash alike however they are cut; others are not equal.
    @Test func equalityIsByBytes() {
        var joined = DecimalText("0.")
        joined.append(Self.run("7", 300))
        var apart = DecimalText()
        apart.append(Self.run("0", 1))
        apart.append(Self.run(".", 1))
        apart.append(Self.run("7", 299))
        apart.append("7")
        #expect(joined == apart)
        #expect(joined.hashValue == apart.hashValue)
        #expect(joined != DecimalText("0.7"))
        #expect(DecimalText("12") != DecimalText("13"))
    }

    /// `removeLeadingMinus` takes the sign off a copied run and off a shared one.
    @Test(arguments: [("-1.5", true, "1.5"), ("1.5", false, "1.5"), ("-", true, ""), ("", false, "")])
    func removeLeadingMinusFromShortText(text: String, removed: Bool, rest: String) {
        var decimal = DecimalText(text)
        let hadMinus = decimal.removeLeadingMinus()
        #expect(hadMinus == removed)
        #expect(decimal.string == rest)
    }

    @Test func removeLeadingMinusFromSharedPiece() {
        var decimal = DecimalText()
        decimal.append(ArraySlice(Array("-".utf8) + Array(repeating: UInt8(ascii: "9"), count: 300)))
        decimal.append("i")
        let hadMinus = decimal.removeLeadingMinus()
        #expect(hadMinus)
        #expect(decimal.string == String(repeating: "9", count: 300) + "i")
        #expect(decimal.pieces.map(\.count) == [300, 1])
    }
}
