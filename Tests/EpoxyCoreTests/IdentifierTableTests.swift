import XCTest
@testable import EpoxyCore

/// The symbol table keeps hashes and offsets into the caller's identifiers, and asks the caller
/// to compare identifiers only when hashes are equal.
final class IdentifierTableTests: XCTestCase {
    /// Inserts `identifiers[offset]` with its standard hash.
    private func insert<ID: Hashable>(_ offset: Int, of identifiers: [ID], into table: inout IdentifierTable) -> Int {
        table.entry(insertingIfAbsent: offset, hash: identifiers[offset].hashValue) { identifiers[$0] == identifiers[offset] }
    }

    /// The entry of `identifier` among `identifiers`, with its standard hash.
    private func find<ID: Hashable>(_ identifier: ID, among identifiers: [ID], in table: IdentifierTable) -> Int {
        table.entry(hash: identifier.hashValue) { identifiers[$0] == identifier }
    }

    func testEntriesAreNumberedInInsertionOrder() {
        let identifiers = ["b", "a", "b"]
        var table = IdentifierTable(capacity: 4)
        XCTAssertEqual(insert(0, of: identifiers, into: &table), 0)
        XCTAssertEqual(insert(1, of: identifiers, into: &table), 1)
        XCTAssertEqual(insert(2, of: identifiers, into: &table), 0)
        XCTAssertEqual(find("a", among: identifiers, in: table), 1)
        XCTAssertEqual(find("z", among: identifiers, in: table), -1)
        XCTAssertEqual(table.count, 2)
        XCTAssertEqual(table.offsets, [0, 1], "an entry keeps its first offset")
    }

    func testGrowsPastItsInitialCapacity() {
        let identifiers = (0..<1_000).map { $0 * 7 }
        var table = IdentifierTable(capacity: 0)
        for offset in identifiers.indices {
            XCTAssertEqual(insert(offset, of: identifiers, into: &table), offset)
        }
        XCTAssertEqual(table.count, 1_000)
        XCTAssertEqual(find(700, among: identifiers, in: table), 100)
        XCTAssertEqual(find(701, among: identifiers, in: table), -1)
        XCTAssertEqual(insert(999, of: identifiers, into: &table), 999)
    }

    func testCollidingHashesAreToldApartByIdentifier() {
        // Every identifier gets hash 0: only the caller's comparison tells them apart.
        let identifiers = ["x", "y", "x"]
        var table = IdentifierTable(capacity: 8)
        var compared = 0
        func insert(_ offset: Int) -> Int {
            table.entry(insertingIfAbsent: offset, hash: 0) {
                compared += 1
                return identifiers[$0] == identifiers[offset]
            }
        }
        XCTAssertEqual(insert(0), 0)
        XCTAssertEqual(insert(1), 1)
        XCTAssertEqual(insert(2), 0)
        XCTAssertEqual(table.entry(hash: 0) { identifiers[$0] == "y" }, 1)
        XCTAssertEqual(table.entry(hash: 0) { identifiers[$0] == "z" }, -1)
        XCTAssertEqual(compared, 2, "x meets nothing, y meets x, the second x meets x first")
    }

    func testIdentifiersAreComparedOnlyWhenHashesAreEqual() {
        let identifiers = (0..<100).map { "id\($0)" }
        var table = IdentifierTable(capacity: 100)
        var compared = 0
        for offset in identifiers.indices {
            _ = table.entry(insertingIfAbsent: offset, hash: offset) { _ in
                compared += 1
                return false
            }
        }
        XCTAssertEqual(compared, 0)
        XCTAssertEqual(table.entry(hash: 50) { identifiers[$0] == "id50" }, 50)
    }
}
