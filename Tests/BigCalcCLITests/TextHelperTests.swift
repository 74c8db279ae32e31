import BigCalcFrontEnd
import Testing
@testable import bigcalc

/// JSON escaping, batch line skipping and REPL command parsing.
@Suite struct TextHelperTests {
    @Test(arguments: [
        ("plain", "\"plain\""),
        ("a\"b\\c", "\"a\\\"b\\\\c\""),
        ("line\nbreak\ttab\r", "\"line\\nbreak\\ttab\\r\""),
        ("\u{1}\u{1F}\u{7F}", "\"\\u0001\\u001f\\u007f\""),
        ("π × 2", "\"π × 2\""),
        ("\u{9B}2J ©\u{80}\u{9F}\u{A0}", "\"\\u009b2J ©\\u0080\\u009f\u{A0}\""),
    ])
    func jsonStringsAreEscaped(text: String, expected: String) {
        #expect(JSONObject.quoted(text) == expected)
    }

    @Test func jsonObjectsKeepMemberOrder() {
        var object = JSONObject()
        object.add("expression", "1/0")
        object.add("value", nil as String?)
        object.add("digits", 30)
        object.add("proven", false)
        object.add("column", nil as Int?)
        #expect(object.text == #"{"expression":"1/0","value":null,"digits":30,"proven":false,"column":null}"#)
    }

    @Test(arguments: [
        ("", true), ("   ", true), ("\t", true), ("# comment", true), ("   # indented", true),
        ("1+1", false), ("x # y", false), (" 2", false),
    ])
    func batchSkipsBlankAndCommentLines(line: String, skipped: Bool) {
        #expect(LineSource.isSkipped(line) == skipped)
    }

    @Test(arguments: [
        (":digits 50", ":digits", "50"),
        (":angle   deg ", ":angle", "deg"),
        ("quit", "quit", ""),
        ("exit", "quit", ""),
        ("help", "help", ""),
        (":format fraction", ":format", "fraction"),
    ])
    func replCommandsAreRecognized(line: String, command: String, argument: String) throws {
        let parsed = try #require(ReplCommand.parse(line))
        #expect(parsed.command.names.contains(command))
        #expect(parsed.argument == argument)
    }

    @Test(arguments: ["sqrt(2)", "x = 3", "digits", "help2", "1 + quit"])
    func expressionsAreNotReplCommands(line: String) {
        #expect(ReplCommand.parse(line) == nil)
    }

    @Test func replHelpListsCommandsAndCatalogFunctions() {
        let help = ReplCommand.helpText()
        #expect(help.contains(":digits N"))
        #expect(help.contains("sqrt"))
    }
}
