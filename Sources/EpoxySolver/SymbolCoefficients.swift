/// Coefficients by symbol id, hashed with open addressing (linear probing, Fibonacci hashing)
/// in one flat array. Symbol ids are small dense integers: a multiplicative hash spreads them
/// as well as the standard library's seeded hasher does, at a fraction of the cost, and nothing
/// per entry is allocated or reference counted.
///
/// Each entry keeps its symbol and coefficient side by side: a level of a large layout outgrows
/// the core's cache, and with keys and values in two arrays every lookup missed twice.
struct SymbolCoefficients {
    private struct Entry {
        var symbol: Int
        var coefficient: Double
    }

    private var entries: [Entry]
    /// log2 of the capacity (a power of two).
    private var bits: Int
    private(set) var count = 0

    private static let empty = -1

    init() {
        bits = 4
        entries = Array(repeating: Entry(symbol: Self.empty, coefficient: 0), count: 1 << bits)
    }

    @inline(__always)
    private func home(of symbol: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: symbol) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
    }

    /// The position of `symbol`, or of the empty slot where it would go.
    @inline(__always)
    private func position(of symbol: Int) -> (found: Bool, index: Int) {
        let mask = entries.count - 1
        var index = home(of: symbol)
        while true {
            let key = entries[index].symbol
            if key == symbol { return (true, index) }
            if key == Self.empty { return (false, index) }
            index = (index + 1) & mask
        }
    }

    /// The coefficient of `symbol`, 0 when absent.
    func coefficient(of symbol: Int) -> Double {
        let position = position(of: symbol)
        return position.found ? entries[position.index].coefficient : 0
    }

    /// Adds `coefficient` to the coefficient of `symbol`, removing it when the sum is near zero.
    mutating func add(_ symbol: Int, _ coefficient: Double) {
        let position = position(of: symbol)
        if position.found {
            let sum = entries[position.index].coefficient + coefficient
            if Row.isNearZero(sum) { remove(at: position.index) } else { entries[position.index].coefficient = sum }
            return
        }
        if Row.isNearZero(coefficient) { return }
        // At most three quarters full, so probes stay short.
        if (count + 1) * 4 > entries.count * 3 {
            grow()
            insertNew(symbol, coefficient)
        } else {
            entries[position.index] = Entry(symbol: symbol, coefficient: coefficient)
            count += 1
        }
    }

    /// Removes `symbol`, returning its coefficient when it had one.
    mutating func remove(_ symbol: Int) -> Double? {
        let position = position(of: symbol)
        guard position.found else { return nil }
        let value = entries[position.index].coefficient
        remove(at: position.index)
        return value
    }

    /// The symbols with a coefficient, in id order (for invariant checks).
    var symbols: [Int] {
        entries.lazy.map(\.symbol).filter { $0 != Self.empty }.sorted()
    }

    /// Empties the slot at `index`, moving later entries of its probe run back so that every
    /// entry stays reachable from its home slot without tombstones.
    private mutating func remove(at index: Int) {
        let mask = entries.count - 1
        var hole = index
        var next = index
        while true {
            next = (next + 1) & mask
            let key = entries[next].symbol
            if key == Self.empty { break }
            let home = home(of: key)
            // The entry stays when its home lies cyclically in (hole, next].
            let stays = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
            if !stays {
                entries[hole] = entries[next]
                hole = next
            }
        }
        entries[hole] = Entry(symbol: Self.empty, coefficient: 0)
        count -= 1
    }

    private mutating func insertNew(_ symbol: Int, _ coefficient: Double) {
        entries[position(of: symbol).index] = Entry(symbol: symbol, coefficient: coefficient)
        count += 1
    }

    private mutating func grow() {
        let old = entries
        bits += 1
        entries = Array(repeating: Entry(symbol: Self.empty, coefficient: 0), count: 1 << bits)
        count = 0
        for entry in old where entry.symbol != Self.empty {
            insertNew(entry.symbol, entry.coefficient)
        }
    }
}
