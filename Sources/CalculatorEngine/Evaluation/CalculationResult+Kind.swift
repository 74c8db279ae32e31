import BigNumber

extension CalculationResult {
    /// What a result is — a real number, a complex number — and so how many components it has, what
    /// each is called and how they are laid out. A new kind of value (a list, a matrix whose
    /// entries are complex) is a new case here: the precision ladder, `Session` and the CLI handle
    /// every kind through these members.
    public enum Kind: Sendable, Hashable {
        /// A real number: one component.
        case real
        /// A complex number: the real part, then the imaginary part.
        case complex
        /// A list of `rows × columns` entries, row by row — a vector (one row) when `isVector`, else
        /// a matrix — each entry a real number (one component) or, when `complexEntries`, a complex
        /// number (its real and imaginary parts; a real entry has an imaginary part exactly 0).
        case list(rows: Int, columns: Int, isVector: Bool, complexEntries: Bool)
        /// A formula that reads back as an expression: the sum of each exact component times its
        /// term (`x^4`, `pi`, `sqrt(6)`; "" for a constant term), as `algdep` and `identify` give it
        /// (see `formulaLayout`).
        case formula(terms: [String])

        /// The name of the kind in the `Codable` form of a result.
        var name: String {
            switch self {
            case .real: "real"
            case .complex: "complex"
            case let .list(rows, columns, isVector, complexEntries):
                (complexEntries ? "complex " : "") + (isVector ? "vector(\(columns))" : "matrix(\(rows),\(columns))")
            case let .formula(terms): "formula(" + terms.joined(separator: ";") + ")"
            }
        }

        /// The kind named `name`, or nil.
        init?(name: String) {
            switch name {
            case "real": self = .real
            case "complex": self = .complex
            case _ where name.hasPrefix("formula(") && name.hasSuffix(")"):
                let terms = name.dropFirst("formula(".count).dropLast().split(separator: ";", omittingEmptySubsequences: false)
                self = .formula(terms: terms.map(String.init))
            default:
                let complexEntries = name.hasPrefix("complex ")
                let shape = complexEntries ? String(name.dropFirst("complex ".count)) : name
                guard shape.hasSuffix(")"), let open = shape.firstIndex(of: "(") else { return nil }
                let dimensions = shape[shape.index(after: open)..<shape.index(before: shape.endIndex)].split(separator: ",").compactMap { Int($0) }
                switch (shape[..<open], dimensions.count) {
                case ("vector", 1) where dimensions[0] >= 1:
                    self = .list(rows: 1, columns: dimensions[0], isVector: true, complexEntries: complexEntries)
                case ("matrix", 2) where dimensions[0] >= 1 && dimensions[1] >= 1 && dimensions[0] <= Int.max / dimensions[1]:
                    self = .list(rows: dimensions[0], columns: dimensions[1], isVector: false, complexEntries: complexEntries)
                default:
                    return nil
                }
            }
        }

        /// The kind of each entry of a list (real or complex); the kind itself for a number.
        package var entryKind: Kind {
            if case let .list(_, _, _, complexEntries) = self { return complexEntries ? .complex : .real }
            return self
        }

        /// The number of entries: 1 for a number.
        package var entryCount: Int {
            if case let .list(rows, columns, _, _) = self { return rows * columns }
            if case let .formula(terms) = self { return terms.count }
            return 1
        }

        /// The number of components a value of this kind has.
        package var componentCount: Int {
            switch self {
            case .real: 1
            case .complex: 2
            case .list: entryCount * entryKind.componentCount
            case .formula: entryCount
            }
        }

        /// What the component at `index` is, as messages about it name it (`the imaginary part`).
        /// - Parameter index: the component's index, below `componentCount`.
        /// - Returns: the part.
        package func part(at index: Int) -> ResultPart {
            switch self {
            case .real: return .result
            case .complex: return index == 0 ? .realPart : .imaginaryPart
            case let .list(_, columns, isVector, _):
                let (entry, part) = index.quotientAndRemainder(dividingBy: entryKind.componentCount)
                let indices = isVector ? [entry + 1] : [entry / columns + 1, entry % columns + 1]
                return .entry(indices: indices, part: entryKind.part(at: part))
            case .formula:
                return .entry(indices: [index + 1], part: .result)
            }
        }

        /// The parts a line report writes for a number (`re`, `im`), each with the index of the
        /// component that holds it, or nil for a part that is exactly 0 (the `im` of a real number).
        package var numberParts: [(name: String, component: Int?)] {
            switch self {
            case .real: [("re", 0), ("im", nil)]
            case .complex: [("re", 0), ("im", 1)]
            case .list, .formula: []
            }
        }

        /// The component that is the whole value when the value is a real number: that of a real
        /// result, the real part of a complex one whose imaginary part is 0 — exactly, or with
        /// `heuristically` also as a heuristic zero (the value then prints as a real number).
        func realValue(of components: [Component], heuristically: Bool) -> Component? {
            switch self {
            case .real:
                return components[0]
            case .complex:
                let imaginary = components[1]
                return (heuristically ? imaginary.isZero : imaginary.exact?.isZero == true) ? components[0] : nil
            case .list, .formula:
                return nil
            }
        }

        /// The value as one tree, from a tree per component (`node`), or nil when `node` gives none
        /// for a component: the literal syntax of the kind, used to keep a result as a variable.
        func tree(of components: [Component], _ node: (Component) -> ExpressionNode?) -> ExpressionNode? {
            switch self {
            case .real:
                return node(components[0])
            case .complex:
                guard let real = node(components[0]), let imaginary = node(components[1]) else { return nil }
                return .complexNumber(real: real, imaginary: imaginary)
            case let .list(rows, _, isVector, _):
                var entries: [ExpressionNode] = []
                for entry in self.entries(of: components) {
                    guard let tree = entryKind.tree(of: entry, node) else { return nil }
                    entries.append(tree)
                }
                if isVector { return .operation(.list, operands: Operands(entries), column: 0) }
                let width = entries.count / rows
                let matrixRows = (0..<rows).map { row -> ExpressionNode in
                    .operation(.list, operands: Operands(Array(entries[(row * width)..<((row + 1) * width)])), column: 0)
                }
                return .operation(.list, operands: Operands(matrixRows), column: 0)
            case .formula:
                // The formula's text names a variable (`x`) or stands for a value already computed:
                // the statement itself is kept.
                return nil
            }
        }

        /// The text of a value of this kind from the text `part` writes for each component, or nil
        /// when a component has none: one layout per kind.
        /// - Parameters:
        ///   - components: the value's components (`componentCount` of them).
        ///   - part: the text of one component.
        /// - Returns: the text.
        ///   - separator: what separates the entries of a list (`, `; `; ` where the decimal
        ///     separator is a comma).
        package func layout(_ components: [Component], separator: String = ", ", part: (Component) -> DecimalText?) -> DecimalText? {
            switch self {
            case .real: return part(components[0])
            case .complex: return Self.complexLayout(real: components[0], imaginary: components[1], part: part)
            case let .list(rows, columns, isVector, _):
                var text = DecimalText("[")
                for (index, entry) in entries(of: components).enumerated() {
                    let column = index % columns
                    if column == 0, !isVector { text.append(index == 0 ? "[" : "], [") } else if index > 0 { text.append(separator) }
                    guard let entryText = entryKind.layout(entry, part: part) else { return nil }
                    text.append(entryText)
                }
                text.append(isVector || rows == 0 ? "]" : "]]")
                return text
            case let .formula(terms):
                return Self.formulaLayout(terms: terms, coefficients: components.map(\.exact))
            }
        }

        /// The components of each entry of a list, in order (the one value of a number).
        package func entries(of components: [Component]) -> [[Component]] {
            let width = entryKind.componentCount
            return stride(from: 0, to: components.count, by: width).map { Array(components[$0..<($0 + width)]) }
        }

        /// `a + bi`: `1.5 + 2i`, `1.5 - 2i`, `2i` (a real part that is 0 is left out), `i` and `-i`
        /// for an imaginary part of ±1 (to the digits shown), `(3/4)i` for a part written as a
        /// fraction, and the real part alone when the imaginary part is 0 (exactly, or as a
        /// heuristic zero). The text reads back as the same number.
        private static func complexLayout(
            real: Component, imaginary: Component, part: (Component) -> DecimalText?
        ) -> DecimalText? {
            guard !imaginary.isZero else { return part(real) }
            var magnitude = DecimalText()
            let negative: Bool
            if let exact = imaginary.exact, exact == BigRational(1) || exact == BigRational(-1) {
                negative = exact.signum < 0
            } else {
                guard let text = part(imaginary) else { return nil }
                magnitude = text
                negative = magnitude.removeLeadingMinus()
                let string = magnitude.string
                if string == "1" {
                    magnitude = DecimalText()
                } else if string.contains("/") {
                    magnitude = DecimalText("(" + string + ")")
                }
            }
            var text = DecimalText()
            if !real.isZero {
                guard let realText = part(real) else { return nil }
                text = realText
                text.append(negative ? " - " : " + ")
            } else if negative {
                text.append("-")
            }
            text.append(magnitude)
            text.append("i")
            return text
        }
    }
}
