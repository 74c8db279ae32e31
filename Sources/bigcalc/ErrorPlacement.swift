import ArgumentParser

/// Where the text output of batch input and arguments writes the error of a failed statement
/// (`--errors`). JSON output always carries errors in its objects.
enum ErrorPlacement: String, CaseIterable, Sendable, ExpressibleByArgument {
    /// On standard error with its line number and caret diagram; standard output gets nothing for it.
    case stderr
    /// On standard output as one line `error: MESSAGE`, and an empty line for a blank or comment
    /// line of batch input: every input line then gives one output line (when it has one statement).
    case inline

    /// What each placement does, for `--help`.
    static let descriptions: [ErrorPlacement: String] = [
        .stderr: "errors on standard error with the line number; standard output gets values only",
        .inline: "one line per input line on standard output: the value, 'error: MESSAGE' for a failed line, "
            + "an empty line for a blank or comment line",
    ]
}
