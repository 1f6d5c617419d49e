import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout
import XCTest

/// Frames of compositional layouts, each derived by hand from UIKit's rules in the comments.
final class CompositionalLayoutTests: XCTestCase {
    private let full = LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))

    private func section(_ id: String, _ count: Int, height: Double = 44) -> SectionModel {
        SectionModel(dataID: id, items: rows((0..<count).map { "\(id)\($0)" }, height: height))
    }

    private func frames(_ collection: CollectionView, _ section: Int = 0) -> [Rect] {
        collection.layoutResult?.sections[section].itemFrames ?? []
    }

    func testTwoColumnGridInsetBySectionAndItemInsets() {
        // Container: 375 − 16 − 16 = 343. Group 343 × 100; items 171.5 wide, inset by 4 on
        // every side: a at (16 + 4, 8 + 4), 163.5 × 92; b at 16 + 171.5 + 4 = 191.5. Groups
        // repeat 100 + 10 apart: c and d at y 8 + 110 + 4 = 122, e at 232. Height 8 + 3·100 + 2·10 = 328.
        let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
                              contentInsets: DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), subitems: [.item(item)])
        let layoutSection = LayoutSection(group: group, interGroupSpacing: 10, contentInsets: DirectionalEdgeInsets(top: 8, leading: 16, bottom: 0, trailing: 16))
        let (window, collection) = makeCollection(layout: CompositionalLayout(section: layoutSection))
        collection.setSections([section("g", 5)], animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(frames(collection), [
            Rect(x: 20, y: 12, width: 163.5, height: 92), Rect(x: 191.5, y: 12, width: 163.5, height: 92),
            Rect(x: 20, y: 122, width: 163.5, height: 92), Rect(x: 191.5, y: 122, width: 163.5, height: 92),
            Rect(x: 20, y: 232, width: 163.5, height: 92),
        ])
        XCTAssertEqual(collection.contentSize, Size(width: 375, height: 328))
    }

    func testCountGroupSharesItsWidthIgnoringTheItemsOwnWidth() {
        // (375 − 2·10) / 3 = 118.33 each, at 0, 128.33, 256.67; the item's 999 is ignored.
        let item = LayoutItem(layoutSize: LayoutSize(width: .absolute(999), height: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
                                           repeatingSubitem: .item(item), count: 3, interItemSpacing: 10)
        let (window, collection) = makeCollection(layout: CompositionalLayout(section: LayoutSection(group: group)))
        collection.setSections([section("c", 4)], animated: false)
        window.layoutIfNeeded()
        let third = 355.0 / 3
        assertRect(frames(collection)[0], Rect(x: 0, y: 0, width: third, height: 50))
        assertRect(frames(collection)[1], Rect(x: third + 10, y: 0, width: third, height: 50))
        assertRect(frames(collection)[2], Rect(x: 2 * (third + 10), y: 0, width: third, height: 50))
        assertRect(frames(collection)[3], Rect(x: 0, y: 50, width: third, height: 50))
    }

    func testFractionsResolveAgainstTheSafeAreaAndTheVisibleHeight() {
        // Landscape 812 × 375 with a 44-pt safe area left and right and 21 at the bottom: the
        // container is 812 − 44 − 44 − 16 − 16 = 692 wide, the visible height 375 − 21 = 354.
        // Groups of half the width (346) and a quarter of the height (88.5) start at 44 + 16.
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(0.25)), subitems: [.item(LayoutItem(layoutSize: full))])
        let layoutSection = LayoutSection(group: group, contentInsets: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        let (window, collection) = makeCollection(
            layout: CompositionalLayout(section: layoutSection), width: 812, height: 375, safeArea: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        collection.setSections([section("s", 2)], animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(frames(collection), [Rect(x: 60, y: 0, width: 346, height: 88.5), Rect(x: 60, y: 88.5, width: 346, height: 88.5)])
    }

    func testNestedGroups() {
        // A 375 × 200 row: a takes the left half; a column of 2 takes the right half, each
        // 100 tall. The next row starts at 200.
        let half = LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1))
        let column = LayoutGroup.vertical(layoutSize: half, repeatingSubitem: .item(LayoutItem(layoutSize: full)), count: 2)
        let row = LayoutGroup.horizontal(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(200)),
                                         subitems: [.item(LayoutItem(layoutSize: half)), .group(column)])
        let (window, collection) = makeCollection(layout: CompositionalLayout(section: LayoutSection(group: row)))
        collection.setSections([section("n", 4)], animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(frames(collection), [
            Rect(x: 0, y: 0, width: 187.5, height: 200), Rect(x: 187.5, y: 0, width: 187.5, height: 100),
            Rect(x: 187.5, y: 100, width: 187.5, height: 100), Rect(x: 0, y: 200, width: 187.5, height: 200),
        ])
    }

    func testEdgeSpacingSurroundsTheSlotAndCountsWhenFitting() {
        // Items 100 wide with 10 before and 5 after take 115 each: three fit in 375 (345),
        // a fourth (460) does not. Top spacing 4 pushes them down; the next row starts at 54.
        // In a count group of 2, each share is 187.5 and the slot is 187.5 − 15 = 172.5.
        let spaced = LayoutItem(layoutSize: LayoutSize(width: .absolute(100), height: .absolute(50)),
                                edgeSpacing: LayoutEdgeSpacing(leading: .fixed(10), top: .fixed(4), trailing: .fixed(5)))
        let row = LayoutGroup.horizontal(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(54)), subitems: [.item(spaced)])
        let (window, collection) = makeCollection(layout: CompositionalLayout(section: LayoutSection(group: row)))
        collection.setSections([section("e", 4)], animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(frames(collection), [
            Rect(x: 10, y: 4, width: 100, height: 50), Rect(x: 125, y: 4, width: 100, height: 50),
            Rect(x: 240, y: 4, width: 100, height: 50), Rect(x: 10, y: 58, width: 100, height: 50),
        ])
        let pair = LayoutGroup.horizontal(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(54)),
                                          repeatingSubitem: .item(spaced), count: 2)
        collection.layout = CompositionalLayout(section: LayoutSection(group: pair))
        window.layoutIfNeeded()
        XCTAssertEqual(frames(collection).prefix(2), [Rect(x: 10, y: 4, width: 172.5, height: 50), Rect(x: 197.5, y: 4, width: 172.5, height: 50)])
    }

    func testEstimatedHeightsSelfSizeAndBoundaryItemsFrameTheSection() {
        // Header self-sizes to 20, rows to 30 and 60 (contentInsets along an estimated height are
        // ignored; leading/trailing 8 apply), the footer is 10: y 0, 20, 50, 110; the second
        // section starts 24 (interSectionSpacing) lower, at 144.
        let item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
                              contentInsets: DirectionalEdgeInsets(top: 5, leading: 8, bottom: 5, trailing: 8))
        let group = LayoutGroup.vertical(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), subitems: [.item(item)])
        let layoutSection = LayoutSection(group: group, boundarySupplementaryItems: [
            LayoutBoundaryItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(50)), elementKind: .sectionHeader, alignment: .top),
            LayoutBoundaryItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(10)), elementKind: .sectionFooter, alignment: .bottom),
        ])
        let layout = CompositionalLayout(configuration: CompositionalLayoutConfiguration(interSectionSpacing: 24), section: layoutSection)
        let (window, collection) = makeCollection(layout: layout)
        let items = [TestRow.itemModel(dataID: "a", content: "a", style: .init(height: 30)).eraseToAnyItemModel(),
                     TestRow.itemModel(dataID: "b", content: "b", style: .init(height: 60)).eraseToAnyItemModel()]
        let first = SectionModel(dataID: "one", items: items)
            .supplementaryItems(ofKind: .sectionHeader, [TestRow.supplementaryItemModel(dataID: "h", content: "H", style: .init(height: 20))])
            .supplementaryItems(ofKind: .sectionFooter, [TestRow.supplementaryItemModel(dataID: "f", content: "F", style: .init(height: 99))])
        collection.setSections([first, section("two", 1)], animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(frames(collection), [Rect(x: 8, y: 20, width: 359, height: 30), Rect(x: 8, y: 50, width: 359, height: 60)])
        XCTAssertEqual(collection.layoutResult?.sections[0].supplementaryFrames[.sectionHeader], [Rect(x: 0, y: 0, width: 375, height: 20)])
        XCTAssertEqual(collection.layoutResult?.sections[0].supplementaryFrames[.sectionFooter], [Rect(x: 0, y: 110, width: 375, height: 10)])
        XCTAssertEqual(frames(collection, 1), [Rect(x: 8, y: 144, width: 359, height: 44)])
    }

    func testFractionalHeightsInASelfSizingRowTakeItsFinalHeight() {
        // A row of estimated height: a self-sizes to 60, b (full height, insets 5 top and
        // bottom) takes the row's 60 minus its insets: 50. A row of only fractional items keeps
        // the estimate, 44.
        let selfSizing = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.5), height: .estimated(44)))
        let filling = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
                                 contentInsets: DirectionalEdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0))
        let row = LayoutGroup.horizontal(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
                                         subitems: [.item(selfSizing), .item(filling)])
        let (window, collection) = makeCollection(layout: CompositionalLayout(section: LayoutSection(group: row)))
        collection.setSections([section("r", 2, height: 60)], animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(frames(collection), [Rect(x: 0, y: 0, width: 187.5, height: 60), Rect(x: 187.5, y: 5, width: 187.5, height: 50)])
        let onlyFilling = LayoutGroup.horizontal(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), subitems: [.item(filling)])
        collection.layout = CompositionalLayout(section: LayoutSection(group: onlyFilling))
        window.layoutIfNeeded()
        XCTAssertEqual(frames(collection), [Rect(x: 0, y: 5, width: 187.5, height: 34), Rect(x: 187.5, y: 5, width: 187.5, height: 34)])
        XCTAssertEqual(collection.contentSize.height, 44)
    }

    func testEstimatedWidthsSelfSizeChipsInACarousel() {
        // Chips 60 and 80 wide (their intrinsic widths at the required 32-pt height), one per
        // group, 8 apart from the leading inset 16: x 16 and 84; the carousel is
        // 16 + 60 + 8 + 80 + 16 = 180 wide, so it cannot scroll in 375.
        let item = LayoutItem(layoutSize: LayoutSize(width: .estimated(50), height: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(width: .estimated(50), height: .absolute(32)), subitems: [.item(item)])
        let layoutSection = LayoutSection(group: group, interGroupSpacing: 8, contentInsets: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                                          orthogonalScrollingBehavior: .continuous)
        let (window, collection) = makeCollection(layout: CompositionalLayout(section: layoutSection))
        let chips = [("a", 60.0), ("b", 80)].map { TestChip.itemModel(dataID: $0.0, content: $0.0, style: .init(width: $0.1, height: 20)).eraseToAnyItemModel() }
        collection.setSections([SectionModel(dataID: "chips", items: chips)], animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(frames(collection), [Rect(x: 16, y: 0, width: 60, height: 32), Rect(x: 84, y: 0, width: 80, height: 32)])
        XCTAssertEqual(collection.layoutResult?.sections[0].orthogonalScrolling?.contentLength, 180)
        XCTAssertEqual(try collection.scrollSection("chips", to: 100), 0)
    }

    /// A carousel of 5 cards 80% of the 343-pt container wide (274.4), 12 apart from x 16:
    /// groups at 16, 302.4, 588.8, 875.2, 1161.6; content 1161.6 + 274.4 + 16 = 1452 wide, so
    /// offsets run from 0 to 1452 − 375 = 1077. A list section follows at y 200.
    private func carousel(_ behavior: OrthogonalScrollingBehavior, events: EventLog? = nil) -> (TestWindow, CollectionView) {
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(width: .fractionalWidth(0.8), height: .absolute(200)), subitems: [.item(LayoutItem(layoutSize: full))])
        let cards = LayoutSection(group: group, interGroupSpacing: 12, contentInsets: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                                  orthogonalScrollingBehavior: behavior)
        let (window, collection) = makeCollection(layout: CompositionalLayout(section: .list()))
        let items = (0..<5).map { index in
            TestRow.itemModel(dataID: "card\(index)", content: "\(index)", style: .init(height: 10))
                .willDisplay { events?.entries.append("will:\($0.dataID)") }
                .didEndDisplaying { events?.entries.append("end:\($0.dataID)") }
                .eraseToAnyItemModel()
        }
        collection.setSections([SectionModel(dataID: "cards", items: items).compositionalLayoutSection(cards), section("list", 3)], animated: false)
        window.layoutIfNeeded()
        return (window, collection)
    }

    func testGroupPagingRestsOnGroupsAndOnlyVisibleCardsHaveCells() throws {
        let events = EventLog()
        let (_, collection) = carousel(.groupPaging, events: events)
        for (frame, x) in zip(frames(collection), [16, 302.4, 588.8, 875.2, 1161.6]) {
            assertRect(frame, Rect(x: x, y: 0, width: 274.4, height: 200))
        }
        XCTAssertEqual(frames(collection, 1).first, Rect(x: 0, y: 200, width: 375, height: 44))
        XCTAssertEqual(cellIDs(collection, section: "cards"), ["card0", "card1"])
        let layouts = collection.layoutCount
        events.entries = []
        // Released at 300, the nearest group edge is card1's: 302.4 − 16 = 286.4.
        XCTAssertEqual(try collection.scrollSection("cards", to: 300), 286.4, accuracy: 1e-9)
        XCTAssertEqual(collection.layoutCount, layouts, "a sideways scroll lays nothing out")
        assertRect(collection.frameInWindow(ofItem: "card1"), Rect(x: 16, y: 0, width: 274.4, height: 200))
        assertRect(collection.frameInWindow(ofItem: "card0"), Rect(x: -270.4, y: 0, width: 274.4, height: 200))
        XCTAssertEqual(cellIDs(collection, section: "cards"), ["card0", "card1", "card2"])
        XCTAssertEqual(events.entries, ["will:card2"])
        // Past the end it rests at the last offset, 1077: cards 0–2 leave, and their views are
        // reused for cards 3 and 4.
        let created = collection.createdViewCount
        let reused = collection.reusedViewCount
        XCTAssertEqual(try collection.scrollSection("cards", to: 5000), 1077, accuracy: 1e-9)
        XCTAssertEqual(cellIDs(collection, section: "cards"), ["card3", "card4"])
        XCTAssertEqual(collection.createdViewCount, created)
        XCTAssertEqual(collection.reusedViewCount, reused + 2)
        XCTAssertEqual(events.entries, ["will:card2", "end:card0", "end:card1", "end:card2", "will:card3", "will:card4"])
        XCTAssertEqual(collection.orthogonalOffset(ofSection: "cards") ?? 0, 1077, accuracy: 1e-9)
    }

    func testPagingContinuousAndCenteredRestingOffsets() throws {
        // Pages are the 375-pt viewport: 300 → 375; 1000 → 1125, beyond the end → 1077.
        let (_, paging) = carousel(.paging)
        XCTAssertEqual(try paging.scrollSection("cards", to: 300), 375)
        XCTAssertEqual(try paging.scrollSection("cards", to: 1000), 1077, accuracy: 1e-9)
        let (_, continuous) = carousel(.continuous)
        XCTAssertEqual(try continuous.scrollSection("cards", to: 300), 300)
        XCTAssertEqual(try continuous.scrollSection("cards", to: -50), 0)
        // Centred: the first card starts centred, offset 153.2 − 187.5 = −34.3 (x 50.3 on
        // screen); released at 300 the nearest centred card is card1: 439.6 − 187.5 = 252.1.
        let (_, centered) = carousel(.groupPagingCentered)
        XCTAssertEqual(centered.orthogonalOffset(ofSection: "cards") ?? 0, -34.3, accuracy: 1e-9)
        assertRect(centered.frameInWindow(ofItem: "card0"), Rect(x: 50.3, y: 0, width: 274.4, height: 200))
        XCTAssertEqual(try centered.scrollSection("cards", to: 300), 252.1, accuracy: 1e-9)
        let (_, leading) = carousel(.continuousGroupLeadingBoundary)
        XCTAssertEqual(try leading.scrollSection("cards", to: 450), 572.8, accuracy: 1e-9)
    }

    func testScrollingASectionThatDoesNotScrollSidewaysIsAnError() {
        let (_, collection) = carousel(.groupPaging)
        XCTAssertThrowsError(try collection.scrollSection("list", to: 10)) { error in
            XCTAssertEqual(error as? CollectionViewError, .sectionNotScrollable(dataID: "list"))
        }
        XCTAssertThrowsError(try collection.scrollSection("nope", to: 10)) { error in
            XCTAssertEqual(error as? CollectionViewError, .unknownSection(dataID: "nope"))
        }
    }

    func testOffsetsSurviveUpdates() throws {
        let (window, collection) = carousel(.groupPaging)
        try collection.scrollSection("cards", to: 300)
        var sections = collection.sections
        sections[1] = section("list", 4)
        collection.setSections(sections, animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(collection.orthogonalOffset(ofSection: "cards") ?? 0, 286.4, accuracy: 1e-9)
    }

    func testPinnedHeaderStaysAtTheTopOfItsSection() {
        // Section a: a 50-pt pinned header over 10 rows of 100 (0 to 1050); section b follows.
        let row = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)))
        let group = LayoutGroup.vertical(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), subitems: [.item(row)])
        let pinned = LayoutSection(group: group, boundarySupplementaryItems: [
            LayoutBoundaryItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), elementKind: .sectionHeader,
                               alignment: .top, pinToVisibleBounds: true),
        ])
        let (window, collection) = makeCollection(layout: CompositionalLayout(section: pinned))
        let header = TestRow.supplementaryItemModel(dataID: "ha", content: "A", style: .init(height: 50))
        collection.setSections([
            section("a", 10).supplementaryItems(ofKind: .sectionHeader, [header]),
            section("b", 10).supplementaryItems(ofKind: .sectionHeader, [TestRow.supplementaryItemModel(dataID: "hb", content: "B", style: .init(height: 50))]),
        ], animated: false)
        window.layoutIfNeeded()
        func headerFrame(_ id: String) -> Rect? {
            collection.visibleElements.first { $0.kind == .sectionHeader && "\($0.dataID)" == id }?.frame
        }
        XCTAssertEqual(headerFrame("ha"), Rect(x: 0, y: 0, width: 375, height: 50))
        collection.scroll(to: Point(x: 0, y: 300))
        XCTAssertEqual(headerFrame("ha"), Rect(x: 0, y: 300, width: 375, height: 50))
        // Near the section's end it is pushed up with it: 1050 − 50 = 1000.
        collection.scroll(to: Point(x: 0, y: 1020))
        XCTAssertEqual(headerFrame("ha"), Rect(x: 0, y: 1000, width: 375, height: 50))
        XCTAssertEqual(headerFrame("hb"), Rect(x: 0, y: 1050, width: 375, height: 50))
        collection.scroll(to: Point(x: 0, y: 1300))
        XCTAssertNil(headerFrame("ha"))
        XCTAssertEqual(headerFrame("hb"), Rect(x: 0, y: 1300, width: 375, height: 50))
    }

    func testOverlappingHeaderAndPinnedFooter() {
        // A 30-pt header that does not extend the section overlaps the first row (rows from 0);
        // a 40-pt footer pinned to the bottom of the 667-pt screen rides at 627 while the
        // section (20 rows of 100, footer at 2000) runs past the screen, and rests at 2000 at the end.
        let row = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)))
        let group = LayoutGroup.vertical(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), subitems: [.item(row)])
        let layoutSection = LayoutSection(group: group, boundarySupplementaryItems: [
            LayoutBoundaryItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)), elementKind: .sectionHeader,
                               alignment: .top, extendsBoundary: false),
            LayoutBoundaryItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)), elementKind: .sectionFooter,
                               alignment: .bottom, pinToVisibleBounds: true),
        ])
        let (window, collection) = makeCollection(layout: CompositionalLayout(section: layoutSection))
        collection.setSections([
            section("s", 20)
                .supplementaryItems(ofKind: .sectionHeader, [TestRow.supplementaryItemModel(dataID: "h", content: "H", style: .init(height: 30))])
                .supplementaryItems(ofKind: .sectionFooter, [TestRow.supplementaryItemModel(dataID: "f", content: "F", style: .init(height: 40))]),
        ], animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(collection.layoutResult?.sections[0].supplementaryFrames[.sectionHeader], [Rect(x: 0, y: 0, width: 375, height: 30)])
        XCTAssertEqual(frames(collection).first, Rect(x: 0, y: 0, width: 375, height: 100))
        XCTAssertEqual(collection.contentSize.height, 2040)
        func footer() -> Rect? { collection.visibleElements.first { $0.kind == .sectionFooter }?.frame }
        XCTAssertEqual(footer(), Rect(x: 0, y: 627, width: 375, height: 40))
        collection.scroll(to: Point(x: 0, y: 500))
        XCTAssertEqual(footer(), Rect(x: 0, y: 1127, width: 375, height: 40))
        collection.scroll(to: Point(x: 0, y: 2040 - 667))
        XCTAssertEqual(footer(), Rect(x: 0, y: 2000, width: 375, height: 40))
    }

    func testASectionsOwnLayoutWinsAndAThrowingProviderIsReported() {
        struct Refused: Error, Equatable {}
        let grid = LayoutSection(group: .horizontal(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
                                                    repeatingSubitem: .item(LayoutItem(layoutSize: full)), count: 2))
        let layout = CompositionalLayout { index, section, environment in
            XCTAssertEqual(environment.effectiveContentSize, Size(width: 375, height: 667))
            if "\(section.dataID)" == "bad" { throw Refused() }
            return .list()
        }
        let (window, collection) = makeCollection(layout: layout)
        collection.setSections([section("own", 2).compositionalLayoutSection(grid), section("bad", 1)], animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(frames(collection), [Rect(x: 0, y: 0, width: 187.5, height: 50), Rect(x: 187.5, y: 0, width: 187.5, height: 50)])
        // The failing section is laid out as a list of self-sizing rows.
        XCTAssertEqual(frames(collection, 1), [Rect(x: 0, y: 50, width: 375, height: 44)])
        XCTAssertEqual(collection.takeLayoutError() as? Refused, Refused())
        XCTAssertNil(collection.takeLayoutError())
    }

    private func cellIDs(_ collection: CollectionView, section: String) -> [String] {
        collection.visibleElements.filter { $0.kind == nil && "\($0.sectionDataID)" == section }.map { "\($0.dataID)" }
    }
}

/// Display callbacks in the order they ran.
final class EventLog {
    var entries: [String] = []
}

/// A view of a fixed intrinsic size (its style), as a chip whose text decides its width.
final class TestChip: View, EpoxyableView {
    struct Style: Hashable {
        var width: Double
        var height: Double
    }

    let style: Style

    init(style: Style) {
        self.style = style
        super.init()
        // Hugs its width (a chip); its height follows the slot.
        setContentHuggingPriority(.required, for: .horizontal)
        setContentCompressionResistancePriority(.required, for: .horizontal)
    }

    func setContent(_ content: String, animated: Bool) {}

    override var intrinsicContentSize: Size {
        Size(width: style.width, height: style.height)
    }
}
