/// A small seeded generator (SplitMix64): the same seed makes the same case on every machine,
/// which Swift's `SystemRandomNumberGenerator` cannot promise.
struct FuzzRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<count` (count > 0).
    mutating func below(_ count: Int) -> Int {
        Int(next() % UInt64(count))
    }

    /// A number in `range`.
    mutating func within(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }

    /// The seed of case `index` of a campaign seeded `seed` (each case is reproducible alone).
    static func caseSeed(campaign seed: UInt64, index: Int) -> UInt64 {
        var mixer = FuzzRandom(seed: seed ^ (UInt64(index) &* 0xD6E8_FEB8_6659_FD93))
        return mixer.next()
    }
}
