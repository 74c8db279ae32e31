@_spi(BigCalcPackage) import BigNumber
import CalculatorEngine

/// Remembers the proof of a calculator's displayed value, so that reading the display again costs
/// nothing. A calculator replaces its cache on every key press; copies of a calculator share a cache
/// only while they are equal.
final class ProofCache: Sendable {
    /// What the proof depends on besides the brain: how the formatter writes numbers.
    struct Key: Hashable, Sendable {
        var digits: Int
        var smallestPlainExponent: Int
        var symbols: NumberSymbols
    }

    private let entry = Lock<(key: Key, proof: CalculatorBrain.Proof)?>(nil)

    /// The stored proof when it was made for `key`.
    func proof(for key: Key) -> CalculatorBrain.Proof? {
        entry.withLock { stored in
            guard let stored, stored.key == key else { return nil }
            return stored.proof
        }
    }

    /// Whether the stored proof (for any key) is an error.
    var holdsError: Bool {
        entry.withLock { $0?.proof.error != nil }
    }

    /// Forgets the stored proof.
    func clear() {
        entry.withLock { $0 = nil }
    }

    /// Stores `proof`, made for `key`.
    func store(_ proof: CalculatorBrain.Proof, for key: Key) {
        entry.withLock { $0 = (key, proof) }
    }
}
