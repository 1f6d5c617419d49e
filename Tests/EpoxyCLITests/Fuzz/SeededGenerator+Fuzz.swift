import EpoxyTestSupport

/// The draws the fuzz generator makes, on the tests' one seeded generator (the same seed makes
/// the same case on every machine, which `SystemRandomNumberGenerator` cannot promise).
extension SeededGenerator {
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
        var mixer = SeededGenerator(seed: seed ^ (UInt64(index) &* 0xD6E8_FEB8_6659_FD93))
        return mixer.next()
    }
}
