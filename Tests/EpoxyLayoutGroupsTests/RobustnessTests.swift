import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import XCTest

final class RobustnessTests: XCTestCase {
    func testDuplicateDataIDsWarnAndKeepGoing() {
        let log = LogCollector()
        let host = LayoutHost(width: 100, height: 300)
        let group = log.capture {
            let group = VGroup {
                testItem("x", 10, 10, content: "1")
                testItem("x", 10, 20, content: "2")
            }
            host.show(group, bottomPriority: 1)
            return group
        }
        XCTAssertEqual(log.lines.count, 1)
        XCTAssertEqual(log.lines[0], """
            warning: Group items must have unique dataIDs (items sharing one are matched in order); in VGroup:
            - dataID x is shared by items 1 <TestView>, 2 <TestView>
            """)
        // Both items are rendered, one under the other.
        XCTAssertEqual(host.subviews.count, 2)
        assertFrame(host.subviews[1], 0, 10, 100, 20)
        // The lookup answers the first match.
        XCTAssertEqual((group.constrainable(with: "x") as? TestView)?.content, "1")

        // Updating with the same duplicates matches them in order without warning again.
        let second = host.subviews[1] as? TestView
        log.capture {
            group.setItems {
                testItem("x", 10, 10, content: "1")
                testItem("x", 10, 20, content: "3")
            }
        }
        XCTAssertEqual(log.lines.count, 1)
        XCTAssertEqual(second?.content, "3")
    }

    /// A group given its items after it was made empty (what a nested group item's group
    /// gets) lays them out, warns about duplicates once and finds them by dataID, as a group
    /// made with them does.
    func testItemsGivenToAnEmptyGroupAreLaidOutAsIfMadeWithIt() {
        let log = LogCollector()
        let host = LayoutHost(width: 100, height: 300)
        let group = VGroup(items: [])
        log.capture {
            host.show(group, bottomPriority: 1)
            group.setItems {
                testItem("x", 10, 10, content: "1")
                testItem("y", 10, 15, content: "2")
                testItem("x", 10, 20, content: "3")
            }
            host.layoutIfNeeded()
        }
        XCTAssertEqual(log.lines, ["""
            warning: Group items must have unique dataIDs (items sharing one are matched in order); in VGroup:
            - dataID x is shared by items 1 <TestView>, 3 <TestView>
            """])
        XCTAssertEqual(host.subviews.count, 3)
        assertFrame(host.subviews[0], 0, 0, 100, 10)
        assertFrame(host.subviews[1], 0, 10, 100, 15)
        assertFrame(host.subviews[2], 0, 25, 100, 20)
        XCTAssertEqual((group.constrainable(with: "x") as? TestView)?.content, "1")
        XCTAssertEqual((group.constrainable(with: "y") as? TestView)?.content, "2")
    }

    func testCustomAlignmentReturningNothingDoesNotCrash() {
        let host = LayoutHost(width: 100, height: 100)
        let group = HGroup(alignment: .custom(id: "nothing") { _, _ in [] }) {
            testItem("a", 10, 10)
            testItem("b", 10, 10)
        }
        host.show(group)
        // The items are only glued to each other: their placement is ambiguous, but layout
        // finishes and the glue holds (b.leading = a.trailing).
        XCTAssertEqual(view(group, "b").frame.minX, view(group, "a").frame.maxX, accuracy: 1e-6)
    }

    func testCustomAlignmentReturningGarbageWarnsAndDoesNotCrash() {
        let host = LayoutHost(width: 100, height: 100)
        let stranger = View(frame: Rect(x: 0, y: 0, width: 5, height: 5))
        let garbage = VGroup.ItemAlignment.custom(id: "garbage") { group, item in
            [
                // Items in different trees.
                item.leadingAnchor.constraint(equalTo: stranger.leadingAnchor),
                // Not finite.
                item.widthAnchor.constraint(equalToConstant: .nan),
                // Contradicts the group's required pins.
                item.topAnchor.constraint(equalTo: group.topAnchor, constant: 500),
                item.bottomAnchor.constraint(equalTo: group.topAnchor, constant: -500),
            ]
        }
        let group = VGroup(alignment: garbage) { testItem("a", 10, 10) }
        host.show(group)
        XCTAssertFalse(host.warnings.isEmpty)
        XCTAssertTrue(host.warnings.contains { $0.contains("no common ancestor") }, "\(host.warnings)")
        XCTAssertTrue(host.warnings.contains { $0.contains("not finite") }, "\(host.warnings)")
    }

    func testCenteredToAMissingSiblingWarnsAndCentersInTheGroup() {
        let log = LogCollector()
        let host = LayoutHost(width: 100, height: 100)
        let group = VGroup { testItem("a", 20, 10).horizontalAlignment(.centered(to: "ghost")) }
        log.capture { host.show(group) }
        XCTAssertEqual(log.lines.count, 1)
        XCTAssertTrue(log.lines[0].contains("centered to ghost"), log.lines[0])
        // Centred in the 100-pt group: x = 40.
        XCTAssertEqual(view(group, "a").frame.minX, 40, accuracy: 1e-6)
    }

    func testReinstallingInAnotherViewMovesEverything() {
        let first = LayoutHost(width: 100, height: 100), second = LayoutHost(width: 200, height: 100)
        let group = HGroup { testItem("a", 10, 10) }
        first.show(group)
        second.show(group)
        XCTAssertEqual(first.subviews.count, 0)
        XCTAssertTrue(view(group, "a").superview === second)
        assertFrame(view(group, "a"), 0, 0, 200, 100)
    }
}
