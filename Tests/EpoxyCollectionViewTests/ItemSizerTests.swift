@testable import EpoxyCollectionView
import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import XCTest

final class ItemSizerTests: XCTestCase {
    private let wrapping = Label.Style(font: .font(Font(size: 10)), numberOfLines: 0)

    private func label(_ id: String, _ text: String) -> AnyItemModel {
        AnyItemModel(TextKeyedLabel(
            base: Label.itemModel(dataID: id, content: .text(text), style: wrapping).eraseToAnyItemModel(), text: text))
    }

    /// The collection view's sizer sends its warnings to the view while it lives; once the view
    /// is gone its handler reaches nothing (it holds the view's lifetime, not the view).
    func testTheSizerWarnsThroughItsCollectionViewAndLosesTheHandlerWithIt() throws {
        var collection: CollectionView? = CollectionView(layout: ListLayout(), frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let sizer = try XCTUnwrap(collection?.sizer)
        var warnings: [String] = []
        collection?.warningHandler = { warnings.append($0) }
        sizer.warningHandler?("conflict")
        XCTAssertEqual(warnings, ["conflict"])
        collection = nil
        sizer.warningHandler?("after the view went")
        XCTAssertEqual(warnings, ["conflict"])
    }

    func testContentCacheAnswersEqualContentOfAnotherItem() {
        let sizer = ItemSizer(traits: Traits())
        let first = sizer.fittingSize(of: label("a", "same text"), width: 100)
        XCTAssertEqual(sizer.measurementCount, 1)
        XCTAssertEqual(sizer.fittingSize(of: label("b", "same text"), width: 100), first)
        XCTAssertEqual(sizer.measurementCount, 1)
    }

    func testFullContentCacheIsEmptiedAndMeasuresAgainCorrectly() {
        let sizer = ItemSizer(traits: Traits(), contentCacheCapacity: 2)
        let long = String(repeating: "word ", count: 12)
        let a = sizer.fittingSize(of: label("a", long), width: 100)
        _ = sizer.fittingSize(of: label("b", "b"), width: 100)
        XCTAssertEqual(sizer.measurementCount, 2)
        // Both still cached.
        XCTAssertEqual(sizer.fittingSize(of: label("x", long), width: 100), a)
        XCTAssertEqual(sizer.measurementCount, 2)
        // A third content empties the full cache: the first is measured again, to the same size.
        _ = sizer.fittingSize(of: label("c", "c"), width: 100)
        XCTAssertEqual(sizer.measurementCount, 3)
        XCTAssertEqual(sizer.fittingSize(of: label("a", long), width: 100), a)
        XCTAssertEqual(sizer.measurementCount, 4)
        XCTAssertGreaterThan(a.height, 12, "the long text wraps")
    }
}

/// A label whose text is its content cache key (Lua item models key their content this way;
/// a Swift label's content is not hashable).
private struct TextKeyedLabel: ItemModeling {
    let base: AnyItemModel
    let text: String

    var dataID: AnyHashable { base.dataID }
    var reuseIdentifier: ReuseIdentifier { base.reuseIdentifier }
    var contentCacheKey: AnyHashable? { text }
    func makeView() -> View { base.makeView() }
    func setContent(on view: View, animated: Bool) { base.setContent(on: view, animated: animated) }
    func setBehaviors(on view: View) { base.setBehaviors(on: view) }
    func isContentEqual(to other: AnyItemModel) -> Bool { (other.base as? Self)?.text == text }
}
