/// Coefficients by symbol id, hashed with open addressing (linear probing, Fibonacci hashing)
/// in two flat arrays. Symbol ids are small dense integers: a multiplicative hash spreads them
/// as well as the standard library's seeded hasher does, at a fraction of the cost, and nothing
/// per entry is allocated or reference counted.
struct SymbolCoefficients {
    private var keys: [Int]
    private var values: [Double]
    /// log2 of the capacity (a power of two).
    private var bits: Int
    private(set) var count = 0

    private static let empty = -1

    init() {
        bits = 4
        keys = Array(repeating: Self.empty, count: 1 << bits)
        values = Array(repeating: 0, count: 1 << bits)
    }

    @inline(__always)
    private func home(of symbol: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: symbol) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
    }

    /// The position of `symbol`, or of the empty slot where it would go.
    @inline(__always)
    private func position(of symbol: Int) -> (found: Bool, index: Int) {
        let mask = keys.count - 1
        var index = home(of: symbol)
        while true {
            let key = keys[index]
            if key == symbol { return (true, index) }
            if key == Self.empty { return (false, index) }
            index = (index + 1) & mask
        }
    }

    /// The coefficient of `symbol`, 0 when absent.
    func coefficient(of symbol: Int) -> Double {
        let position = position(of: symbol)
        return position.found ? values[position.index] : 0
    }

    /// Adds `coefficient` to the coefficient of `symbol`, removing it when the sum is near zero.
    mutating func add(_ symbol: Int, _ coefficient: Double) {
        let position = position(of: symbol)
        if position.found {
            let sum = values[position.index] + coefficient
            if Row.isNearZero(sum) { remove(at: position.index) } else { values[position.index] = sum }
            return
        }
        if Row.isNearZero(coefficient) { return }
        // At most three quarters full, so probes stay short.
        if (count + 1) * 4 > keys.count * 3 {
            grow()
            insertNew(symbol, coefficient)
        } else {
            keys[position.index] = symbol
            values[position.index] = coefficient
            count += 1
        }
    }

    /// Removes `symbol`, returning its coefficient when it had one.
    mutating func remove(_ symbol: Int) -> Double? {
        let position = position(of: symbol)
        guard position.found else { return nil }
        let value = values[position.index]
        remove(at: position.index)
        return value
    }

    /// The symbols with a coefficient, in id order (for invariant checks).
    var symbols: [Int] {
        keys.filter { $0 != Self.empty }.sorted()
    }

    /// Empties the slot at `index`, moving later entries of its probe run back so that every
    /// entry stays reachable from its home slot without tombstones.
    private mutating func remove(at index: Int) {
        let mask = keys.count - 1
        var hole = index
        var next = index
        while true {
            next = (next + 1) & mask
            let key = keys[next]
            if key == Self.empty { break }
            let home = home(of: key)
            // The entry stays when its home lies cyclically in (hole, next].
            let stays = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
            if !stays {
                keys[hole] = key
                values[hole] = values[next]
                hole = next
            }
        }
        keys[hole] = Self.empty
        values[hole] = 0
        count -= 1
    }

    private mutating func insertNew(_ symbol: Int, _ coefficient: Double) {
        let index = position(of: symbol).index
        keys[index] = symbol
        values[index] = coefficient
        count += 1
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        bits += 1
        keys = Array(repeating: Self.empty, count: 1 << bits)
        values = Array(repeating: 0, count: 1 << bits)
        count = 0
        for index in oldKeys.indices where oldKeys[index] != Self.empty {
            insertNew(oldKeys[index], oldValues[index])
        }
    }
}
