import EpoxyTestSupport
import XCTest
@testable import EpoxySolver

/// The objective's coefficient table against a dictionary: random adds (some cancelling),
/// removals and reads over a few hundred symbols, so the table grows several times and removals
/// move entries back through long probe runs.
final class SymbolCoefficientsTests: XCTestCase {
    func testRandomOperationsMatchADictionary() {
        for seed in UInt64(1)...UInt64(20) {
            var random = SeededGenerator(seed: seed)
            var table = SymbolCoefficients()
            var expected: [Int: Double] = [:]
            let symbols = Int.random(in: 8...600, using: &random)
            for step in 0..<4_000 {
                let symbol = Int.random(in: 0..<symbols, using: &random)
                let context = "seed \(seed), step \(step), symbol \(symbol)"
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<5:
                    let coefficient = Double(Int.random(in: -3...3, using: &random))
                    table.add(symbol, coefficient)
                    let sum = (expected[symbol] ?? 0) + coefficient
                    expected[symbol] = Row.isNearZero(sum) ? nil : sum
                case 5..<7:
                    // The exact opposite cancels the entry.
                    if let current = expected[symbol] {
                        table.add(symbol, -current)
                        expected[symbol] = nil
                    }
                case 7..<9:
                    XCTAssertEqual(table.remove(symbol), expected.removeValue(forKey: symbol), context)
                default:
                    XCTAssertEqual(table.coefficient(of: symbol), expected[symbol] ?? 0, context)
                }
                XCTAssertEqual(table.count, expected.count, context)
            }
            for symbol in 0..<symbols {
                XCTAssertEqual(table.coefficient(of: symbol), expected[symbol] ?? 0, "seed \(seed), symbol \(symbol)")
            }
            XCTAssertEqual(table.symbols, expected.keys.sorted(), "seed \(seed)")
        }
    }
}
