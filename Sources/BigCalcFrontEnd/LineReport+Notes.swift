import BigNumber
import CalculatorEngine

extension LineReport {
    /// The notes and warnings about `result` (the value of `line`): written to standard error in
    /// text output, into the object's `notes` in JSON.
    package static func notes(on result: CalculationResult, line: String, renderer: ResultRenderer,
                      precisionAdvice: PrecisionAdvice) -> [Note] {
        var notes: [Note] = []
        if renderer.staysDecimal(result) {
            notes.append(Note(kind: .note, text: "'\(line)' is not an integer, so it is written in base 10"))
        }
        if !result.notes.isEmpty { notes += result.notes.map { Note(kind: .note, text: "'\(line)': \($0)") } }
        let parts = result.components
        // The parts are read in place: a copy of each (for every value written) would retain its numbers.
        for index in parts.indices where !parts[index].isProven || parts[index].isQuadrature
            || parts[index].digits < parts[index].requestedDigits {
            let part = parts[index]
            let name = result.kind.part(at: index)
            let subject = name == .result ? "'\(line)'" : "the \(name) of '\(line)'"
            if part.isQuadrature {
                notes.append(Note(kind: .note, text: Self.quadratureNote(part, subject: subject)))
            } else if part.isHeuristicZero {
                notes.append(Note(kind: .note, text: "\(subject) is printed as 0 because its enclosure still contains 0 "
                    + "at the maximum precision (a heuristic, not a proof)"))
            } else if part.digits < part.requestedDigits {
                notes.append(Note(kind: .note, text: "only \(part.digits) of the \(part.requestedDigits) digits "
                    + "of \(subject) could be proven at the maximum precision of \(result.workingPrecision) bits "
                    + "(\(precisionAdvice.text(reached: result.workingPrecision)))"))
            } else if !part.isProven {
                notes.append(Note(kind: .warning, text: "not all \(part.digits) digits of \(subject) could be "
                    + "proven stable within the precision bound; the last digits may be wrong"))
            }
        }
        return notes
    }

    /// What the note on a part computed by numerical quadrature says: its digits are an estimate.
    package static func quadratureNote(_ part: CalculationResult.Component, subject: String) -> String {
        if part.isHeuristicZero {
            return "\(subject) is printed as 0 because numerical quadrature found it 0 to the precision used; this is not proven"
        }
        if part.digits < part.requestedDigits {
            return "only \(part.digits) of the \(part.requestedDigits) digits of \(subject) could be computed by numerical "
                + "quadrature (two levels agree to them); they are not proven"
        }
        return "digits of \(subject) come from numerical quadrature (two levels agree); they are not proven"
    }
}
