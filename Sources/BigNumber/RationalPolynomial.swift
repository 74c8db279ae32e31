import CArb

/// A polynomial with exact rational coefficients over FLINT's `fmpq_poly_t`: square-free
/// factorisation and proven complex roots with exact multiplicities (`complexRoots(precision:)`).
///
/// An immutable value: every operation writes a new one, so copies share their storage safely
/// (copy-on-write without writes). Coefficients are listed from the constant term up. The degree
/// is checked before FLINT allocates (`maximumDegree` unless a call passes another limit), so a
/// polynomial too large is a `PolynomialError`, never a trap.
///
/// `Sendable` because a value is only ever written by the operation that creates it; the
/// conformance is unchecked only because the storage is a `ManagedBuffer`, which the standard
/// library does not mark `Sendable`.
public struct RationalPolynomial: @unchecked Sendable {
    let storage: Storage

    init(storage: Storage) {
        self.storage = storage
    }

    /// The highest degree a polynomial may have unless a call passes another limit: 4096 (four
    /// times the size of the largest default `RationalMatrix`, whose characteristic polynomial
    /// must fit). Root isolation takes time growing faster than the square of the degree.
    public static let maximumDegree = 4096

    /// The polynomial `c₀ + c₁x + c₂x² + …` of `coefficients` (trailing zeros are dropped).
    /// - Parameters:
    ///   - coefficients: the coefficients, constant term first.
    ///   - limit: the highest degree allowed.
    /// - Throws: `PolynomialError.degreeTooLarge` above `limit`.
    public init(_ coefficients: [BigRational], limit: Int = maximumDegree) throws(PolynomialError) {
        let count = (coefficients.lastIndex { !$0.isZero } ?? -1) + 1
        guard count - 1 <= limit else { throw .degreeTooLarge(degree: count - 1, limit: limit) }
        storage = Storage.make()
        fmpq_poly_fit_length(storage.value, count)
        for (k, c) in coefficients.prefix(count).enumerated() {
            withFmpq(c) { fmpq_poly_set_coeff_fmpq(storage.value, k, $0) }
        }
    }

    /// The polynomial of the integer `coefficients`, constant term first.
    /// - Parameters:
    ///   - coefficients: the coefficients, constant term first.
    ///   - limit: the highest degree allowed.
    /// - Throws: `PolynomialError.degreeTooLarge` above `limit`.
    public init(integers coefficients: [BigInt], limit: Int = maximumDegree) throws(PolynomialError) {
        try self.init(coefficients.map(BigRational.init), limit: limit)
    }

    /// The characteristic polynomial det(x·I − `matrix`) (FLINT's `fmpq_mat_charpoly`), monic
    /// of degree n for an n×n matrix.
    /// - Parameter matrix: a square matrix.
    /// - Throws: `MatrixError.notSquare`.
    public init(characteristicPolynomialOf matrix: RationalMatrix) throws(MatrixError) {
        try requireSquare("characteristic polynomial", matrix.shape)
        storage = Storage.make()
        if matrix.rowCount == 0 {
            fmpq_poly_one(storage.value)
        } else {
            withExtendedLifetime(matrix) { fmpq_mat_charpoly(storage.value, matrix.storage.value) }
        }
    }

    /// The degree, −1 for the zero polynomial.
    public var degree: Int { Int(fmpq_poly_degree(storage.value)) }

    /// Whether this is the zero polynomial.
    public var isZero: Bool { fmpq_poly_is_zero(storage.value) != 0 }

    /// The coefficients, constant term first, up to the leading one (empty for the zero polynomial).
    public var coefficients: [BigRational] {
        withExtendedLifetime(self) {
            (0..<Int(fmpq_poly_length(storage.value))).map { k in
                withFmpq(BigRational(0)) { q in
                    fmpq_poly_get_coeff_fmpq(q, storage.value, k)
                    return RationalMatrix.rational(q)
                }
            }
        }
    }

    /// The owner of one `fmpq_poly_t`; written only by the operation that creates it.
    final class Storage: ManagedBuffer<fmpq_poly_struct, UInt8> {
        /// A new zero polynomial, in storage no other value refers to.
        static func make() -> Storage {
            let storage = unsafeDowncast(create(minimumCapacity: 0) { _ in fmpq_poly_struct() }, to: Storage.self)
            fmpq_poly_init(storage.value)
            return storage
        }

        /// The `fmpq_poly_t`, valid while this storage is alive.
        var value: UnsafeMutablePointer<fmpq_poly_struct> {
            withUnsafeMutablePointerToHeader { $0 }
        }

        deinit {
            fmpq_poly_clear(value)
        }
    }
}

extension RationalPolynomial: Equatable, CustomStringConvertible {
    /// Whether the two polynomials have equal coefficients.
    /// - Parameters:
    ///   - a: a polynomial.
    ///   - b: another polynomial.
    /// - Returns: whether they are equal.
    public static func == (a: RationalPolynomial, b: RationalPolynomial) -> Bool {
        withExtendedLifetime((a, b)) { fmpq_poly_equal(a.storage.value, b.storage.value) != 0 }
    }

    /// The coefficients in brackets, constant term first: `[-1, 0, 1]` for x² − 1.
    public var description: String {
        "[" + coefficients.map(\.description).joined(separator: ", ") + "]"
    }
}
