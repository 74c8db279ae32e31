import CArb

/// A FLINT integer matrix (`fmpz_mat_t`) owned by one computation: the lattice bases of the
/// recognition algorithms. Freed with the last reference.
final class FmpzMatrix {
    let value: UnsafeMutablePointer<fmpz_mat_struct>
    let rows: Int
    let columns: Int

    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        value = .allocate(capacity: 1)
        fmpz_mat_init(value, rows, columns)
    }

    deinit {
        fmpz_mat_clear(value)
        value.deallocate()
    }

    /// The entry in row `row` and column `column` (both from 0), valid while the matrix lives.
    func entry(_ row: Int, _ column: Int) -> UnsafeMutablePointer<fmpz> {
        carb_fmpz_mat_entry(value, row, column)
    }

    /// The determinants d₁ … dₙ of the leading 1×1 … n×n blocks of this square matrix, by one
    /// fraction-free elimination (`fmpz_mat_fflu`: the k-th pivot is dₖ when no row is swapped,
    /// as for a positive definite matrix); each block's determinant on its own otherwise.
    func leadingMinors() -> [BigInt] {
        let n = rows
        let elimination = FmpzMatrix(rows: n, columns: n)
        let permutation = UnsafeMutablePointer<Int>.allocate(capacity: Swift.max(n, 1))
        defer { permutation.deallocate() }
        for i in 0..<n { permutation[i] = i }
        let rank = withFmpz(BigInt(0)) { fmpz_mat_fflu(elimination.value, $0, permutation, value, 0) }
        if rank == n, (0..<n).allSatisfy({ permutation[$0] == $0 }) {
            return (0..<n).map { bigInt(fromFmpz: elimination.entry($0, $0)) }
        }
        return n == 0 ? [] : (1...n).map(leadingMinor)
    }

    /// The determinant of the leading `k × k` block.
    func leadingMinor(_ k: Int) -> BigInt {
        let window = UnsafeMutablePointer<fmpz_mat_struct>.allocate(capacity: 1)
        defer { window.deallocate() }
        fmpz_mat_window_init(window, value, 0, 0, k, k)
        defer { fmpz_mat_window_clear(window) }
        return withFmpz(BigInt(0)) { determinant in
            fmpz_mat_det(determinant, window)
            return bigInt(fromFmpz: determinant)
        }
    }
}
