import BigNumber

/// An expression-evaluation session: variables, functions, `ans` and the numbered results `$1`,
/// `$2`, … persist from one statement to the next, as in a batch file or a REPL. A failed
/// statement changes nothing.
///
/// A variable keeps its defining expression (with the variables it used substituted), so that a
/// later line that needs it at a higher precision recomputes it; exact values are kept exactly.
/// A definition grown beyond `maximumStoredSize` nodes is kept as its computed value instead,
/// and results that use it are then not proven beyond that value's precision. A function keeps
/// its body as written: the variables it uses are looked up when it is called (late binding).
public struct Session: Sendable {
    /// How lines are evaluated; may be changed between lines.
    public var settings: EvaluationSettings
    /// The variables (with `ans` and the numbered results) and the functions.
    var definitions = Definitions()
    /// The names of the variables, kept for the parser.
    var boundNames: Set<String> = []
    /// The source of `rand()`.
    var random: SeededRandomNumberGenerator
    /// The number of results so far: the last one is `$resultCount`.
    public var resultCount: Int { definitions.resultCount }

    /// The largest definition, in tree nodes, that a variable keeps as an expression.
    package static let maximumStoredSize = 2000
    /// The deepest definition a variable keeps as an expression.
    static let maximumStoredDepth = 100

    /// An empty session (no variables, no `ans`) evaluating under `settings`.
    /// - Parameter settings: the precision, format and other settings of the evaluations.
    public init(settings: EvaluationSettings = EvaluationSettings()) {
        self.settings = settings
        random = settings.seed.map(SeededRandomNumberGenerator.init(seed:)) ?? SeededRandomNumberGenerator()
    }

    /// The names of the variables defined so far (without `ans` and the numbered results), sorted.
    public var variableNames: [String] {
        definitions.variables.keys.sorted()
    }

    /// The functions defined so far, sorted by name.
    public var functions: [UserFunction] {
        definitions.functions.values.sorted { $0.name < $1.name }
    }

    /// Deletes the function or variable `name`.
    /// - Parameter name: the name.
    /// - Returns: whether there was one.
    @discardableResult
    public mutating func delete(_ name: String) -> Bool {
        if definitions.functions.removeValue(forKey: name) != nil { return true }
        guard name != "ans", definitions.variables.removeValue(forKey: name) != nil else { return false }
        boundNames.remove(name)
        return true
    }

    /// Evaluates one statement: an expression or an assignment `name = expression`.
    /// - Parameter line: the statement.
    /// - Returns: the outcome.
    /// - Throws: `ExpressionError`, also for a function definition (use `run(_:)` for those).
    public mutating func evaluate(_ line: String) throws(ExpressionError) -> Outcome {
        try evaluate(parse(line))
    }

    /// Runs the statements of `line`, separated by `;` outside brackets, in order: each defines a function, or
    /// is evaluated as by `evaluate(_:)`. A failing statement does not stop the others.
    /// - Parameter line: the line.
    /// - Returns: what each statement gave, with its text.
    public mutating func run(_ line: String) -> [StatementOutcome] {
        let tokens: [Token]
        do {
            tokens = try Lexer.tokens(of: line)
        } catch {
            return [StatementOutcome(text: line, result: .failure(error))]
        }
        // One statement (the usual line): its tokens and text as they are.
        if !tokens.contains(where: { $0.tag == .symbol(.semicolon) }) {
            return [statement(tokens, text: line, firstColumn: 1)]
        }
        var outcomes: [StatementOutcome] = []
        var start = 0
        // Inside brackets `;` separates the rows of a matrix, not statements.
        var brackets = 0
        for index in tokens.indices {
            let tag = tokens[index].tag
            if tag == .symbol(.openBracket) { brackets += 1 }
            if tag == .symbol(.closeBracket) { brackets = Swift.max(0, brackets - 1) }
            let isEnd = tag == .end
            guard isEnd || (tag == .symbol(.semicolon) && brackets == 0) else { continue }
            defer { start = index + 1 }
            guard index > start || (isEnd && outcomes.isEmpty) else { continue }
            var statement = Array(tokens[start..<index])
            statement.append(Token(tag: .end, column: tokens[index].column, text: ""))
            outcomes.append(self.statement(statement, text: Self.text(of: line, from: tokens[start].column, to: tokens[index].column),
                                           firstColumn: tokens[start].column))
        }
        return outcomes
    }

    /// Runs one statement: its tokens (ending with `.end`), its text, and the column it starts at.
    private mutating func statement(_ tokens: [Token], text: String, firstColumn: Int) -> StatementOutcome {
        do throws(ExpressionError) {
            let parsed = try ParsedExpression(tokens: tokens, text: text, firstColumn: firstColumn, variables: boundNames,
                                              functions: functionArities)
            if let function = parsed.definition {
                definitions.functions[function.name] = function
                return StatementOutcome(text: text, result: .success(.definition(function)))
            }
            let evaluation = try evaluation(of: parsed, readsNames: Self.mayReadNames(tokens))
            return StatementOutcome(text: text, result: .success(.value(record(evaluation, assigning: parsed.assignedName))))
        } catch {
            return StatementOutcome(text: text, result: .failure(error))
        }
    }

    /// Evaluates a parsed statement under the current settings, variables and functions; an
    /// assignment defines its variable. The result is also `ans` and `$n`.
    /// - Parameter expression: the parsed statement.
    /// - Returns: the outcome.
    /// - Throws: `ExpressionError`, also for a function definition (use `run(_:)` for those).
    public mutating func evaluate(_ expression: ParsedExpression) throws(ExpressionError) -> Outcome {
        record(try evaluation(of: expression), assigning: expression.assignedName)
    }

    /// Evaluates a parsed statement as `evaluate(_:)` does, without changing the session.
    /// - Parameters:
    ///   - expression: the parsed statement.
    ///   - readsNames: false when the statement has no name at all (see `mayReadNames(_:)`): its
    ///     tree then has nothing to substitute or draw, and is not walked for it.
    /// - Returns: the result, the tree it leaves as `ans`, and the generator after its `rand()`s.
    /// - Throws: `ExpressionError`, also for a function definition.
    func evaluation(of expression: ParsedExpression, readsNames: Bool = true) throws(ExpressionError) -> Evaluation {
        let plan: PrecisionPlan
        do throws(DigitsOutOfRange) {
            plan = try PrecisionPlan(settings)
        } catch {
            throw ExpressionError(error)
        }
        if let function = expression.definition {
            throw ExpressionError(message: "'\(function.signature) = …' defines a function; run it with Session.run", column: nil,
                                  code: .definition)
        }
        try plan.checkMemory()
        var tree = expression.tree
        var freeName = readsNames ? tree.firstFreeName() : nil
        if freeName != nil {
            tree = tree.substituting(definitions)
            freeName = tree.firstFreeName()
        }
        if let (name, column) = freeName {
            if name.hasPrefix("$") {
                let kept = Int(name.dropFirst()).map { $0 <= resultCount } ?? false
                throw ExpressionError(message: kept ? "result \(name) is no longer kept (the last \(Definitions.keptResults) are)"
                                                   : "no result \(name) yet (there are \(resultCount))", column: column,
                                  code: .unknownName)
            }
            throw NameSuggestion.unknownName(name, column, definitions.variableNames)
        }
        var generator = random
        let drawsRandomValues = readsNames && tree.drawsRandomValues
        if drawsRandomValues {
            tree = tree.drawingRandomValues(precision: plan.start, using: &generator)
        }
        // A statement without names calls no function and reads no variable: the evaluation needs
        // no definitions, and every copy of the session's would cost a retain of each table.
        var result = try ZivEvaluation.evaluate(tree, digits: settings.digits, plan: plan, angleUnit: settings.angleUnit,
                                                proving: settings.provesDigits,
                                                allowsComplexResults: settings.allowsComplexResults,
                                                definitions: readsNames ? definitions : Definitions(),
                                                cancellation: settings.cancellation)
        result.attachFactorization(askedBy: expression.tree)
        let stored: ExpressionNode
        if let exact = result.kind.tree(of: result.components, { $0.settledValue }) {
            stored = exact
        } else if tree.size <= Self.maximumStoredSize, tree.depth <= Self.maximumStoredDepth {
            // A tree that calls functions keeps the definitions of this moment (early binding).
            stored = tree.callsFunctions ? .closure(tree, definitions.capturedByFunctionCalls) : tree
        } else {
            stored = result.kind.tree(of: result.components) { .frozen($0.approximation) } ?? tree
        }
        return Evaluation(result: consume result, stored: stored, random: drawsRandomValues ? generator : nil)
    }

    /// Records an evaluation: its result is `ans` and the next `$n`, and the value of `name` when given.
    /// - Parameters:
    ///   - evaluation: what `evaluation(of:)` gave.
    ///   - name: the variable the statement assigns, or nil.
    /// - Returns: the outcome, with its result number.
    mutating func record(_ evaluation: Evaluation, assigning name: String?) -> Outcome {
        if let generator = evaluation.random { random = generator }
        definitions.appendResult(evaluation.stored)
        definitions.ans = evaluation.stored
        if let name {
            definitions.variables[name] = evaluation.stored
            boundNames.insert(name)
        }
        return Outcome(assignedName: name, result: evaluation.result, number: resultCount)
    }

    /// Parses one statement with the session's variables and functions.
    private func parse(_ line: String) throws(ExpressionError) -> ParsedExpression {
        try ParsedExpression(parsing: line, variables: boundNames, functions: functionArities)
    }

    /// The user functions' numbers of parameters, for the parser (no dictionary is built while there are none).
    private var functionArities: [String: Int] {
        definitions.functions.isEmpty ? [:] : definitions.functions.mapValues(\.parameters.count)
    }

    /// Whether a statement's tokens may name something its tree reads from the session or draws:
    /// a variable, `ans` and `rand()` are identifiers, `$n` starts with `$` (the same tokens
    /// `dependence(of:)` reads). A statement of numbers and operators alone reads and draws nothing.
    static func mayReadNames(_ tokens: [Token]) -> Bool {
        tokens.contains { token in
            switch token.tag {
            case .identifier: true
            case let .symbol(symbol): symbol == .dollar
            case .number, .end: false
            }
        }
    }

    /// The text of a statement: the characters of `line` from column `start` up to (not including)
    /// column `end`, without surrounding blanks.
    private static func text(of line: String, from start: Int, to end: Int) -> String {
        let characters = Array(line)
        let lower = Swift.max(0, Swift.min(characters.count, start - 1))
        let upper = Swift.max(lower, Swift.min(characters.count, end - 1))
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(characters[lower..<upper].drop(while: isBlank).reversed().drop(while: isBlank).reversed())
    }
}

extension CalculationResult.Component {
    /// The value a variable keeps for this component when it is settled: the exact value, or 0 for a heuristic zero.
    fileprivate var settledValue: ExpressionNode? {
        if let exact { return .exact(exact) }
        return isHeuristicZero ? .exact(BigRational(0)) : nil
    }
}
