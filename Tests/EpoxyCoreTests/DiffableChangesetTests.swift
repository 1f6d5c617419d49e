import XCTest
import EpoxyCore

/// The `Diffable` path's work per element: each identifier asked for once, content compared only
/// for matched pairs, identities that `AnyHashable` finds equal paired whatever their types.
final class DiffableChangesetTests: XCTestCase {
    /// Records every call the diff makes on its items.
    private final class CallLog {
        var identifiersAsked = [String]()
        var comparisons = [String]()
    }

    /// An item whose identity is any `AnyHashable`, logging the diff's calls.
    private struct LoggingItem: Diffable {
        let name: String
        let id: AnyHashable
        let content: Int
        let log: CallLog

        var diffIdentifier: AnyHashable {
            log.identifiersAsked.append(name)
            return id
        }

        func isDiffableItemEqual(to otherDiffableItem: Diffable) -> Bool {
            guard let other = otherDiffableItem as? LoggingItem else { return false }
            log.comparisons.append("\(name)-\(other.name)")
            return other.content == content
        }
    }

    func testEachIdentifierIsAskedForOnceAndOnlyMatchedPairsAreCompared() {
        let log = CallLog()
        func item(_ name: String, _ id: AnyHashable, _ content: Int = 0) -> LoggingItem {
            LoggingItem(name: name, id: id, content: content, log: log)
        }
        let old = [item("o0", "a"), item("o1", 1), item("o2", "c"), item("o3", "gone")]
        let new = [item("n0", "c", 1), item("n1", "a"), item("n2", "new"), item("n3", 1)]
        let changeset = new.makeChangeset(from: old)

        XCTAssertEqual(log.identifiersAsked.sorted(), (old + new).map(\.name).sorted())
        // Old item first, in new order; the inserted and deleted items are never compared.
        XCTAssertEqual(log.comparisons, ["o2-n0", "o0-n1", "o1-n3"])
        XCTAssertEqual(changeset.updates.map(\.old), [2])
        XCTAssertEqual(changeset.inserts, [2])
        XCTAssertEqual(changeset.deletes, [3])
    }

    func testNumbersEqualAsAnyHashablePairWhateverTheirTypes() {
        let log = CallLog()
        let old = [1, 2, 3].map { LoggingItem(name: "o\($0)", id: AnyHashable($0), content: 0, log: log) }
        let new = [
            LoggingItem(name: "n3", id: AnyHashable(3.0), content: 0, log: log),
            LoggingItem(name: "n1", id: AnyHashable(Int64(1)), content: 0, log: log),
            LoggingItem(name: "n2", id: AnyHashable(UInt8(2)), content: 0, log: log),
        ]
        let changeset = new.makeChangeset(from: old)
        XCTAssertEqual(changeset.newIndices, [1, 2, 0])
        XCTAssertTrue(changeset.inserts.isEmpty && changeset.deletes.isEmpty && changeset.updates.isEmpty)
    }

    func testIdentitiesOfDifferentKindsStayApart() {
        // Keys hash their payloads alone (the kind is left out), so "1", 1 and true are told
        // apart by equality, as AnyHashable tells them apart.
        let log = CallLog()
        let ids: [AnyHashable] = ["1", 1, true, 1.5, "true"]
        let old = ids.enumerated().map { LoggingItem(name: "o\($0.offset)", id: $0.element, content: 0, log: log) }
        let new = ids.reversed().enumerated().map {
            LoggingItem(name: "n\($0.offset)", id: $0.element, content: 0, log: log)
        }
        let changeset = new.makeChangeset(from: old)
        XCTAssertEqual(changeset.newIndices, [4, 3, 2, 1, 0])
        XCTAssertEqual(log.comparisons, ["o4-n0", "o3-n1", "o2-n2", "o1-n3", "o0-n4"])
    }
}
