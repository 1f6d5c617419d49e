import EpoxyCollectionView
import EpoxyCore
import EpoxyTestSupport
import XCTest

/// Random compositional sections: every item gets one finite frame, each section starts below
/// the one before (items may overflow a group that is too small for them, as in UIKit), and
/// sideways scrolls always rest inside their range at a point that is itself at rest.
final class CompositionalPropertyTests: XCTestCase {
    private func dimension(_ generator: inout SeededGenerator, estimated: Bool) -> LayoutDimension {
        switch Int.random(in: 0..<(estimated ? 4 : 3), using: &generator) {
        case 0: return .fractionalWidth(Double.random(in: 0...1, using: &generator))
        case 1: return .fractionalHeight(Double.random(in: 0...0.5, using: &generator))
        case 2: return .absolute(Double.random(in: 0...200, using: &generator).rounded())
        default: return .estimated(44)
        }
    }

    private func section(_ generator: inout SeededGenerator) -> LayoutSection {
        let item = LayoutItem(
            layoutSize: LayoutSize(width: dimension(&generator, estimated: false), height: dimension(&generator, estimated: true)),
            contentInsets: DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))
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
        var generator = SeededGenerator(seed: 15)
        for round in 0..<40 {
            let layoutSections = (0..<Int.random(in: 1...4, using: &generator)).map { _ in section(&generator) }
            let models = layoutSections.enumerated().map { index, layoutSection in
                SectionModel(dataID: index, items: rows((0..<Int.random(in: 0...12, using: &generator)).map { "\(index)-\($0)" }))
                    .compositionalLayoutSection(layoutSection)
            }
            let (window, collection) = makeCollection(layout: CompositionalLayout(section: .list()))
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
                let top = attributes.itemFrames.map(\.minY).min() ?? previousTop
                XCTAssertGreaterThanOrEqual(top, previousTop, "round \(round) section \(index) starts above the one before")
                previousTop = top
                guard let orthogonal = attributes.orthogonalScrolling else { continue }
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
