import EpoxyCore
import XCTest
@testable import EpoxyLayout

/// VGroup-shaped chains of intrinsic-size views laid out by the engine with the chain's links
/// kept out of the tableau, against the same trees solved by the tableau alone.
final class LayoutEngineChainTests: XCTestCase {
    private struct VGroup {
        let root: View
        let container: View
        let labels: [IntrinsicView]
        let gaps: [LayoutConstraint]
        let log = WarningLog()

        /// `count` labels (120 × 20) stacked 8 apart in a container that hugs them.
        init(count: Int, requiredHeights: Bool = false) {
            root = makeRoot(log: log)
            container = View()
            container.accessibilityIdentifier = "container"
            root.addSubview(container)
            labels = (0..<count).map { IntrinsicView(120, 20, identifier: "label\($0)") }
            var constraints = [
                container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                container.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                container.topAnchor.constraint(equalTo: root.topAnchor),
            ]
            var gaps: [LayoutConstraint] = []
            var previousBottom = container.topAnchor
            for label in labels {
                container.addSubview(label)
                let gap = label.topAnchor.constraint(equalTo: previousBottom, constant: 8)
                gaps.append(gap)
                constraints += [
                    label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                    label.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                    gap,
                ]
                if requiredHeights { constraints.append(label.heightAnchor.constraint(equalToConstant: 20)) }
                previousBottom = label.bottomAnchor
            }
            constraints.append(container.bottomAnchor.constraint(equalTo: previousBottom, constant: 8))
            self.gaps = gaps
            LayoutConstraint.activate(constraints)
        }

        /// Lays the tree out, with an engine of the given kind when it needs a new one.
        func layOut(eliminating: Bool) {
            if root.layoutEngine == nil {
                root.layoutEngine = LayoutEngine(root: root, mode: .frames, warn: { [weak root] in root?.warn($0) },
                                                 eliminatesDefinitions: eliminating)
            }
            root.layoutIfNeeded()
        }

        var frames: [Rect] { [container.frame] + labels.map(\.frame) }
    }

    /// Runs `scenario` on two identical trees, one per kind of engine, and checks they agree
    /// on every frame and warning; returns the eliminating tree for exact checks.
    /// Frames are only compared when the layout is unambiguous (otherwise any solution will do).
    private func bothEngines(count: Int, requiredHeights: Bool = false, comparesFrames: Bool = true, _ scenario: (VGroup, Bool) -> Void,
                             file: StaticString = #filePath, line: UInt = #line) -> VGroup {
        let trees = [true, false].map { eliminating in
            let tree = VGroup(count: count, requiredHeights: requiredHeights)
            scenario(tree, eliminating)
            return tree
        }
        let (eliminated, alone) = (trees[0], trees[1])
        for (a, b) in zip(eliminated.frames, alone.frames) where comparesFrames {
            XCTAssertEqual(a.minX, b.minX, accuracy: 1e-6, file: file, line: line)
            XCTAssertEqual(a.minY, b.minY, accuracy: 1e-6, file: file, line: line)
            XCTAssertEqual(a.width, b.width, accuracy: 1e-6, file: file, line: line)
            XCTAssertEqual(a.height, b.height, accuracy: 1e-6, file: file, line: line)
        }
        XCTAssertEqual(eliminated.log.messages, alone.log.messages, file: file, line: line)
        XCTAssertEqual(eliminated.root.brokenConstraints.map(\.description), alone.root.brokenConstraints.map(\.description), file: file, line: line)
        XCTAssertEqual(eliminated.root.viewsWithAmbiguousLayout().map(\.accessibilityIdentifier), alone.root.viewsWithAmbiguousLayout().map(\.accessibilityIdentifier), file: file, line: line)
        return eliminated
    }

    func testIntrinsicChainMatchesTheTableauAlone() {
        let tree = bothEngines(count: 30) { tree, eliminating in tree.layOut(eliminating: eliminating) }
        for (index, label) in tree.labels.enumerated() {
            assertFrame(label, 0, 8 + 28 * Double(index), 375, 20)
            XCTAssertFalse(label.hasAmbiguousLayout)
        }
        assertFrame(tree.container, 0, 0, 375, 848)
        XCTAssertEqual(tree.log.messages, [])
    }

    func testConstantEditsInTheMiddleOfAChain() {
        let tree = bothEngines(count: 30) { tree, eliminating in
            tree.layOut(eliminating: eliminating)
            tree.gaps[15].constant = 20
            tree.layOut(eliminating: eliminating)
            tree.gaps[20].constant = 0
            tree.layOut(eliminating: eliminating)
        }
        assertFrame(tree.labels[14], 0, 8 + 28 * 14, 375, 20)
        assertFrame(tree.labels[15], 0, 8 + 28 * 15 + 12, 375, 20)
        assertFrame(tree.labels[20], 0, 8 + 28 * 20 + 12 - 8, 375, 20)
        assertFrame(tree.labels[29], 0, 8 + 28 * 29 + 4, 375, 20)
        assertFrame(tree.container, 0, 0, 375, 852)
    }

    func testIntrinsicSizeChangeInTheMiddleOfAChain() {
        let tree = bothEngines(count: 12) { tree, eliminating in
            tree.layOut(eliminating: eliminating)
            tree.labels[5].size = Size(width: 120, height: 50)
            tree.labels[5].invalidateIntrinsicContentSize()
            tree.layOut(eliminating: eliminating)
        }
        assertFrame(tree.labels[5], 0, 148, 375, 50)
        assertFrame(tree.labels[6], 0, 206, 375, 20)
        assertFrame(tree.container, 0, 0, 375, 28 * 12 + 8 + 30)
    }

    func testRootResizeMovesConstraintsExpandedThroughItsFrame() {
        let tree = bothEngines(count: 8) { tree, eliminating in
            tree.layOut(eliminating: eliminating)
            tree.root.frame = Rect(x: 0, y: 0, width: 320, height: 480)
            tree.layOut(eliminating: eliminating)
            tree.root.frame = Rect(x: 0, y: 0, width: 300, height: 480)
            tree.layOut(eliminating: eliminating)
        }
        assertFrame(tree.container, 0, 0, 300, 232)
        assertFrame(tree.labels[7], 0, 204, 300, 20)
    }

    func testReplacingALinkOfAChain() {
        let tree = bothEngines(count: 12) { tree, eliminating in
            tree.layOut(eliminating: eliminating)
            tree.gaps[6].isActive = false
            tree.labels[6].topAnchor.constraint(equalTo: tree.labels[5].bottomAnchor, constant: 30).isActive = true
            tree.layOut(eliminating: eliminating)
        }
        assertFrame(tree.labels[5], 0, 148, 375, 20)
        assertFrame(tree.labels[6], 0, 198, 375, 20)
        assertFrame(tree.labels[11], 0, 338, 375, 20)
        assertFrame(tree.container, 0, 0, 375, 366)
    }

    func testAChainWithoutItsFirstLinkIsAmbiguous() {
        let tree = bothEngines(count: 5, comparesFrames: false) { tree, eliminating in
            tree.gaps[0].isActive = false
            tree.layOut(eliminating: eliminating)
        }
        XCTAssertTrue(tree.labels.allSatisfy(\.hasAmbiguousLayout))
        XCTAssertTrue(tree.container.hasAmbiguousLayout)
    }

    func testConflictInsideAChainIsReportedAsWithoutElimination() {
        let tree = bothEngines(count: 10, requiredHeights: true) { tree, eliminating in
            tree.container.heightAnchor.constraint(equalToConstant: 200).isActive = true
            tree.layOut(eliminating: eliminating)
        }
        // 10 × 28 + 8 = 288 cannot be 200: the engine adds the labels' constraints last, so
        // the last label's height is broken; every constraint of the chain is named.
        XCTAssertEqual(tree.root.brokenConstraints.map(\.description), ["<IntrinsicView:label9>.height == 20"])
        XCTAssertEqual(tree.log.messages.count, 1)
        let message = tree.log.messages.first ?? ""
        XCTAssertEqual(message.components(separatedBy: "\n").filter { $0.hasPrefix("    \"") }.count, 22, message)
        XCTAssertTrue(message.contains("\"<IntrinsicView:label4>.top == <IntrinsicView:label3>.bottom + 8\""), message)
        XCTAssertTrue(message.contains("\"<View:container>.height == 200\""), message)
        XCTAssertTrue(message.hasSuffix("breaking constraint\n<IntrinsicView:label9>.height == 20"), message)
        assertFrame(tree.container, 0, 0, 375, 200)
        // Without its height the last label gets what the required constraints leave: 200 − 8 − 260.
        assertFrame(tree.labels[9], 0, 260, 375, -68)
    }
}
