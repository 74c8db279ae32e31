import BigCalcFrontEnd
import CalculatorEngine
import Testing

/// A result that stopped at the maximum precision tells how to raise it in the caller's words:
/// `--max-precision` on the command line, `:max-precision N` in the REPL (which has that command),
/// `EvaluationSettings.maximumPrecision` to a Swift caller.
@Suite struct PrecisionAdviceTests {
    @Test(arguments: [
        (["floor(exp(ln(3)))"],
         "error: could not decide on which side of an integer the argument of floor lies at the maximum precision of 10560 bits "
            + "(raise it with --max-precision) at column 1\nfloor(exp(ln(3)))\n^\n"),
        (["--max-precision", "200", "--digits", "40", "sqrt(10^40-1)"],
         "note: only 39 of the 40 digits of 'sqrt(10^40-1)' could be proven at the maximum precision of 200 bits "
            + "(raise it with --max-precision)\n"),
    ])
    func commandLineNamesItsOption(arguments: [String], errors: String) throws {
        let run = try BigCalcTool.run(arguments)
        #expect(run.errors == errors)
    }

    @Test func replNamesItsCommandWhichRaisesTheLimit() throws {
        let input = ":max-precision\n:digits 40\n:max-precision 200\nsqrt(10^40-1)\n:max-precision\n:max-precision 600\nsqrt(10^40-1)\n"
            + ":max-precision 10\n:max-precision default\n:max-precision\n:digits 30\nfloor(exp(ln(3)))\n"
        let run = try BigCalcTool.run(["--interactive", "--no-history"], input: input)
        #expect(run.output.contains("> max-precision: default\n> digits: 40\n> max-precision: 200 bits\n"))
        #expect(run.output.contains("> $1 = 100000000000000000000\n> max-precision: 200 bits\n> max-precision: 600 bits\n"
            + "> $2 = 99999999999999999999.99999999999999999999\n"))
        #expect(run.output.contains("> error: :max-precision takes a number of bits from 64 to"))
        #expect(run.output.contains("> max-precision: default\n> max-precision: default\n"))
        #expect(run.errors == "note: only 39 of the 40 digits of 'sqrt(10^40-1)' could be proven at the maximum precision of 200 bits "
            + "(raise it with :max-precision 400)\n"
            + "error: could not decide on which side of an integer the argument of floor lies at the maximum precision of 10560 bits "
            + "(raise it with :max-precision 21120) at column 1\nfloor(exp(ln(3)))\n^\n")
    }

    @Test func aSwiftCallerGetsATypedLimitNamingTheSetting() {
        var session = Session()
        #expect {
            try session.evaluate("floor(exp(ln(3)))")
        } throws: { error in
            guard let error = error as? ExpressionError,
                  case let .precisionLimitReached(limit)? = error.calculationError else { return false }
            return limit == PrecisionLimit(.undecided(UndecidedQuestion(.floor, .jump)), bits: 10560)
                && error.message == "could not decide on which side of an integer the argument of floor lies at the maximum "
                    + "precision of 10560 bits (raise EvaluationSettings.maximumPrecision)"
        }
        var settings = EvaluationSettings(digits: 30)
        settings.maximumPrecision = 165
        var limited = Session(settings: settings)
        #expect {
            try limited.evaluate("10^10^10 + 1 - 10^10^10")
        } throws: { error in
            (error as? ExpressionError)?.calculationError
                == .precisionLimitReached(PrecisionLimit(.noDigitProven(.result, roundedLargeExactValue: false), bits: 165))
        }
    }
}
