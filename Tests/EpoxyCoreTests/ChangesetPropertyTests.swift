import EpoxyTestSupport
import Foundation
import XCTest
@testable import EpoxyCore

/// Random arrays with duplicate identifiers and content changes, from a fixed seed.
final class ChangesetPropertyTests: XCTestCase {
    private func randomItems(_ generator: inout SeededGenerator) -> [TestItem] {
        // Few identifiers and short arrays make duplicates, moves and collisions common.
        let alphabet = Int.random(in: 1...12, using: &generator)
        let count = Int.random(in: 0...16, using: &generator)
        return (0..<count).map { _ in
            TestItem("i\(Int.random(in: 0..<alphabet, using: &generator))", Int.random(in: 0...2, using: &generator))
        }
    }

    /// Checks that `changeset` turns `old` into `new` and accounts for every offset exactly once.
    private func assertValid(
        _ changeset: IndexChangeset,
        old: [TestItem],
        new: [TestItem],
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let context = "old \(old) new \(new)"
        do {
            let applied = try ChangesetApplier.apply(changeset, old: old, new: new) { $0.id == $1.id }
            XCTAssertEqual(applied, new, context, file: file, line: line)
        } catch {
            XCTFail("\(error): \(context)", file: file, line: line)
        }
        XCTAssertEqual(changeset.newIndices.count, old.count, context, file: file, line: line)
        let matchedNew = changeset.newIndices.compactMap { $0 }
        XCTAssertEqual(
            (matchedNew + changeset.inserts).sorted(), Array(new.indices), context, file: file, line: line)
        let deleted = changeset.newIndices.indices.filter { changeset.newIndices[$0] == nil }
        XCTAssertEqual(deleted, changeset.deletes, context, file: file, line: line)
        for (oldOffset, newOffset) in changeset.newIndices.enumerated() {
            guard let newOffset else { continue }
            XCTAssertEqual(old[oldOffset].id, new[newOffset].id, context, file: file, line: line)
        }
    }

    func testRandomChangesetsApplyAndAgreeWithTheReference() {
        var generator = SeededGenerator(seed: 20_161_125)
        for _ in 0..<5_000 {
            let old = randomItems(&generator)
            // Half the time derive `new` from `old` so most items match.
            var new = randomItems(&generator)
            if Bool.random(using: &generator) {
                new = old.shuffled(using: &generator).filter { _ in Int.random(in: 0..<5, using: &generator) > 0 }
                    .map { Int.random(in: 0..<4, using: &generator) == 0 ? TestItem($0.id, $0.content + 1) : $0 }
                    + new.prefix(3)
            }
            let changeset = new.makeChangeset(from: old)
            assertValid(changeset, old: old, new: new)
            XCTAssertEqual(changeset, ReferenceDiff.changeset(from: old, to: new), "old \(old) new \(new)")
            let generic = makeChangeset(
                from: old, to: new, identifiedBy: \.id, isEqual: { $0.content == $1.content })
            XCTAssertEqual(generic, changeset)
        }
    }

    func testRandomSectionedChangesetsApply() {
        var generator = SeededGenerator(seed: 1_978)
        func randomSections() -> [TestSection] {
            (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                TestSection(
                    id: "s\(Int.random(in: 0..<4, using: &generator))",
                    content: Int.random(in: 0...1, using: &generator),
                    items: randomItems(&generator))
            }
        }
        for _ in 0..<2_000 {
            let old = randomSections()
            let new = randomSections()
            let changeset = new.makeSectionedChangeset(from: old)
            let sections = changeset.sectionChangeset
            let sectionIndexChangeset = IndexChangeset(
                inserts: Array(sections.inserts),
                deletes: Array(sections.deletes),
                updates: sections.updates,
                moves: sections.moves,
                newIndices: sections.newIndices)
            let context = "old \(old) new \(new)"
            do {
                let applied = try ChangesetApplier.apply(sectionIndexChangeset, old: old, new: new) { $0.id == $1.id }
                XCTAssertEqual(applied.map(\.id), new.map(\.id), context)
            } catch {
                XCTFail("\(error): \(context)")
            }

            // Every item change belongs to a matched pair of sections, and the changes of each
            // pair turn its old items into its new items.
            let matchedPairs = sections.newIndices.enumerated().compactMap { old, new in new.map { (old, $0) } }
            var accounted = 0
            for (oldSection, newSection) in matchedPairs {
                let items = ChangesetApplier.itemChangeset(
                    changeset.itemChangeset, fromSection: oldSection, toSection: newSection)
                accounted += items.inserts.count + items.deletes.count + items.moves.count + items.updates.count
                do {
                    let applied = try ChangesetApplier.apply(
                        items, old: old[oldSection].items, new: new[newSection].items
                    ) { $0.id == $1.id }
                    XCTAssertEqual(applied, new[newSection].items, context)
                } catch {
                    XCTFail("\(error): \(context)")
                }
            }
            let item = changeset.itemChangeset
            XCTAssertEqual(
                accounted, item.inserts.count + item.deletes.count + item.moves.count + item.updates.count, context)
        }
    }
}
