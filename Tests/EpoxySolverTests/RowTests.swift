import EpoxyTestSupport
import XCTest
@testable import EpoxySolver

/// Tableau rows against a plain sorted array that shifts its tail on every insertion and
/// removal: random additions (some cancelling), row merges of every length, removals,
/// solving and sign flips over rows that grow well past the length where removed cells stay
/// as tombstones. Every cell, every coefficient (to the bit) and the order in which new cells
/// are reported must match.
final class RowTests: XCTestCase {
    /// The rows as they were before tombstones: the reference.
    struct ReferenceRow {
        var constant: Double
        var cells: [(symbol: Int, coefficient: Double)] = []

        func position(_ symbol: Int) -> (found: Bool, index: Int) {
            let index = cells.firstIndex { $0.symbol >= symbol } ?? cells.count
            return (index < cells.count && cells[index].symbol == symbol, index)
        }

        @discardableResult
        mutating func add(_ symbol: Int, _ coefficient: Double) -> Bool {
            let found = position(symbol)
            if found.found {
                let sum = cells[found.index].coefficient + coefficient
                if Row.isNearZero(sum) { cells.remove(at: found.index) } else { cells[found.index].coefficient = sum }
                return false
            }
            if Row.isNearZero(coefficient) { return false }
            cells.insert((symbol, coefficient), at: found.index)
            return true
        }

        mutating func add(_ other: ReferenceRow, times factor: Double, created: (Int) -> Void) {
            constant += factor * other.constant
            for cell in other.cells where add(cell.symbol, factor * cell.coefficient) { created(cell.symbol) }
        }

        mutating func remove(_ symbol: Int) -> Double? {
            let found = position(symbol)
            return found.found ? cells.remove(at: found.index).coefficient : nil
        }

        mutating func solve(for symbol: Int) {
            guard let coefficient = remove(symbol) else { return }
            let factor = -1.0 / coefficient
            constant *= factor
            for index in cells.indices { cells[index].coefficient *= factor }
        }
    }

    func testRandomOperationsMatchASortedArray() {
        for seed in UInt64(1)...UInt64(12) {
            var random = SeededGenerator(seed: seed)
            let symbols = Int.random(in: 40...400, using: &random)
            var rows = [Row](repeating: Row(constant: 0), count: 4)
            var references = [ReferenceRow](repeating: ReferenceRow(constant: 0), count: 4)
            func coefficient() -> Double { Double(Int.random(in: -4...4, using: &random)) / 2 }
            // Symbols cluster the way a substitution's do: near one another.
            func symbol(near center: Int) -> Int { min(symbols - 1, max(0, center + Int.random(in: -6...6, using: &random))) }
            for step in 0..<3_000 {
                let target = Int.random(in: 0..<rows.count, using: &random)
                let context = "seed \(seed), step \(step), row \(target)"
                switch Int.random(in: 0..<20, using: &random) {
                case 0..<9:
                    let value = coefficient(), center = Int.random(in: 0..<symbols, using: &random)
                    for _ in 0..<Int.random(in: 1...4, using: &random) {
                        let chosen = symbol(near: center)
                        XCTAssertEqual(rows[target].add(chosen, value), references[target].add(chosen, value), context)
                    }
                case 9..<12:
                    // Cancel an existing cell exactly.
                    if let cell = references[target].cells.randomElement(using: &random) {
                        XCTAssertFalse(rows[target].add(cell.symbol, -cell.coefficient), context)
                        references[target].add(cell.symbol, -cell.coefficient)
                    }
                case 12..<14:
                    let chosen = Int.random(in: 0..<symbols, using: &random)
                    XCTAssertEqual(rows[target].remove(chosen), references[target].remove(chosen), context)
                case 14..<17:
                    let source = Int.random(in: 0..<rows.count, using: &random)
                    guard source != target else { continue }
                    let factor = coefficient()
                    var created: [Int] = [], expectedCreated: [Int] = []
                    let other = rows[source], otherReference = references[source]
                    rows[target].add(other, times: factor) { created.append($0) }
                    references[target].add(otherReference, times: factor) { expectedCreated.append($0) }
                    XCTAssertEqual(created, expectedCreated, context)
                case 17:
                    if let cell = references[target].cells.randomElement(using: &random) {
                        rows[target].solve(for: cell.symbol)
                        references[target].solve(for: cell.symbol)
                    }
                case 18:
                    rows[target].reverseSign()
                    references[target].constant = -references[target].constant
                    for index in references[target].cells.indices { references[target].cells[index].coefficient.negate() }
                default:
                    // Reset now and then, so rows are built again from short.
                    if Int.random(in: 0..<8, using: &random) == 0 {
                        rows[target] = Row(constant: 1)
                        references[target] = ReferenceRow(constant: 1)
                    }
                }
                assertSame(rows[target], references[target], context)
            }
        }
    }

    func testSummingMatchesAddingOneByOne() {
        for seed in UInt64(1)...UInt64(40) {
            var random = SeededGenerator(seed: seed)
            var contributions: [Row.Cell] = []
            var reference = ReferenceRow(constant: 2)
            for _ in 0..<Int.random(in: 0...300, using: &random) {
                let symbol = Int.random(in: 0..<60, using: &random)
                // Tenths do not add up exactly: the order of the sums shows.
                let coefficient = Double(Int.random(in: -9...9, using: &random)) / 10
                contributions.append(Row.Cell(symbol: symbol, coefficient: coefficient))
                reference.add(symbol, coefficient)
            }
            assertSame(Row(constant: 2, summing: contributions), reference, "seed \(seed)")
        }
    }

    /// Substitutions walking back up a stack of rows insert into a long row at one place after
    /// another, each just before the last. Each insertion used to shift the whole tail; the
    /// row now spreads tombstones around the place once and the next insertions move into
    /// them, keeping every cell where the plain array has it.
    func testInsertionsWalkingBackThroughALongRowMatchASortedArray() {
        let items = 3_000, stride = 21
        var row = Row(constant: 0), reference = ReferenceRow(constant: 0)
        for item in 0..<items {
            row.add(item * stride, 1)
            reference.add(item * stride, 1)
        }
        // Symbols made after every item's (a group's own), at the end of the row.
        for late in 0..<8 {
            row.add(items * stride + late, -1)
            reference.add(items * stride + late, -1)
        }
        for item in Swift.stride(from: items - 1, through: 0, by: -1) {
            let context = "item \(item)"
            // The item's next symbol, then one its first tombstone may already hold.
            XCTAssertEqual(row.add(item * stride + 2, 0.5), reference.add(item * stride + 2, 0.5), context)
            XCTAssertEqual(row.add(item * stride + 1, 0.25), reference.add(item * stride + 1, 0.25), context)
            XCTAssertLessThanOrEqual(row.storedCount, 2 * row.count, context)
            if item.isMultiple(of: 97) { assertSame(row, reference, context) }
        }
        assertSame(row, reference, "after the walk")
        // Nothing was removed, so only spreading leaves tombstones (shifting leaves none).
        XCTAssertGreaterThan(row.storedCount, row.count, "the insertions shifted the tail instead of moving into tombstones")
    }

    private func assertSame(_ row: Row, _ reference: ReferenceRow, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        let cells = Array(row.cells)
        XCTAssertEqual(cells.map(\.symbol), reference.cells.map(\.symbol), context, file: file, line: line)
        XCTAssertEqual(cells.map(\.coefficient.bitPattern), reference.cells.map(\.coefficient.bitPattern), context, file: file, line: line)
        XCTAssertEqual(row.constant.bitPattern, reference.constant.bitPattern, context, file: file, line: line)
        XCTAssertEqual(row.count, reference.cells.count, context, file: file, line: line)
        XCTAssertEqual(row.isEmpty, reference.cells.isEmpty, context, file: file, line: line)
        for cell in reference.cells where Bool.random() {
            XCTAssertEqual(row.coefficient(of: cell.symbol), cell.coefficient, context, file: file, line: line)
        }
    }
}
