import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import XCTest

/// `aspectRatio(r, priority:)` on a group item is UIKit's
/// `widthAnchor.constraint(equalTo: heightAnchor, multiplier: r)` at that priority; the frames
/// below are what AutoLayout solves for the same constraints.
final class AspectRatioTests: XCTestCase {
    private let free = View.noIntrinsicMetric

    private func row(_ photo: GroupItem<TestView>, width: Double) -> (LayoutHost, HGroup) {
        let host = LayoutHost(width: width, height: 400)
        let group = HGroup(alignment: .top) {
            testItem("a", 100, 40)
            photo
        }
        host.show(group, bottomPriority: 1)
        return (host, group)
    }

    func testARequiredRatioGivesAViewWithoutASizeItsHeight() {
        for width in [300.0, 375, 820] {
            let (host, group) = row(testItem("photo", free, free).aspectRatio(2), width: width)
            // a hugs at 100; the photo has no intrinsic size and takes the rest, width − 100;
            // width == 2 × height gives (width − 100) / 2. Top-aligned, both start at 0.
            assertFrame(view(group, "a"), 0, 0, 100, 40)
            assertFrame(view(group, "photo"), 100, 0, width - 100, (width - 100) / 2)
            XCTAssertEqual(host.warnings, [])
        }
    }

    func testARequiredRatioBeatsHuggingAndALowOneLosesToIt() {
        // The photo's intrinsic height is 60 (hugging 250, compression 750).
        let (_, strong) = row(testItem("photo", free, 60).aspectRatio(2), width: 300)
        // Required: height = 200 / 2 = 100, hugging (250) gives way.
        assertFrame(view(strong, "photo"), 100, 0, 200, 100)
        let (_, weak) = row(testItem("photo", free, 60).aspectRatio(2, priority: 200), width: 300)
        // At 200 the ratio loses to hugging (250): height 60; the width is the HGroup's 200.
        assertFrame(view(weak, "photo"), 100, 0, 200, 60)
        let (_, between) = row(testItem("photo", free, 60).aspectRatio(2, priority: 500), width: 300)
        // At 500 it beats hugging (250) again: 100 tall.
        assertFrame(view(between, "photo"), 100, 0, 200, 100)
    }

    func testAnUnusableRatioAddsNothing() {
        for ratio in [0, -1, Double.nan, .infinity] {
            XCTAssertNil(testItem("photo", free, free).aspectRatio(ratio).placement.aspectRatio)
        }
    }

    func testTheRatioFollowsTheItemThroughUpdates() {
        let host = LayoutHost(width: 300, height: 400)
        let group = VGroup {
            testItem("photo", free, free).aspectRatio(3.0 / 2)
        }
        host.show(group, bottomPriority: 1)
        // Fill: width 300, height 300 / 1.5 = 200.
        assertFrame(view(group, "photo"), 0, 0, 300, 200)
        group.setItems([testItem("photo", free, free).aspectRatio(3)], animated: false)
        host.layoutIfNeeded()
        // A new placement is a new item (Epoxy's identity): 300 / 3 = 100.
        assertFrame(view(group, "photo"), 0, 0, 300, 100)
    }
}
