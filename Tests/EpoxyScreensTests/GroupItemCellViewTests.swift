import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import XCTest

@testable import EpoxyCollectionView
@testable import EpoxyScreens

/// The sizer measures a cell hosting one pinned leaf without the layout engine: the height must
/// be the engine's, for every padding, width and text, and cells the shortcut cannot describe
/// must be left to the engine.
final class GroupItemCellViewTests: XCTestCase {
    private func item(_ text: String, placement: GroupItemPlacement = GroupItemPlacement(), lines: Int = 0) -> AnyGroupItem {
        AnyGroupItem(
            dataID: GroupItemCellView.hostedItemDataID, kind: "label", placement: placement, content: text, isContentEqual: ==,
            make: { Label(style: Label.Style(font: .font(Font(size: 13)), numberOfLines: lines)) },
            setContent: { view, text, _ in (view as? Label)?.setContent(.text(text), animated: false) })
    }

    private func hostedCell(_ item: AnyGroupItem) -> GroupItemCellView {
        let root = TraitRootView(frame: Rect(x: 0, y: 0, width: 400, height: 800), traits: Traits(textMeasurer: FixedMetricsTextMeasurer()))
        let cell = GroupItemCellView()
        root.addSubview(cell)
        cell.show(item)
        return cell
    }

    private func engineHeight(_ cell: View, width: Double) -> Double {
        cell.systemLayoutSizeFitting(
            Size(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
    }

    func testThePinnedLeafHeightIsTheEngines() throws {
        let texts = ["", "One", "A longer title that wraps over several lines at narrow widths, and more words"]
        let paddings = [
            DirectionalEdgeInsets.zero,
            DirectionalEdgeInsets(top: 12, leading: 16, bottom: 8, trailing: 4),
            DirectionalEdgeInsets(top: 0, leading: 40, bottom: 30, trailing: 40),
        ]
        for text in texts {
            for padding in paddings {
                for lines in [0, 1, 2] {
                    let cell = hostedCell(item(text, placement: GroupItemPlacement(padding: padding), lines: lines))
                    XCTAssertNotNil(cell.pinnedLeaf, "\(text) \(padding)")
                    for width in [100.0, 250, 393] {
                        let direct = try XCTUnwrap(ItemSizer.pinnedLeafFittingHeight(of: cell, width: width))
                        XCTAssertEqual(direct, engineHeight(cell, width: width), accuracy: 1e-9, "\(text) \(padding) \(lines) lines at \(width)")
                    }
                }
            }
        }
    }

    func testCellsThatAreNotOnePinnedLeafAreLeftToTheEngine() {
        let aspect = hostedCell(item("A", placement: GroupItemPlacement(aspectRatio: AspectRatio(2)!)))
        XCTAssertNil(aspect.pinnedLeaf)
        let leading = hostedCell(item("A", placement: GroupItemPlacement(horizontalAlignment: .leading)))
        XCTAssertNil(leading.pinnedLeaf)
        let group = GroupItemCellView()
        XCTAssertNil(group.pinnedLeaf)   // nothing shown yet
    }
}
