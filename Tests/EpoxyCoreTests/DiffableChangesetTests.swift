import XCTest
import EpoxyCore
import EpoxyTestSupport

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

    /// Integer identifiers on both sides are compared as integers; a side with any other kind
    /// (first, last or in the middle) makes both sides keys. Every mix gives the changeset the
    /// generic path gives for the same identities.
    func testIntegerAndMixedIdentifiersMatchTheGenericPath() {
        struct Item: Diffable {
            let id: AnyHashable
            let content: Int
            var diffIdentifier: AnyHashable { id }
            func isDiffableItemEqual(to otherDiffableItem: Diffable) -> Bool {
                (otherDiffableItem as? Item)?.content == content
            }
        }
        var random = SeededGenerator(seed: 17)
        for round in 0..<200 {
            // Mostly integers; now and then a string, a fraction or a boolean, anywhere.
            func identity() -> AnyHashable {
                let integer = Int.random(in: 0..<40, using: &random)
                switch Int.random(in: 0..<(round % 3 == 0 ? 1_000 : 12), using: &random) {
                case 0: return "s\(integer)"
                case 1: return Double(integer) + 0.5
                case 2: return integer.isMultiple(of: 2)
                case 3: return Int64(integer)
                default: return integer
                }
            }
            let old = (0..<Int.random(in: 0..<30, using: &random)).map { _ in
                Item(id: identity(), content: Int.random(in: 0..<3, using: &random))
            }
            let new = (0..<Int.random(in: 0..<30, using: &random)).map { _ in
                Item(id: identity(), content: Int.random(in: 0..<3, using: &random))
            }
            let expected = makeChangeset(from: old, to: new, identifiedBy: \.id, isEqual: { $0.content == $1.content })
            XCTAssertEqual(new.makeChangeset(from: old), expected, "round \(round)")
        }
    }
}
