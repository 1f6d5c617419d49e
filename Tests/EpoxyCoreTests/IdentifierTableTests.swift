import XCTest
@testable import EpoxyCore

final class IdentifierTableTests: XCTestCase {
    func testEntriesAreNumberedInInsertionOrder() {
        var table = IdentifierTable<String>(capacity: 4)
        XCTAssertEqual(table.entry(insertingIfAbsent: "b"), 0)
        XCTAssertEqual(table.entry(insertingIfAbsent: "a"), 1)
        XCTAssertEqual(table.entry(insertingIfAbsent: "b"), 0)
        XCTAssertEqual(table.entry(of: "a"), 1)
        XCTAssertEqual(table.entry(of: "z"), -1)
        XCTAssertEqual(table.count, 2)
    }

    func testGrowsPastItsInitialCapacity() {
        var table = IdentifierTable<Int>(capacity: 0)
        for value in 0..<1_000 {
            XCTAssertEqual(table.entry(insertingIfAbsent: value * 7), value)
        }
        XCTAssertEqual(table.count, 1_000)
        XCTAssertEqual(table.entry(of: 700), 100)
        XCTAssertEqual(table.entry(of: 701), -1)
        XCTAssertEqual(table.entry(insertingIfAbsent: 6_993), 999)
    }

    func testCollidingHashesAreToldApartByIdentifier() {
        var table = IdentifierTable<CollidingKey>(capacity: 8)
        XCTAssertEqual(table.entry(insertingIfAbsent: CollidingKey(name: "x")), 0)
        XCTAssertEqual(table.entry(insertingIfAbsent: CollidingKey(name: "y")), 1)
        XCTAssertEqual(table.entry(of: CollidingKey(name: "y")), 1)
        XCTAssertEqual(table.entry(of: CollidingKey(name: "z")), -1)
    }

    func testAnyHashableIdentifiersOfDifferentTypesAreDistinct() {
        var table = IdentifierTable<AnyHashable>(capacity: 4)
        XCTAssertEqual(table.entry(insertingIfAbsent: AnyHashable(1)), 0)
        XCTAssertEqual(table.entry(insertingIfAbsent: AnyHashable("1")), 1)
        XCTAssertEqual(table.entry(of: AnyHashable(1)), 0)
    }

    func testPrecomputedHashesFindTheirEntries() {
        var table = IdentifierTable<String>(capacity: 2)
        // Any hash function works when every call uses it, colliding ones included.
        func hash(_ identifier: String) -> Int { identifier.count }
        XCTAssertEqual(table.entry(insertingIfAbsent: "ab", hash: hash("ab")), 0)
        XCTAssertEqual(table.entry(insertingIfAbsent: "cd", hash: hash("cd")), 1)
        for value in 0..<100 { XCTAssertEqual(table.entry(insertingIfAbsent: "\(value)x", hash: value), value + 2) }
        XCTAssertEqual(table.entry(insertingIfAbsent: "cd", hash: hash("cd")), 1)
        XCTAssertEqual(table.entry(of: "ab", hash: hash("ab")), 0)
        XCTAssertEqual(table.entry(of: "50x", hash: 50), 52)
        XCTAssertEqual(table.entry(of: "ef", hash: hash("ef")), -1)
    }

    /// A key whose every value has the same hash.
    private struct CollidingKey: Hashable {
        let name: String
        func hash(into hasher: inout Hasher) { hasher.combine(0) }
    }
}
