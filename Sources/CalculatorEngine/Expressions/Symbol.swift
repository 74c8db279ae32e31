/// An operator or punctuation symbol of an expression, in canonical form: the lexer reads `×` and
/// `·` as `*`, `÷` as `/`, `−` as `-`, `**` as `^`, and `≤ ≥ ≠` as `<= >= !=`.
///
/// The parser compares symbols and looks up what they denote at every operand; a case compares
/// as one byte, and its catalog operations are read from `Symbol.operations` by its raw value,
/// where a string would be compared character by character and hashed into the catalog.
enum Symbol: UInt8, CaseIterable, Sendable, Hashable {
    case plus, minus, times, divide, power, bang, doubleBang, percent
    case openParenthesis, closeParenthesis, openBracket, closeBracket, comma, assign, semicolon, dollar
    case less, lessOrEqual, greater, greaterOrEqual, equal, notEqual, and, or
    case bitAnd, bitOr, tilde, shiftLeft, shiftRight
    case squareRoot, cubeRoot, squared, cubed

    /// The canonical text, which is also the symbol's name in the catalog where it has one.
    var text: String {
        switch self {
        case .plus: "+"
        case .minus: "-"
        case .times: "*"
        case .divide: "/"
        case .power: "^"
        case .bang: "!"
        case .doubleBang: "!!"
        case .percent: "%"
        case .openParenthesis: "("
        case .closeParenthesis: ")"
        case .openBracket: "["
        case .closeBracket: "]"
        case .comma: ","
        case .assign: "="
        case .semicolon: ";"
        case .dollar: "$"
        case .less: "<"
        case .lessOrEqual: "<="
        case .greater: ">"
        case .greaterOrEqual: ">="
        case .equal: "=="
        case .notEqual: "!="
        case .and: "&&"
        case .or: "||"
        case .bitAnd: "&"
        case .bitOr: "|"
        case .tilde: "~"
        case .shiftLeft: "<<"
        case .shiftRight: ">>"
        case .squareRoot: "√"
        case .cubeRoot: "∛"
        case .squared: "²"
        case .cubed: "³"
        }
    }

    /// What a symbol denotes in the catalog.
    struct Operations: Sendable {
        /// The binary operation (`+`, `*`, `<=`, `%` as mod), if any.
        let infix: CatalogOperation?
        /// The postfix operation (`!`, `%`, `²`), if any.
        let postfix: CatalogOperation?
        /// The prefix operation of a root sign (`√`, `∛`), if any.
        let prefix: CatalogOperation?
        /// Whether the binary operation has `×`'s precedence (`*`, `/`, `%` as mod).
        let isMultiplicative: Bool
    }

    /// The catalog operations of each symbol, by raw value, looked up once.
    static let operations: [Operations] = {
        var postfix: [String: CatalogOperation] = [:]
        for row in OperationCatalog.rows {
            guard case let .postfix(written) = row.notation, row.arity == 1, postfix[written] == nil else { continue }
            postfix[written] = row.operation
        }
        let named = OperationCatalog.operations(namedEach: allCases.map(\.text))
        return allCases.map { symbol in
            let rows = named[Int(symbol.rawValue)]
            let infix = rows?.operation(arity: 2)
            return Operations(infix: infix, postfix: postfix[symbol.text], prefix: symbol.isRootSign ? rows?.operation(arity: 1) : nil,
                              isMultiplicative: infix?.row.precedence == .multiplicative)
        }
    }()

    /// Whether the symbol is `√` or `∛`, which apply to the operand that follows them.
    var isRootSign: Bool { self == .squareRoot || self == .cubeRoot }
}
