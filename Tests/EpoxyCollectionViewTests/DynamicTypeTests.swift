import EpoxyCollectionView
import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import XCTest

final class DynamicTypeTests: XCTestCase {
    func testAContentSizeChangeMeasuresTheRowsAgain() {
        let window = TraitRootView(frame: Rect(x: 0, y: 0, width: 375, height: 667), traits: Traits(textMeasurer: FixedMetricsTextMeasurer()))
        window.warningHandler = { _ in }
        let collection = CollectionView(layout: ListLayout(), frame: window.bounds)
        window.addSubview(collection)
        let style = Label.Style(font: .textStyle(.body), adjustsFontForContentSizeCategory: true)
        collection.setSections([SectionModel(items: [
            Label.itemModel(dataID: "a", content: "Inbox", style: style),
            Label.itemModel(dataID: "b", content: "Archive", style: style),
        ])], animated: false)
        window.layoutIfNeeded()
        // Body is 17 pt at the default size: a 20.4 pt line, rounded up to thirds of a point.
        assertRect(collection.frame(ofItem: "b"), Rect(x: 0, y: 20 + 2.0 / 3, width: 375, height: 20 + 2.0 / 3))
        XCTAssertEqual(collection.measurementCount, 2)
        window.providedTraits = window.providedTraits.withContentSizeCategory(.accessibilityLarge)
        window.layoutIfNeeded()
        // 33 pt at accessibilityLarge: 39.6 → 39⅔.
        assertRect(collection.frame(ofItem: "b"), Rect(x: 0, y: 39 + 2.0 / 3, width: 375, height: 39 + 2.0 / 3))
        XCTAssertEqual(collection.measurementCount, 4)
        let label = collection.visibleElements.last?.contentView
        assertRect(label?.frameInWindow, Rect(x: 0, y: 39 + 2.0 / 3, width: 375, height: 39 + 2.0 / 3))
    }
}
