import EpoxyCollectionView
import EpoxyCore
import EpoxyTestSupport
import XCTest

/// Random compositional sections, in vertical and horizontal collections: every item gets one
/// finite frame, each section starts after the one before along the scroll axis (items may
/// overflow a group that is too small for them, as in UIKit), and orthogonal scrolls always
/// rest inside their range at a point that is itself at rest.
final class CompositionalPropertyTests: XCTestCase {
    private func dimension(_ generator: inout SeededGenerator, estimated: Bool) -> LayoutDimension {
        switch Int.random(in: 0..<(estimated ? 4 : 3), using: &generator) {
        case 0: return .fractionalWidth(Double.random(in: 0...1, using: &generator))
        case 1: return .fractionalHeight(Double.random(in: 0...0.5, using: &generator))
        case 2: return .absolute(Double.random(in: 0...200, using: &generator).rounded())
        default: return .estimated(44)
        }
    }

    private func spacing(_ generator: inout SeededGenerator) -> LayoutSpacing {
        let points = Double.random(in: 0...12, using: &generator).rounded()
        return Bool.random(using: &generator) ? .fixed(points) : .flexible(points)
    }

    private func section(_ generator: inout SeededGenerator) -> LayoutSection {
        let item = LayoutItem(
            layoutSize: LayoutSize(width: dimension(&generator, estimated: false), height: dimension(&generator, estimated: true)),
            contentInsets: DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2),
            edgeSpacing: LayoutEdgeSpacing(leading: spacing(&generator), top: spacing(&generator), trailing: spacing(&generator), bottom: spacing(&generator)))
        let size = LayoutSize(width: .fractionalWidth(Double.random(in: 0.3...1, using: &generator)), height: .absolute(Double.random(in: 20...150, using: &generator).rounded()))
        let group: LayoutGroup = Bool.random(using: &generator)
            ? LayoutGroup(layoutSize: size, axis: Bool.random(using: &generator) ? .horizontal : .vertical, subitems: [.item(item)],
                          count: Int.random(in: 1...4, using: &generator), interItemSpacing: 4)
            : LayoutGroup(layoutSize: size, axis: Bool.random(using: &generator) ? .horizontal : .vertical, subitems: [.item(item)], interItemSpacing: 4)
        return LayoutSection(
            group: group, interGroupSpacing: Double.random(in: 0...20, using: &generator).rounded(),
            contentInsets: DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16),
            orthogonalScrollingBehavior: OrthogonalScrollingBehavior.allCases.randomElement(using: &generator)!)
    }

    func testRandomSectionsPlaceEveryItemAndRestInRange() throws {
        try check(.vertical, seed: 15)
    }

    func testRandomSectionsOfAHorizontalCollectionPlaceEveryItemAndRestInRange() throws {
        try check(.horizontal, seed: 16)
    }

    private func check(_ direction: ScrollDirection, seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let vertical = direction == .vertical
        for round in 0..<40 {
            let layoutSections = (0..<Int.random(in: 1...4, using: &generator)).map { _ in section(&generator) }
            let models = layoutSections.enumerated().map { index, layoutSection in
                SectionModel(dataID: index, items: rows((0..<Int.random(in: 0...12, using: &generator)).map { "\(index)-\($0)" }))
                    .compositionalLayoutSection(layoutSection)
            }
            let configuration = CompositionalLayoutConfiguration(scrollDirection: direction, interSectionSpacing: 10)
            let (window, collection) = makeCollection(layout: CompositionalLayout(configuration: configuration, section: .list()))
            collection.setSections(models, animated: false)
            window.layoutIfNeeded()
            let result = try XCTUnwrap(collection.layoutResult)
            var previousTop = 0.0
            for (index, attributes) in result.sections.enumerated() {
                XCTAssertEqual(attributes.itemFrames.count, models[index].items.count, "round \(round) section \(index)")
                for frame in attributes.itemFrames {
                    XCTAssertTrue([frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite), "round \(round): \(frame)")
                    XCTAssertGreaterThanOrEqual(frame.width, 0)
                }
                let top = attributes.itemFrames.map { vertical ? $0.minY : $0.minX }.min() ?? previousTop
                XCTAssertGreaterThanOrEqual(top, previousTop, "round \(round) section \(index) starts before the one before")
                previousTop = top
                guard let orthogonal = attributes.orthogonalScrolling else { continue }
                XCTAssertEqual(orthogonal.direction, vertical ? .horizontal : .vertical)
                for _ in 0..<10 {
                    let x = Double.random(in: -500...3000, using: &generator)
                    let resting = try collection.scrollSection(index, to: x)
                    XCTAssertTrue(orthogonal.offsetRange.contains(resting), "round \(round): \(resting) outside \(orthogonal.offsetRange)")
                    XCTAssertEqual(orthogonal.restingOffset(for: resting), resting, accuracy: 1e-9, "round \(round): \(orthogonal.behavior) moves on from rest")
                }
            }
        }
    }
}
