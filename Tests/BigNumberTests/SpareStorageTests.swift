import BigNumber
import Testing

/// An operator whose left operand is still referenced elsewhere leaves that operand's storage with
/// the thread as its spare and takes the previous spare for its result when nothing else refers to
/// it (`a = a * b + c` in a loop then allocates nothing). A value whose storage is the spare is
/// still a value: never written by another result, written in place only when it is its own.
/// Expected values are exact integer arithmetic.
@Suite struct SpareStorageTests {
    /// The loop in its three spellings gives the same bits, at each precision (a, b, c integers
    /// so that every step is exact: a = 3 → 3·5 + 7 = 22 → 117 → …).
    @Test(arguments: [64, 128, 1024, 20_000])
    func multiplyAddLoopMatchesInPlace(bits: Int) {
        let b = BigFloat(5, precision: bits), c = BigFloat(7, precision: bits)
        var expression = BigFloat(3, precision: bits)
        var consuming = expression
        var inPlace = expression
        var exact = 3
        for _ in 0..<20 {
            expression = expression * b + c
            consuming = (consume consuming) * b + c
            inPlace *= b
            inPlace += c
            exact = exact * 5 + 7
        }
        #expect(Int(exactly: expression) == exact)
        #expect(Int(exactly: consuming) == exact)
        #expect(Int(exactly: inPlace) == exact)
        #expect(expression.precision == bits && consuming.precision == bits && inPlace.precision == bits)
    }

    /// The spare is an operand that is still alive: later results must not be written over it.
    @Test func aLiveSpareIsNeverAResult() {
        let x = BigFloat(3, precision: 64), y = BigFloat(5, precision: 64)
        let p = x * y                 // x's storage becomes the spare
        let q = y * x                 // the spare (x) is referenced by x: not taken
        let r = x * x
        #expect(Int(exactly: x) == 3 && Int(exactly: y) == 5)
        #expect(Int(exactly: p) == 15 && Int(exactly: q) == 15 && Int(exactly: r) == 9)
    }

    /// A value whose storage is the spare is written in place without touching its copies.
    @Test func mutatingTheSpareLeavesItsCopies() {
        var x = BigFloat(3, precision: 64)
        let copy = x
        let product = x * BigFloat(5, precision: 64)     // x's storage (shared with copy) becomes the spare
        x += BigFloat(1, precision: 64)
        #expect(Int(exactly: x) == 4 && Int(exactly: copy) == 3 && Int(exactly: product) == 15)
        var alone = BigFloat(10, precision: 64)
        let half = alone / BigFloat(2, precision: 64)    // alone's storage becomes the spare
        alone -= BigFloat(1, precision: 64)              // taken back from the spare, written in place
        #expect(Int(exactly: alone) == 9 && Int(exactly: half) == 5)
    }

    /// A spare of another precision is not taken; the result has the precision asked for.
    @Test func aSpareOfAnotherPrecisionIsNotTaken() {
        var a = BigFloat(3, precision: 64)
        let b = BigFloat(5, precision: 64)
        a = a * b                                         // spare: a 64-bit storage, dropped
        let wide = BigFloat(2, precision: 200)
        let w = wide * BigFloat(1, precision: 200)
        #expect(w.precision == 200 && Int(exactly: w) == 2)
        let literal: BigFloat = 4
        let s = literal * b                               // literal: precision not stated
        #expect(s.precision == 64 && s.hasStatedPrecision && Int(exactly: s) == 20)
        #expect(Int(exactly: a) == 15)
    }

    /// Each thread has its own spare: loops on several threads at once give exact results.
    @Test func loopsOnSeveralThreadsAreIndependent() async {
        let results = await withTaskGroup(of: (Int, Int?).self) { group in
            for k in 1...8 {
                group.addTask {
                    let b = BigFloat(3, precision: 128), c = BigFloat(k, precision: 128)
                    var a = BigFloat(k, precision: 128)
                    for _ in 0..<30 { a = a * b + c }
                    return (k, Int(exactly: a))
                }
            }
            var results: [Int: Int?] = [:]
            for await (k, value) in group { results[k] = value }
            return results
        }
        for k in 1...8 {
            var exact = k
            for _ in 0..<30 { exact = exact * 3 + k }
            #expect(results[k] == exact, "thread task \(k)")
        }
    }
}
