import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import EpoxySnapshot
import XCTest
@testable import EpoxyScreens

/// A stage's tree as a snapshot: groups mirror the model, views carry their component's
/// description, frames follow the container the root is installed in.
final class StageSnapshotTests: XCTestCase {
    private func box(_ id: String, _ width: Double, _ height: Double) -> GroupItem<ColorView> {
        ColorView.groupItem(dataID: id, style: .init(width: width, height: height, color: .systemBlue))
    }

    private func screen() -> VGroup {
        VGroup(style: .init(alignment: .leading, spacing: 8), items: [
            Label.groupItem(dataID: "title", content: .text("Inbox"), style: Label.Style(font: .textStyle(.headline))),
            HGroupItem(dataID: "row", style: .init(alignment: .top, spacing: 4), groupItems: [
                box("avatar", 30, 30),
                SpacerItem(dataID: "gap", fixedWidth: 10),
                box("badge", 40, 10),
            ]),
        ])
    }

    func testShownRootIsDescribedInWindowCoordinates() {
        let stage = Stage(window: Window(device: .iphoneSE))
        stage.show(.group(screen()))
        let text = StageSnapshot(stage).write()
        XCTAssertEqual(text, """
            window 375×667 safe area top 20 left 0 bottom 0 right 0
            Window (0, 0, 375×667)
              VGroup (16, 20, 343×58.67)
                Label #title (16, 20, 42.67×20.67) "Inbox" [alignment=natural, color=label, font=headline (17pt semibold), lineBreakMode=byTruncatingTail, numberOfLines=1]
                HGroup #row (16, 48.67, 88×30)
                  ColorView #avatar (16, 48.67, 30×30) ‹30×30› [backgroundColor=systemBlue, cornerRadius=0]
                  Spacer #gap (50, 48.67, 10×30)
                  ColorView #badge (64, 48.67, 40×10) ‹40×10› [backgroundColor=systemBlue, cornerRadius=0]
            """ + "\n")
    }

    func testLaidOutRootIsDescribedInContainerCoordinates() {
        let stage = Stage()
        stage.layout(.group(screen()), options: LayoutOptions(width: 200, margins: .init(top: 4, leading: 8, bottom: 4, trailing: 8)))
        let document = StageSnapshot(stage).document
        XCTAssertEqual(document.safeArea, .zero)
        XCTAssertEqual(document.root.kind, StageSnapshot.containerKind)
        XCTAssertEqual(StageSnapshot(stage).write(), """
            window 200×66.67 safe area top 0 left 0 bottom 0 right 0
            Container (0, 0, 200×66.67)
              VGroup (8, 4, 184×58.67)
                Label #title (8, 4, 42.67×20.67) "Inbox" [alignment=natural, color=label, font=headline (17pt semibold), lineBreakMode=byTruncatingTail, numberOfLines=1]
                HGroup #row (8, 32.67, 88×30)
                  ColorView #avatar (8, 32.67, 30×30) ‹30×30› [backgroundColor=systemBlue, cornerRadius=0]
                  Spacer #gap (42, 32.67, 10×30)
                  ColorView #badge (56, 32.67, 40×10) ‹40×10› [backgroundColor=systemBlue, cornerRadius=0]
            """ + "\n")
    }

    func testTextLinesCarryFontAndBaselineInWindowCoordinates() throws {
        let stage = Stage(window: Window(device: .iphoneSE))
        stage.show(.group(screen()))
        let document = StageSnapshot(stage).document
        let title = try XCTUnwrap(document.root.children.first?.children.first)
        XCTAssertEqual(title.dataID, "title")
        let text = try XCTUnwrap(title.text)
        XCTAssertEqual(text.fontSize, 17)
        XCTAssertEqual(text.weight, "semibold")
        XCTAssertEqual(text.lines.map(\.text), ["Inbox"])
        XCTAssertEqual(text.lines[0].origin.x, 16)
        XCTAssertEqual(text.lines[0].baseline, 33.6, accuracy: 1e-9)
        // Fixed metrics (no fonts in the window's traits): 8.5 pt a character, ascender 13.6.
        XCTAssertEqual(text.lines[0].width, 42.5, accuracy: 1e-9)
        XCTAssertEqual(text.lines[0].origin.y, 20, accuracy: 1e-9)
    }

    func testEmptyStageIsAnEmptyWindow() {
        let stage = Stage(window: Window(device: .iphoneSE))
        XCTAssertEqual(StageSnapshot(stage).write(), "window 375×667 safe area top 20 left 0 bottom 0 right 0\nWindow (0, 0, 375×667)\n")
    }

    func testViewRootAndWarningsAreIncluded() {
        let stage = Stage()
        let row = HGroup(style: .init(alignment: .fill, spacing: 4), items: [box("b", 30, 30), box("c", 40, 10)])
        stage.layout(.group(row), options: LayoutOptions(width: 100))
        let document = StageSnapshot(stage).document
        XCTAssertEqual(document.warnings, stage.warnings)
        XCTAssertFalse(document.warnings.isEmpty)
        // The text tree leaves them out: they are logged, with their line breaks, once each.
        XCTAssertFalse(StageSnapshot(stage).write().contains("warning"))
        XCTAssertTrue(StageSnapshot(stage).write(format: .json).contains("\"warnings\""))
    }

    func testNumericDataIDsPrintAsLuaDoes() {
        XCTAssertEqual(DataIDFormatter.string(for: AnyHashable(3.0)), "3")
        XCTAssertEqual(DataIDFormatter.string(for: AnyHashable(2.5)), "2.5")
        XCTAssertEqual(DataIDFormatter.string(for: AnyHashable(Int64(7))), "7")
        XCTAssertEqual(DataIDFormatter.string(for: AnyHashable(true)), "true")
        XCTAssertEqual(DataIDFormatter.string(for: AnyHashable("a")), "a")
    }

    func testAGroupViewShowsItsGroupAsItsChild() {
        let stage = Stage(window: Window(device: .iphoneSE))
        let card = VGroupView.groupItem(
            dataID: "card",
            content: VGroupView.Content(items: [box("inner", 50, 10), box("inner2", 20, 10)]),
            style: VGroupView.Style(vGroupStyle: .init(alignment: .leading, spacing: 2), edgeInsets: .init(top: 1, leading: 2, bottom: 3, trailing: 4)))
        stage.show(.group(VGroup(style: .init(alignment: .leading), items: [card])))
        // The card's insets: 1 top, 2 leading, 3 bottom, 4 trailing; 26 = 1 + 10 + 2 + 10 + 3.
        XCTAssertEqual(StageSnapshot(stage).write(), """
            window 375×667 safe area top 20 left 0 bottom 0 right 0
            Window (0, 0, 375×667)
              VGroup (16, 20, 343×26)
                VGroupView #card (16, 20, 343×26)
                  VGroup (18, 21, 337×22)
                    ColorView #inner (18, 21, 50×10) ‹50×10› [backgroundColor=systemBlue, cornerRadius=0]
                    ColorView #inner2 (18, 33, 20×10) ‹20×10› [backgroundColor=systemBlue, cornerRadius=0]

            """)
    }

    func testTreesDeeperThanTheLimitAreCutWithAWarning() throws {
        var item: any GroupItemModeling = box("leaf", 10, 10)
        for level in 0..<(StageSnapshot.maximumDepth + 5) {
            item = VGroupItem(dataID: "level\(level)", style: .init(), groupItems: [item])
        }
        let stage = Stage()
        stage.layout(.group(VGroup(items: [item])), options: LayoutOptions(width: 100))
        let document = StageSnapshot(stage).document
        XCTAssertEqual(document.warnings.last, "the tree is deeper than 400 levels; deeper nodes are omitted")
        var node = document.root
        var depth = 0
        while let child = node.children.first {
            node = child
            depth += 1
        }
        XCTAssertEqual(depth, StageSnapshot.maximumDepth + 1)
        XCTAssertEqual(node.kind, StageSnapshot.omittedKind)
    }

    func testACompositeShowsItsPartsAsChildren() throws {
        let stage = Stage(window: Window(device: .iphoneSE))
        let row = TextRow.groupItem(dataID: "row", content: TextRow.Content(title: "Title", subtitle: "Sub"), style: TextRow.Style())
        stage.show(.group(VGroup(items: [row])))
        let document = StageSnapshot(stage).document
        let node = try XCTUnwrap(document.root.children.first?.children.first)
        XCTAssertEqual(node.component, "TextRow")
        XCTAssertEqual(node.children.map(\.component), ["VGroup"])
        XCTAssertEqual(node.children.first?.children.map(\.dataID), ["title", "subtitle"])
        XCTAssertEqual(node.children.first?.children.map { $0.text?.string }, ["Title", "Sub"])
        // The row's margins: 16 top and bottom, 24 leading and trailing.
        XCTAssertEqual(StageSnapshot(stage).write(), """
            window 375×667 safe area top 20 left 0 bottom 0 right 0
            Window (0, 0, 375×667)
              VGroup (16, 20, 343×81.33)
                TextRow #row (16, 20, 343×81.33) ‹"Title"› [layoutMargins={16, 24, 16, 24}, spacing=8]
                  VGroup (40, 36, 295×49.33)
                    Label #title (40, 36, 295×20.67) "Title" [alignment=natural, color=label, font=headline (17pt semibold), lineBreakMode=byTruncatingTail, numberOfLines=0]
                    Label #subtitle (40, 64.67, 295×20.67) "Sub" [alignment=natural, color=secondaryLabel, font=body (17pt regular), lineBreakMode=byTruncatingTail, numberOfLines=0]

            """)
    }
}
