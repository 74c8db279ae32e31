import CArb

/// A C matrix type of FLINT or Arb and the functions that create, copy and free one.
protocol CMatrix {
    /// The C struct (`fmpq_mat_struct`, `arb_mat_struct`, `acb_mat_struct`).
    associatedtype Header
    /// The struct before its init function has run.
    static var uninitialized: Header { get }
    /// `*_mat_init`: a zero matrix of `rows × columns`.
    static func initialize(_ matrix: UnsafeMutablePointer<Header>, _ rows: Int, _ columns: Int)
    /// `*_mat_set`: copies `source` into `destination`, a matrix of the same shape.
    static func set(_ destination: UnsafeMutablePointer<Header>, _ source: UnsafeMutablePointer<Header>)
    /// `*_mat_clear`.
    static func clear(_ matrix: UnsafeMutablePointer<Header>)
    /// The number of rows and columns.
    static func shape(_ matrix: UnsafeMutablePointer<Header>) -> MatrixShape
}

/// FLINT's exact rational matrix.
enum FmpqMat: CMatrix {
    static var uninitialized: fmpq_mat_struct { fmpq_mat_struct() }
    static func initialize(_ matrix: UnsafeMutablePointer<fmpq_mat_struct>, _ rows: Int, _ columns: Int) { fmpq_mat_init(matrix, rows, columns) }
    static func set(_ destination: UnsafeMutablePointer<fmpq_mat_struct>, _ source: UnsafeMutablePointer<fmpq_mat_struct>) { fmpq_mat_set(destination, source) }
    static func clear(_ matrix: UnsafeMutablePointer<fmpq_mat_struct>) { fmpq_mat_clear(matrix) }
    static func shape(_ matrix: UnsafeMutablePointer<fmpq_mat_struct>) -> MatrixShape {
        MatrixShape(rows: Int(carb_fmpq_mat_nrows(matrix)), columns: Int(carb_fmpq_mat_ncols(matrix)))
    }
}

/// Arb's real ball matrix.
enum ArbMat: CMatrix {
    static var uninitialized: arb_mat_struct { arb_mat_struct() }
    static func initialize(_ matrix: UnsafeMutablePointer<arb_mat_struct>, _ rows: Int, _ columns: Int) { arb_mat_init(matrix, rows, columns) }
    static func set(_ destination: UnsafeMutablePointer<arb_mat_struct>, _ source: UnsafeMutablePointer<arb_mat_struct>) { arb_mat_set(destination, source) }
    static func clear(_ matrix: UnsafeMutablePointer<arb_mat_struct>) { arb_mat_clear(matrix) }
    static func shape(_ matrix: UnsafeMutablePointer<arb_mat_struct>) -> MatrixShape {
        MatrixShape(rows: Int(carb_arb_mat_nrows(matrix)), columns: Int(carb_arb_mat_ncols(matrix)))
    }
}

/// Arb's complex ball matrix.
enum AcbMat: CMatrix {
    static var uninitialized: acb_mat_struct { acb_mat_struct() }
    static func initialize(_ matrix: UnsafeMutablePointer<acb_mat_struct>, _ rows: Int, _ columns: Int) { acb_mat_init(matrix, rows, columns) }
    static func set(_ destination: UnsafeMutablePointer<acb_mat_struct>, _ source: UnsafeMutablePointer<acb_mat_struct>) { acb_mat_set(destination, source) }
    static func clear(_ matrix: UnsafeMutablePointer<acb_mat_struct>) { acb_mat_clear(matrix) }
    static func shape(_ matrix: UnsafeMutablePointer<acb_mat_struct>) -> MatrixShape {
        MatrixShape(rows: Int(carb_acb_mat_nrows(matrix)), columns: Int(carb_acb_mat_ncols(matrix)))
    }
}

/// The owner of one C matrix (the header of the buffer, so a matrix value costs one allocation for
/// its struct besides the entries FLINT or Arb allocate); written only while uniquely referenced.
final class MatrixStorage<C: CMatrix>: ManagedBuffer<C.Header, UInt8> {
    /// A new zero matrix of `shape` (checked by the caller), in storage no other value refers to.
    static func make(_ shape: MatrixShape) -> MatrixStorage<C> {
        let storage = unsafeDowncast(create(minimumCapacity: 0) { _ in C.uninitialized }, to: MatrixStorage<C>.self)
        C.initialize(storage.value, shape.rows, shape.columns)
        return storage
    }

    /// A copy of this matrix in new storage.
    func copy() -> MatrixStorage<C> {
        let result = Self.make(shape)
        C.set(result.value, value)
        return result
    }

    /// The C matrix, valid while this storage is alive.
    var value: UnsafeMutablePointer<C.Header> {
        withUnsafeMutablePointerToHeader { $0 }
    }

    /// The number of rows and columns.
    var shape: MatrixShape { C.shape(value) }

    deinit {
        C.clear(value)
    }
}
