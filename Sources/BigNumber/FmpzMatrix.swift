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
