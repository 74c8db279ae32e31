#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// A per-thread spare storage, so that `a = a * b + c` in a loop allocates nothing.
//
// In that expression the old `a` is still referenced by the variable while `a * b` runs, so the
// product needs storage of its own, and the old storage is freed when the variable is assigned.
// A Swift object cannot be handed to a cache from its `deinit`, so the cache keeps a reference
// before the value is dropped instead: an operator whose left operand is shared (the `a` of
// `a * b`) leaves that operand's storage with the thread as its spare, and takes the previous spare
// for its result when nothing else refers to it any more and it has the precision asked for. In the
// loop, the spare is always the `a` of the iteration before: one storage object alternates with
// another, and no iteration allocates.
//
// The spare is one object per thread, kept under a POSIX thread-specific key whose destructor
// releases it when the thread ends; values of more than `maximumSparePrecision` bits are never
// kept, so a thread holds at most one such small object beyond its live values. A value whose
// storage is the spare is still written in place: `makeUnique` drops the thread's claim first.

/// The key of each thread's spare cell: a pointer, allocated on the thread's first use, to a
/// retained `BigFloat.Storage` or nil. The cell is written without `pthread_setspecific`, which
/// costs more than the rest of the exchange.
private let spareKey: pthread_key_t? = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { cell in
        #if canImport(Darwin)
        let cell = cell.assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
        #else
        guard let cell = cell?.assumingMemoryBound(to: UnsafeMutableRawPointer?.self) else { return }
        #endif
        if let spare = cell.pointee { Unmanaged<AnyObject>.fromOpaque(spare).release() }
        cell.deallocate()
    }
    // Without a key (the process is out of keys) there are no spares: every result allocates.
    return status == 0 ? key : nil
}()

/// The calling thread's spare cell, made on its first use; nil when the thread cannot have one
/// (no key, or no memory for the thread's slot), and then results simply allocate.
private func spareCell() -> UnsafeMutablePointer<UnsafeMutableRawPointer?>? {
    guard let spareKey else { return nil }
    if let cell = pthread_getspecific(spareKey) { return cell.assumingMemoryBound(to: UnsafeMutableRawPointer?.self) }
    let cell = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: 1)
    cell.initialize(to: nil)
    guard pthread_setspecific(spareKey, cell) == 0 else {
        cell.deallocate()
        return nil
    }
    return cell
}

extension BigFloat.Storage {
    /// The largest precision, in bits, of a storage kept as a thread's spare (about 2 KB of limbs).
    @usableFromInline
    static var maximumSparePrecision: Int { 1 << 14 }

    /// Storage of `precision` bits for the result of an operator whose left operand's storage
    /// `shared` is referenced elsewhere: the thread's spare when it has that precision and nothing
    /// else refers to it, else new storage. `shared` becomes the thread's spare. The result's value
    /// is unspecified (the caller writes it); no other value refers to it.
    /// - Parameters:
    ///   - precision: the precision of the result, in bits (valid).
    ///   - stated: whether the result's precision is stated.
    ///   - shared: the storage of the operand that is still referenced elsewhere.
    /// - Returns: storage no other value refers to.
    @usableFromInline
    static func forResult(precision: Int, stated: Bool, leaving shared: BigFloat.Storage) -> BigFloat.Storage {
        guard let cell = spareCell() else { return make(precision: precision, stated: stated) }
        let previous = cell.pointee
        cell.pointee = Int(shared.value.pointee._mpfr_prec) <= maximumSparePrecision
            ? Unmanaged.passRetained(shared).toOpaque() : nil
        guard let previous else { return make(precision: precision, stated: stated) }
        var spare = Unmanaged<BigFloat.Storage>.fromOpaque(previous).takeRetainedValue()
        guard isKnownUniquelyReferenced(&spare), Int(spare.value.pointee._mpfr_prec) == precision else {
            return make(precision: precision, stated: stated)
        }
        spare.hasStatedPrecision = stated
        return spare
    }

    /// Drops the thread's claim on `storage` if it is the thread's spare, so that a value holding
    /// it can be written in place.
    /// - Parameter storage: the storage of a value about to be written.
    /// - Returns: whether `storage` was the thread's spare.
    @usableFromInline
    static func unclaim(_ storage: BigFloat.Storage) -> Bool {
        guard let spareKey, let raw = pthread_getspecific(spareKey) else { return false }
        let cell = raw.assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
        guard let spare = cell.pointee, spare == Unmanaged.passUnretained(storage).toOpaque() else { return false }
        cell.pointee = nil
        Unmanaged<BigFloat.Storage>.fromOpaque(spare).release()
        return true
    }
}
