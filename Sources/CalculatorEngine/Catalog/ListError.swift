import BigNumber

/// Why an operation on lists and matrices has no result: which operation, and what is wrong with
/// its operands. Shapes are named as messages show them ("a 2×3 matrix", "a vector of 3").
public struct ListError: Sendable, Hashable, CustomStringConvertible {
    /// The operation that refused.
    package let operation: CatalogOperation
    /// What is wrong.
    package let problem: Problem

    /// What is wrong with the operands of a list or matrix operation.
    package enum Problem: Sendable, Hashable {
        /// The shapes of the two operands do not fit the operation.
        case shapeMismatch(String, String)
        /// The operation needs a square matrix, and got this shape.
        case notSquare(String)
        /// The operation needs a vector of `length` entries, and got this shape.
        case needsVector(length: Int?, got: String)
        /// The operation needs a list or a matrix, and got a number.
        case needsList
        /// A list where the operation needs a number (a bound, an index, a condition).
        case needsNumber
        /// Row `row` (from 1) of a matrix has `count` entries where the first has `expected`.
        case ragged(row: Int, count: Int, expected: Int)
        /// A list whose entries are matrices, or a matrix whose entries are lists.
        case nested
        /// A list with no entries.
        case empty
        /// Index `index` (from 1) outside a dimension of `size` (`dimension`: "entries", "rows", "columns") of `shape`.
        case indexOutOfRange(index: String, size: Int, dimension: String, shape: String)
        /// More indices than the value has dimensions.
        case tooManyIndices(String)
        /// The exact matrix is singular.
        case singular
        /// `eigenvectors` of a matrix whose eigenvalues could not be proven simple at `bits` bits,
        /// the maximum precision (a multiple eigenvalue never is).
        case eigenvaluesNotSimple(bits: Int)
        /// `x / A` or `A / B`: there is no division by a matrix.
        case divisionByMatrix
        /// `v * w` of two vectors, which is not a matrix product.
        case productOfVectors
        /// A matrix power whose exponent is not an integer.
        case matrixPowerExponent
        /// A list of `entries` entries, more than the `limit` the memory budget allows.
        case tooLarge(entries: Double, limit: Int)
    }

    /// A refusal by `operation`.
    /// - Parameters:
    ///   - operation: the operation.
    ///   - problem: what is wrong.
    package init(_ operation: CatalogOperation, _ problem: Problem) {
        self.operation = operation
        self.problem = problem
    }

    /// The message for a person.
    public var description: String {
        let name = operation.row.spokenName
        switch problem {
        case let .shapeMismatch(left, right):
            return "shapes do not match for \(name): \(left) and \(right)"
        case let .notSquare(shape):
            return "\(name) needs a square matrix, got \(shape)"
        case let .needsVector(length, got):
            return "\(name) needs a vector" + (length.map { " of \($0)" } ?? "") + ", got \(got)"
        case .needsList:
            return "\(name) needs a list or a matrix, got a number"
        case .needsNumber:
            return "\(name) needs a number here, got a list"
        case let .ragged(row, count, expected):
            return "ragged matrix: row \(row) has \(count) \(count == 1 ? "entry" : "entries"), row 1 has \(expected)"
        case .nested:
            return "entries of a matrix must be numbers (a list of matrices is not supported)"
        case .empty:
            return "empty list: a list needs at least one entry"
        case let .indexOutOfRange(index, size, dimension, shape):
            return "index \(index) out of range: \(shape) has \(size) \(dimension)"
        case let .tooManyIndices(shape):
            return shape == "a number" ? "a number has no index: only lists and matrices have entries" : "too many indices for \(shape)"
        case .singular:
            return "matrix is singular"
        case let .eigenvaluesNotSimple(bits):
            return "the eigenvalues could not be proven simple at the maximum precision of \(bits) bits, "
                + "and eigenvectors are given only for simple eigenvalues"
        case .divisionByMatrix:
            return "no division by a matrix: use inv(A) (x / A is x * inv(A))"
        case .productOfVectors:
            return "no product of two vectors: use dot(v, w), or a matrix such as [v] * transpose([w])"
        case .matrixPowerExponent:
            return "a matrix power needs an integer exponent (A^n; A^-1 is inv(A))"
        case let .tooLarge(entries, limit):
            let count = entries < 1e15 ? String(Int(entries)) : String(entries)
            return limit >= MatrixShape.maximumEntryCount ? "list too large: \(count) entries, more than the \(limit) a list may have"
                : "list too large: \(count) entries, more than the \(limit) the memory budget allows at this precision"
        }
    }

    /// The stable code: a singular matrix, an index, a shape.
    var code: ErrorCode {
        switch problem {
        case .singular: .singular
        case .tooLarge: .tooLarge
        case .eigenvaluesNotSimple: .precision
        case .indexOutOfRange, .tooManyIndices: .index
        case .shapeMismatch, .notSquare, .needsVector, .needsList, .needsNumber, .ragged, .nested, .empty,
             .divisionByMatrix, .productOfVectors, .matrixPowerExponent: .shape
        }
    }
}
