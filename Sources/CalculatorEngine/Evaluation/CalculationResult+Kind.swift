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

        /// The name of the kind in the `Codable` form of a result.
        var name: String {
            switch self {
            case .real: "real"
            case .complex: "complex"
            }
        }

        /// The kind named `name`, or nil.
        init?(name: String) {
            switch name {
            case "real": self = .real
            case "complex": self = .complex
            default: return nil
            }
        }

        /// The number of components a value of this kind has.
        package var componentCount: Int {
            switch self {
            case .real: 1
            case .complex: 2
            }
        }

        /// What the component at `index` is, as messages about it name it (`the imaginary part`).
        /// - Parameter index: the component's index, below `componentCount`.
        /// - Returns: the part.
        package func part(at index: Int) -> ResultPart {
            switch self {
            case .real: .result
            case .complex: index == 0 ? .realPart : .imaginaryPart
            }
        }

        /// The parts a line report writes for a number (`re`, `im`), each with the index of the
        /// component that holds it, or nil for a part that is exactly 0 (the `im` of a real number).
        package var numberParts: [(name: String, component: Int?)] {
            switch self {
            case .real: [("re", 0), ("im", nil)]
            case .complex: [("re", 0), ("im", 1)]
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
            }
        }

        /// The text of a value of this kind from the text `part` writes for each component, or nil
        /// when a component has none: one layout per kind.
        /// - Parameters:
        ///   - components: the value's components (`componentCount` of them).
        ///   - part: the text of one component.
        /// - Returns: the text.
        package func layout(_ components: [Component], part: (Component) -> DecimalText?) -> DecimalText? {
            switch self {
            case .real: part(components[0])
            case .complex: Self.complexLayout(real: components[0], imaginary: components[1], part: part)
            }
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
            for piece in magnitude.pieces { text.append(piece) }
            text.append("i")
            return text
        }
    }
}
