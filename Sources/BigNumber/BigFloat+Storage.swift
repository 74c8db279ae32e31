import CMPFR

extension BigFloat {
    /// The header of a value's storage: the `mpfr_t` (first, at offset 0, so that a pointer to the
    /// header is a pointer to it) and whether the precision is stated.
    @usableFromInline
    struct Header {
        /// The MPFR number; its limbs are the storage's elements.
        @usableFromInline
        var value: __mpfr_struct
        /// Whether the precision is stated (see `BigFloat.hasStatedPrecision`).
        @usableFromInline
        var hasStatedPrecision: Bool

        @inlinable
        init(hasStatedPrecision: Bool) {
            value = __mpfr_struct()
            self.hasStatedPrecision = hasStatedPrecision
        }
    }

    /// The owner of one `mpfr_t` and its limbs, in a single allocation: the `mpfr_t` is the
    /// buffer's header and the limbs are its elements (MPFR's custom interface,
    /// `mpfr_custom_init_set`), so a value costs one `malloc` instead of three. MPFR never
    /// reallocates the limbs because a value's precision never changes; the storage is written
    /// only while uniquely referenced.
    @usableFromInline
    final class Storage: ManagedBuffer<Header, mp_limb_t> {
        /// A NaN of `precision` bits.
        /// - Parameters:
        ///   - precision: The precision in bits; outside 1...2³⁸ it traps (a programmer error).
        ///   - stated: whether the precision is stated.
        /// - Returns: Storage no other value refers to.
        @inlinable
        static func make(precision: Int, stated: Bool = true) -> Storage {
            precondition(
                BigFloat.isValidPrecision(precision),
                "BigFloat precision \(precision) is outside \(BigFloat.minimumPrecision)...\(BigFloat.maximumPrecision)")
            cmpfr_widen_exponent_range()
            let limbCount = (precision + Int(GMP_NUMB_BITS) - 1) / Int(GMP_NUMB_BITS)
            let storage = unsafeDowncast(
                create(minimumCapacity: limbCount) { _ in Header(hasStatedPrecision: stated) }, to: Storage.self)
            storage.withUnsafeMutablePointers { header, limbs in
                mpfr_custom_init_set(
                    UnsafeMutableRawPointer(header).assumingMemoryBound(to: __mpfr_struct.self),
                    Int32(MPFR_NAN_KIND.rawValue), 0, mpfr_prec_t(precision), limbs)
            }
            return storage
        }

        /// The `mpfr_t`, valid while this storage is alive.
        @inlinable
        var value: UnsafeMutablePointer<__mpfr_struct> {
            withUnsafeMutablePointerToHeader { UnsafeMutableRawPointer($0).assumingMemoryBound(to: __mpfr_struct.self) }
        }

        /// Whether the precision is stated; written only while uniquely referenced.
        @inlinable
        var hasStatedPrecision: Bool {
            get { withUnsafeMutablePointerToHeader { $0.pointee.hasStatedPrecision } }
            set { withUnsafeMutablePointerToHeader { $0.pointee.hasStatedPrecision = newValue } }
        }

        /// A copy with the same precision, value and statedness.
        @inlinable
        func copy() -> Storage {
            let result = Storage.make(precision: Int(mpfr_get_prec(value)), stated: hasStatedPrecision)
            mpfr_set(result.value, value, MPFR_RNDN)
            return result
        }
    }
}
