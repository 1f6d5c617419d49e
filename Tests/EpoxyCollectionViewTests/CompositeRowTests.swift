import EpoxyCollectionView
import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import EpoxyTestSupport
import XCTest

/// Rows whose views have constraints inside: measured by the engine, laid out inside their cells.
final class CompositeRowTests: XCTestCase {
    func testTextRowsSelfSizeThroughTheEngineAndLayOutInsideTheirCells() {
        let (window, collection) = makeCollection()
        collection.setSections([SectionModel(dataID: "s", items: [
            TextRow.itemModel(dataID: "both", content: TextRow.Content(title: "Title", subtitle: "Subtitle"), style: TextRow.Style()),
            TextRow.itemModel(dataID: "title", content: "Inbox", style: TextRow.Style()),
        ])], animated: false)
        window.layoutIfNeeded()
        // Headline and body lines are 20⅔ tall at the default size; margins 16, spacing 8.
        let both = 16 + 20.0 + 2.0 / 3 + 8 + 20.0 + 2.0 / 3 + 16
        assertRect(collection.frame(ofItem: "both"), Rect(x: 0, y: 0, width: 375, height: both))
        assertRect(collection.frame(ofItem: "title"), Rect(x: 0, y: both, width: 375, height: 52.0 + 2.0 / 3))
        let row = collection.visibleElements[0].contentView
        assertRect(row.frame, Rect(x: 0, y: 0, width: 375, height: both))
        let labels = row.viewsInSubtree.compactMap { $0 as? Label }
        XCTAssertEqual(labels.count, 2)
        assertRect(labels.first?.frameInWindow, Rect(x: 24, y: 16, width: 327, height: 20.0 + 2.0 / 3))
        assertRect(labels.last?.frameInWindow, Rect(x: 24, y: 44.0 + 2.0 / 3, width: 327, height: 20.0 + 2.0 / 3))
        // Scrolled, the row's labels move with the content.
        collection.frame = Rect(x: 0, y: 0, width: 375, height: 100)
        window.layoutIfNeeded()
        collection.scroll(to: Point(x: 0, y: 10))
        window.layoutIfNeeded()
        assertRect(labels.first?.frameInWindow, Rect(x: 24, y: 6, width: 327, height: 20.0 + 2.0 / 3))
    }

    /// Nothing holds the collection view, its cells or the views and guides of composite rows
    /// (groups, labels, buttons, checkboxes) `weak`, so none gets a side table.
    func testNothingHoldsTheViewsOrGuidesOfLaidOutRowsWeakly() {
        let (window, collection) = makeCollection()
        collection.setSections([SectionModel(dataID: "s", items: [
            TextRow.itemModel(dataID: "text", content: TextRow.Content(title: "Title", subtitle: "Subtitle"), style: TextRow.Style()),
            ImageRow.itemModel(dataID: "image", content: ImageRow.Content(image: "photos", title: "Photos", subtitle: "12", showsDisclosureIndicator: true), style: ImageRow.Style()),
            ButtonRow.itemModel(dataID: "button", content: "Save", style: ButtonRow.Style()),
            CheckboxRow.itemModel(dataID: "checkbox", content: CheckboxRow.Content(title: "Buy milk"), style: CheckboxRow.Style()),
        ])], animated: false)
        window.layoutIfNeeded()
        let views = window.viewsInSubtree
        XCTAssertTrue(views.contains { $0 is ButtonRow } && views.contains { $0 is CheckboxRow } && views.contains { $0 is Label })
        for view in views {
            XCTAssertEqual(weakReferenceCount(view), 0, "\(view)")
            for guide in view.layoutGuides {
                XCTAssertEqual(weakReferenceCount(guide), 0, guide.layoutItemDescription)
            }
        }
    }

    func testLeafShortcutMatchesTheEngine() {
        let window = TestWindow()
        let texts = ["", "Inbox", Array(repeating: "abcd", count: 20).joined(separator: " "), String(repeating: "x", count: 200)]
        let styles = [Label.Style(font: .font(Font(size: 10)), numberOfLines: 0), Label.Style(font: .font(Font(size: 13))),
                      Label.Style(font: .textStyle(.body), numberOfLines: 2)]
        for text in texts {
            for style in styles {
                for width in [50.0, 120.5, 375] {
                    let label = Label(style: style, content: .text(text))
                    window.addSubview(label)
                    let engine = label.systemLayoutSizeFitting(
                        Size(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
                    let (rowWindow, collection) = makeCollection(width: width)
                    collection.setSections([SectionModel(items: [Label.itemModel(dataID: 1, content: .text(text), style: style)])], animated: false)
                    rowWindow.layoutIfNeeded()
                    XCTAssertEqual(collection.frame(ofItem: 1)?.height, engine.height, "\(text.count) characters, \(style), width \(width)")
                    label.removeFromSuperview()
                }
            }
        }
    }

    func testSafeAreaChangesAfterTheFirstLayoutMoveTheContent() {
        let (window, collection) = makeCollection()
        collection.setSections([SectionModel(items: rows(["a", "b"]))], animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(collection.frameInWindow(ofItem: "a")?.minY, 0)
        window.windowSafeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        window.layoutIfNeeded()
        XCTAssertEqual(collection.adjustedContentInset.top, 59)
        XCTAssertEqual(collection.contentOffset.y, -59)
        XCTAssertEqual(collection.frameInWindow(ofItem: "a")?.minY, 59)
        XCTAssertEqual(collection.visibleElements.first?.cell.frameInWindow.minY, 59)
    }
}

/// A row whose constraints conflict: measuring it warns through the window, not standard error.
final class ConflictingRow: View, EpoxyableView {
    init(style: Int) {
        super.init()
        let inner = View()
        addSubview(inner)
        LayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: topAnchor),
            inner.bottomAnchor.constraint(equalTo: bottomAnchor),
            inner.heightAnchor.constraint(equalToConstant: 30),
            inner.heightAnchor.constraint(equalToConstant: 40),
        ])
    }
}

final class MeasuringWarningTests: XCTestCase {
    func testConflictsFoundWhileMeasuringReachTheWindow() {
        var warnings: [String] = []
        let (window, collection) = makeCollection()
        window.warningHandler = { warnings.append($0) }
        collection.setSections([SectionModel(items: [ConflictingRow.itemModel(dataID: "x", style: 0)])], animated: false)
        window.layoutIfNeeded()
        XCTAssertFalse(warnings.isEmpty)
        XCTAssertEqual(collection.frame(ofItem: "x")?.height, 30)
    }
}
