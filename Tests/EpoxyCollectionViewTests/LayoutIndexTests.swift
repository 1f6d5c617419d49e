import EpoxyCore
import EpoxyTestSupport
import XCTest
@testable import EpoxyCollectionView

final class LayoutIndexTests: XCTestCase {
    /// Random flow layouts (mixed sizes, vertically centred lines, headers) and random rects:
    /// the index finds exactly the elements a scan of every frame finds, in layout order.
    func testIndexedQueriesEqualABruteForceScan() {
        var generator = SeededGenerator(seed: 11)
        for round in 0..<60 {
            let sections = (0..<Int.random(in: 0...4, using: &generator)).map { sectionIndex in
                let items = (0..<Int.random(in: 0...30, using: &generator)).map { item in
                    Tile.itemModel(dataID: item, style: "t")
                        .flowLayoutItemSize(Size(width: Double.random(in: 0...200, using: &generator).rounded(),
                                                 height: Double.random(in: 0...90, using: &generator).rounded()))
                        .eraseToAnyItemModel()
                }
                var section = SectionModel(dataID: sectionIndex, items: items)
                if Bool.random(using: &generator) {
                    section = section.supplementaryItems(ofKind: .sectionHeader, [Tile.supplementaryItemModel(dataID: "h", style: "h")])
                        .flowLayoutHeaderReferenceSize(Size(width: 0, height: 25))
                }
                return section
            }
            let result = FlowLayout().layoutAttributes(
                for: sections, in: CollectionLayoutEnvironment(contentWidth: 375), sizer: UnusedSizer())
            let index = LayoutIndex(result)
            var all: [(ElementLocation, Rect)] = []
            for (s, section) in result.sections.enumerated() {
                for (i, frame) in (section.supplementaryFrames[.sectionHeader] ?? []).enumerated() {
                    all.append((ElementLocation(kind: .sectionHeader, section: s, index: i), frame))
                }
                for (i, frame) in section.itemFrames.enumerated() { all.append((ElementLocation(kind: nil, section: s, index: i), frame)) }
            }
            for _ in 0..<20 {
                let rect = Rect(x: 0, y: Double.random(in: -100...result.contentSize.height + 100, using: &generator),
                                width: 375, height: Double.random(in: 0...400, using: &generator))
                let expected = all.filter { $0.1.intersects(rect) }.map(\.0)
                XCTAssertEqual(index.elements(intersecting: rect).map(\.location), expected, "round \(round), \(rect)")
            }
        }
    }
}

/// Flow layouts of fixed sizes never measure.
struct UnusedSizer: CollectionItemSizing {
    func fittingSize(of model: AnyItemModel, width: Double) -> Size {
        XCTFail("unexpected measurement")
        return .zero
    }
}
