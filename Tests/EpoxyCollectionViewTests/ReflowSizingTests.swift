import EpoxyCollectionView
import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import XCTest

/// Cells are sized from the layout their views have once their traits settled: a row whose
/// content view builds a reflowing HGroup outside the window (as a Lua component's cell does)
/// is measured stacked at accessibility sizes, like the cell it is shown in.
final class ReflowSizingTests: XCTestCase {
    /// A cell view that makes its ImageRow on the first content, outside any window, and pins it
    /// to its edges: the row joins the tree only after its group was installed.
    private final class HostingRow: View, EpoxyableView {
        private var row: ImageRow?

        init(style: Int) {
            super.init()
        }

        func setContent(_ content: ImageRow.Content, animated: Bool) {
            if row == nil {
                let made = ImageRow(style: ImageRow.Style())
                made.setContent(content, animated: false)
                addSubview(made)
                LayoutConstraint.activate([
                    made.topAnchor.constraint(equalTo: topAnchor), made.bottomAnchor.constraint(equalTo: bottomAnchor),
                    made.leadingAnchor.constraint(equalTo: leadingAnchor), made.trailingAnchor.constraint(equalTo: trailingAnchor),
                ])
                row = made
            }
            row?.setContent(content, animated: animated)
        }

        func setBehaviors(_ behaviors: Never?) {}
    }

    private func show(_ category: ContentSizeCategory, width: Double, before: Bool) -> (TraitRootView, CollectionView) {
        let traits = Traits(contentSizeCategory: before ? category : .large, textMeasurer: FixedMetricsTextMeasurer())
        let window = TraitRootView(frame: Rect(x: 0, y: 0, width: width, height: 800), traits: traits)
        window.warningHandler = { _ in }
        let collection = CollectionView(layout: ListLayout(), frame: window.bounds)
        window.addSubview(collection)
        collection.setSections([SectionModel(items: ["a", "b"].map { id in
            HostingRow.itemModel(dataID: id, content: ImageRow.Content(image: .name("star"), title: "Title", subtitle: "Subtitle"), style: 0)
        })], animated: false)
        window.layoutIfNeeded()
        if !before {
            window.providedTraits = window.providedTraits.withContentSizeCategory(category)
            window.layoutIfNeeded()
        }
        return (window, collection)
    }

    func testRowsMeasureStackedWhenTheCategoryIsSetFirst() {
        for width in [320.0, 393] {
            let (_, collection) = show(.accessibilityLarge, width: width, before: true)
            // Fixed metrics: a line is 1.2 × the size, rounded up to ⅓ pt. Headline and body are
            // 33 pt at accessibilityLarge: 39.6 → 39⅔. Reflowed (UIKit/Epoxy: the HGroup's VGroup
            // constraints): margins 16 + image 40 + spacing 16 + title 39⅔ + 4 + subtitle 39⅔ + 16.
            let line = 39 + 2.0 / 3
            let height = 16 + 40 + 16 + line + 4 + line + 16
            XCTAssertEqual(height, 171 + 1.0 / 3, accuracy: 1e-9)
            assertRect(collection.frame(ofItem: "a"), Rect(x: 0, y: 0, width: width, height: height))
            assertRect(collection.frame(ofItem: "b"), Rect(x: 0, y: height, width: width, height: height))
            let row = collection.visibleElements.first?.contentView.subviews.first as? ImageRow
            XCTAssertEqual(row?.isUsingAccessibilityLayout, true)
            // The subtitle's bottom sits on the bottom margin: nothing outside the cell. It is
            // leading-aligned at the 24-pt margin, as wide as its text (8 characters × 16.5).
            assertRect(row?.subtitleLabel?.frameInWindow, Rect(x: 24, y: height - 16 - line, width: 132, height: line))
        }
    }

    func testRowsMeasureAgainWhenTheCategoryChangesAfterShowing() {
        let (window, collection) = show(.accessibilityMedium, width: 375, before: false)
        // 28 pt at accessibilityMedium: 33.6 → 33⅔; 16 + 40 + 16 + 33⅔ + 4 + 33⅔ + 16.
        let line = 33 + 2.0 / 3
        let height = 16 + 40 + 16 + line + 4 + line + 16
        assertRect(collection.frame(ofItem: "b"), Rect(x: 0, y: height, width: 375, height: height))
        // Back at a default size the row is side by side: 16 + max(image 40, 17 pt body and
        // headline lines 20⅔ + 4 + 20⅔ = 45⅓) + 16.
        window.providedTraits = window.providedTraits.withContentSizeCategory(.large)
        window.layoutIfNeeded()
        let text = (20 + 2.0 / 3) * 2 + 4
        assertRect(collection.frame(ofItem: "b"), Rect(x: 0, y: 16 + text + 16, width: 375, height: 16 + text + 16))
    }
}
