import Foundation
import XCTest
@testable import EpoxyCore

final class DuplicateIdentifiersWarningTests: XCTestCase {
    func testNoWarningWithoutDuplicates() {
        let sections = [TestSection("s", 0, "a b")]
        XCTAssertNil(
            DuplicateIdentifiersWarning.collection(
                sections.makeSectionedChangeset(from: []), sectionID: { _ in "" }, itemID: { _ in "" }))
        XCTAssertNil(DuplicateIdentifiersWarning.bars(items("a b").makeChangeset(from: []), barID: { _ in "" }))
    }

    func testCollectionWarningListsSectionsThenItemsThenSupplementaryItems() throws {
        let new = [TestSection("s", 0, "a b a"), TestSection("t", 0, "c"), TestSection("s", 0, "d")]
        let changeset = new.makeSectionedChangeset(from: [])
        // Sections were all inserted, so the diff lists no item duplicates; add some by hand.
        var withItems = changeset
        withItems.itemChangeset.duplicates = [[[0, 0], [0, 2]]]
        let warning = try XCTUnwrap(
            DuplicateIdentifiersWarning.collection(
                withItems,
                supplementaryItemChangesets: [
                    "header": IndexPathChangeset(duplicates: [[[1, 0], [1, 1]]]),
                    "footer": IndexPathChangeset(),
                ],
                sectionID: { new[$0].id },
                itemID: { new[$0[0]].items[$0[1]].id },
                supplementaryItemID: { kind, _ in "\(kind)-id" }))
        XCTAssertEqual(
            warning.message,
            """
            Warning! Duplicate data IDs detected. Items should have unique data IDs within a section \
            and sections should have unique data IDs within a collection. Duplicate data IDs can cause \
            undefined behavior. Digest:
            - Duplicate section IDs:
              - Section ID s duplicated at positions 1, 3
            - Duplicate item IDs:
              - In section with ID s at position 1 item with ID a duplicated at positions 1, 3
            - Duplicate supplementary item IDs:
              - In section with ID t at position 2 supplementary item of kind header with ID header-id \
            duplicated at positions 1, 2
            """)
        XCTAssertEqual(warning.description, warning.message)
    }

    func testItemDuplicatesFromTheDiff() throws {
        let old = [TestSection("s", 0, "a")]
        let new = [TestSection("s", 0, "a b b")]
        let warning = try XCTUnwrap(
            DuplicateIdentifiersWarning.collection(
                new.makeSectionedChangeset(from: old),
                sectionID: { new[$0].id },
                itemID: { new[$0[0]].items[$0[1]].id }))
        XCTAssertEqual(
            warning.message.split(separator: "\n").dropFirst(),
            ["- Duplicate item IDs:", "  - In section with ID s at position 1 item with ID b duplicated at positions 2, 3"])
    }

    func testBarWarning() throws {
        let bars = items("nav toolbar nav")
        let warning = try XCTUnwrap(
            DuplicateIdentifiersWarning.bars(bars.makeChangeset(from: []), barID: { bars[$0].id }))
        XCTAssertEqual(
            warning.message,
            """
            Warning! Duplicate data IDs detected. Bars with the same view type should have unique data \
            IDs within a bar stack. Duplicate data IDs can cause undefined behavior. Digest:
            - Bar with ID nav duplicated at positions 1, 3
            """)
    }

    func testIdentifiersNameWhereTheirModelWasMadeWhenItKnows() {
        struct Located: ModelOriginDescribing { let modelOrigin: String? }
        XCTAssertEqual(DuplicateIdentifiersWarning.identifier("nav", of: Located(modelOrigin: "bars.lua:3")), "nav (bars.lua:3)")
        XCTAssertEqual(DuplicateIdentifiersWarning.identifier("nav", of: Located(modelOrigin: nil)), "nav")
        XCTAssertEqual(DuplicateIdentifiersWarning.identifier(7, of: "a plain model"), "7")
    }
}
