import BigNumber

/// The one catalog of operations that the expression language and the keypad brain are built
/// from, and its indexes by spelling. A new operation is one `CatalogOperation` case and its row.
package enum OperationCatalog {
    /// Every row, in `CatalogOperation` order (help order).
    package static let rows: [CatalogRow] = CatalogOperation.allCases.map(row)

    /// The row of each operation; the switch is exhaustive, so a case without a row does not compile.
    private static func row(_ operation: CatalogOperation) -> CatalogRow {
        switch operation {
        case .add: .addition
        case .subtract: .subtraction
        case .multiply: .multiplication
        case .divide: .division
        case .modulo: .modulo
        case .equals: .equals
        case .negate: .negation
        case .percent: .percentage
        case .reciprocal: .reciprocal
        case .absoluteValue: .absoluteValue
        case .sign: .sign
        case .realPart: .realPart
        case .imaginaryPart: .imaginaryPart
        case .argument: .argument
        case .conjugate: .conjugate
        case .floor: .floor
        case .ceiling: .ceiling
        case .round: .round
        case .truncate: .truncate
        case .fractionalPart: .fractionalPart
        case .minimum: .minimum
        case .maximum: .maximum
        case .mean: .mean
        case .median: .median
        case .variance: .variance
        case .standardDeviation: .standardDeviation
        case .populationVariance: .populationVariance
        case .populationStandardDeviation: .populationStandardDeviation
        case .less: .less
        case .lessOrEqual: .lessOrEqual
        case .greater: .greater
        case .greaterOrEqual: .greaterOrEqual
        case .equal: .equal
        case .notEqual: .notEqual
        case .logicalAnd: .logicalAnd
        case .logicalOr: .logicalOr
        case .logicalNot: .logicalNot
        case .conditional: .conditional
        case .summation: .summation
        case .productOfTerms: .productOfTerms
        case .solve: .solve
        case .integrate: .integrate
        case .derivative: .derivative
        case .derivativeOfOrder: .derivativeOfOrder
        case .taylor: .taylor
        case .polynomialRoots: .polynomialRoots
        case .power: .power
        case .root: .root
        case .nthRoot: .nthRoot
        case .timesTenToThe: .timesTenToThe
        case .squareRoot: .squareRoot
        case .cubeRoot: .cubeRoot
        case .square: .square
        case .cube: .cube
        case .exponential: .exponential
        case .powerOfTen: .powerOfTen
        case .powerOfTwo: .powerOfTwo
        case .exponentialMinusOne: .exponentialMinusOne
        case .hypotenuse: .hypotenuse
        case .arithmeticGeometricMean: .arithmeticGeometricMean
        case .naturalLogarithm: .naturalLogarithm
        case .commonLogarithm: .commonLogarithm
        case .binaryLogarithm: .binaryLogarithm
        case .logarithmOfOnePlus: .logarithmOfOnePlus
        case .logarithmToBase: .logarithmToBase
        case .sine: .sine
        case .cosine: .cosine
        case .tangent: .tangent
        case .secant: .secant
        case .cosecant: .cosecant
        case .cotangent: .cotangent
        case .arcsine: .arcsine
        case .arccosine: .arccosine
        case .arctangent: .arctangent
        case .arctangentOfPoint: .arctangentOfPoint
        case .hyperbolicSine: .hyperbolicSine
        case .hyperbolicCosine: .hyperbolicCosine
        case .hyperbolicTangent: .hyperbolicTangent
        case .inverseHyperbolicSine: .inverseHyperbolicSine
        case .inverseHyperbolicCosine: .inverseHyperbolicCosine
        case .inverseHyperbolicTangent: .inverseHyperbolicTangent
        case .factorial: .factorial
        case .doubleFactorial: .doubleFactorial
        case .gamma: .gamma
        case .logGamma: .logGamma
        case .digamma: .digamma
        case .zeta: .zeta
        case .errorFunction: .errorFunction
        case .complementaryErrorFunction: .complementaryErrorFunction
        case .inverseErrorFunction: .inverseErrorFunction
        case .inverseComplementaryErrorFunction: .inverseComplementaryErrorFunction
        case .sinc: .sinc
        case .binomial: .binomial
        case .greatestCommonDivisor: .greatestCommonDivisor
        case .leastCommonMultiple: .leastCommonMultiple
        case .bitwiseAnd: .bitwiseAnd
        case .bitwiseOr: .bitwiseOr
        case .bitwiseXor: .bitwiseXor
        case .bitwiseNot: .bitwiseNot
        case .shiftLeft: .shiftLeft
        case .shiftRight: .shiftRight
        case .isPrime: .isPrime
        case .nextPrime: .nextPrime
        case .previousPrime: .previousPrime
        case .powerModulo: .powerModulo
        case .modularInverse: .modularInverse
        case .totient: .totient
        case .divisorCount: .divisorCount
        case .factorization: .factorization
        case .integerSquareRoot: .integerSquareRoot
        case .integerRoot: .integerRoot
        case .digitCount: .digitCount
        case .decimalDigitCount: .decimalDigitCount
        case .beta: .beta
        case .polygamma: .polygamma
        case .hurwitzZeta: .hurwitzZeta
        case .exponentialIntegral: .exponentialIntegral
        case .logarithmicIntegral: .logarithmicIntegral
        case .lambertW: .lambertW
        case .lambertWBranch: .lambertWBranch
        case .besselJ: .besselJ
        case .besselY: .besselY
        case .besselI: .besselI
        case .besselK: .besselK
        case .airyAi: .airyAi
        case .airyBi: .airyBi
        case .ellipticK: .ellipticK
        case .ellipticE: .ellipticE
        case .polylogarithm: .polylogarithm
        case .pi: .pi
        case .e: .e
        case .imaginaryUnit: .imaginaryUnit
        case .eulerGamma: .eulerGamma
        case .catalan: .catalan
        case .lnTwo: .lnTwo
        case .random: .random
        case .infinity: .infinity
        case .list: .list
        case .index: .index
        case .sequence: .sequence
        case .length: .length
        case .size: .size
        case .identityMatrix: .identityMatrix
        case .zeroMatrix: .zeroMatrix
        case .listSum: .listSum
        case .listProduct: .listProduct
        case .determinant: .determinant
        case .transpose: .transpose
        case .conjugateTranspose: .conjugateTranspose
        case .trace: .trace
        case .rank: .rank
        case .linearSolve: .linearSolve
        case .dot: .dot
        case .cross: .cross
        case .norm: .norm
        case .eigenvalues: .eigenvalues
        case .eigenvectors: .eigenvectors
        case .continuedFraction: .continuedFraction
        case .bestApproximation: .bestApproximation
        case .integerRelation: .integerRelation
        case .algebraicRelation: .algebraicRelation
        case .identify: .identify
        }
    }

    /// The largest exact result, in bits, that exact operations compute (about a million decimal
    /// digits); larger results are computed on balls instead.
    package static let exactBitLimit = BigFloat.bits(forDigits: 1_000_000)

    /// Every name usable in an expression, for suggestions and help.
    package static var allNames: [String] { rows.flatMap(\.names) }

    /// The operation behind a keypad token: a key label (`"√"`) or one of its names (`"sqrt"`, `"*"`).
    /// Only operations with a key are considered.
    /// - Parameter token: the label or alias.
    /// - Returns: the operation, or nil when no key has that label or alias.
    package static func operation(forKey token: String) -> CatalogOperation? {
        keyIndex[token]
    }

    /// The operations one name denotes in an expression, by number of operands: `"log"` is log₁₀(x)
    /// and log(x, b); `"gamma"` is Γ(x) and the constant γ.
    /// - Parameter name: the name.
    /// - Returns: the operations, or nil for an unknown name.
    package static func operations(named name: String) -> NamedOperations? {
        // Operator symbols (`+`, `*`, `^`…) are one ASCII byte: read them from a table, not a hash.
        var utf8 = name.utf8.makeIterator()
        if let byte = utf8.next(), byte < 0x80, utf8.next() == nil { return singleByteIndex[Int(byte)] }
        return nameIndex[name]
    }

    /// The operations each of a few short names denotes, read from the rows in one pass: what
    /// `operations(named:)` returns for each, without building the index of every name.
    /// - Parameter names: the names (operator symbols), at most three bytes each.
    /// - Returns: the operations of each name, in the order of `names`.
    package static func operations(namedEach names: [String]) -> [NamedOperations?] {
        // Names compare as integers: comparing Strings checks canonical equivalence, which costs
        // more than reading every row.
        let keys = names.map(shortKey)
        var found = [NamedOperations?](repeating: nil, count: names.count)
        for row in rows {
            for name in row.names {
                guard let key = shortKey(name), let position = keys.firstIndex(of: key) else { continue }
                NamedOperations.record(row, in: &found[position])
            }
        }
        return found
    }

    /// The UTF-8 bytes of a name of at most three bytes and their number, in one integer; nil for
    /// a longer name.
    private static func shortKey(_ name: String) -> UInt32? {
        var key: UInt32 = 0
        var count: UInt32 = 0
        for byte in name.utf8 {
            guard count < 3 else { return nil }
            key = key << 8 | UInt32(byte)
            count += 1
        }
        return key | count << 24
    }

    /// The operations one name denotes, by their number of operands (0 for constants, 1, 2, …),
    /// and the function of a list it may denote.
    package struct NamedOperations: Sendable {
        /// The operation taking each number of operands, indexed by that number.
        fileprivate(set) var byArity: [CatalogOperation?] = [nil, nil, nil, nil, nil]
        /// The function of a list of operands, taking any number not in `byArity`.
        fileprivate(set) var variadic: CatalogOperation?
        /// Whether one of the operations is a form that binds a variable (`sum`, `solve`).
        package fileprivate(set) var bindsVariable = false

        /// Whether the name is only a constant that a variable of the same name replaces (`i`).
        package var yieldsToVariables: Bool {
            (byArity + [variadic]).compactMap { $0 }.allSatisfy { $0.row.traits.contains(.yieldsToVariables) }
        }

        /// Whether one of the operations reads its operands as written (`identify`): the parser
        /// then labels the entries of a list literal among its arguments with their text.
        package var readsWrittenOperands: Bool {
            (byArity + [variadic]).contains { $0?.row.readsWrittenOperands == true }
        }

        /// The operation taking `arity` operands, if any.
        /// - Parameter arity: the number of operands.
        /// - Returns: the operation, or nil.
        package func operation(arity: Int) -> CatalogOperation? {
            let fixed = arity >= 0 && arity < byArity.count ? byArity[arity] : nil
            return fixed ?? (arity >= 1 ? variadic : nil)
        }

        /// The numbers of operands the operations take, ascending.
        package var arities: [Int] { byArity.indices.filter { byArity[$0] != nil } }

        /// Adds the operation of `row`, one of the rows that spell this name, read in catalog order:
        /// the first row of each number of operands keeps it. An entry is made only when the row
        /// records something.
        fileprivate static func record(_ row: CatalogRow, in entry: inout NamedOperations?) {
            var named = entry ?? NamedOperations()
            var recorded = false
            if row.isVariadic { named.variadic = row.operation; recorded = true }
            if let form = row.form, form.boundVariableOperand != nil { named.bindsVariable = true; recorded = true }
            if let arity = row.arity, arity < named.byArity.count, named.byArity[arity] == nil {
                named.byArity[arity] = row.operation
                recorded = true
            }
            if recorded { entry = named }
        }
    }

    private static let nameIndex: [String: NamedOperations] = {
        var index: [String: NamedOperations] = [:]
        for row in rows {
            for name in row.names { NamedOperations.record(row, in: &index[name]) }
        }
        return index
    }()

    /// `nameIndex` for the names of one ASCII byte, indexed by that byte. Read from the rows, not
    /// from `nameIndex`, so that a line of operators and one-letter names never hashes every name.
    private static let singleByteIndex: [NamedOperations?] = {
        var index = [NamedOperations?](repeating: nil, count: 0x80)
        for row in rows {
            for name in row.names {
                var utf8 = name.utf8.makeIterator()
                guard let byte = utf8.next(), byte < 0x80, utf8.next() == nil else { continue }
                NamedOperations.record(row, in: &index[Int(byte)])
            }
        }
        return index
    }()

    private static let keyIndex: [String: CatalogOperation] = {
        var index: [String: CatalogOperation] = [:]
        for row in rows {
            guard let key = row.key else { continue }
            for token in [key] + row.names where index[token] == nil {
                index[token] = row.operation
            }
        }
        return index
    }()
}
