import EpoxyCore
import XCTest
@testable import EpoxyLayout

/// Frames worked out by hand for what UIKit's AutoLayout gives for the same constraints.
final class ViewLayoutTests: XCTestCase {
    func testFixedSizeViewsPinnedAndCentred() {
        let root = makeRoot()
        let pinned = View(), centred = View()
        root.addSubview(pinned)
        root.addSubview(centred)
        LayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            pinned.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            pinned.widthAnchor.constraint(equalToConstant: 100),
            pinned.heightAnchor.constraint(equalToConstant: 50),
            centred.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            centred.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            centred.widthAnchor.constraint(equalToConstant: 80),
            centred.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        assertFrame(pinned, 16, 20, 100, 50)
        // (375 − 80) / 2 = 147.5, (667 − 40) / 2 = 313.5
        assertFrame(centred, 147.5, 313.5, 80, 40)
        assertFrame(root, 0, 0, 375, 667)
        XCTAssertFalse(pinned.hasAmbiguousLayout)
    }

    func testChainWithSpacing() {
        let root = makeRoot()
        let rows = (0..<3).map { _ in View() }
        var constraints: [LayoutConstraint] = []
        var previousBottom = root.topAnchor
        var spacing = 10.0
        for row in rows {
            root.addSubview(row)
            constraints += [
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                row.topAnchor.constraint(equalTo: previousBottom, constant: spacing),
                row.heightAnchor.constraint(equalToConstant: 44),
            ]
            previousBottom = row.bottomAnchor
            spacing = 8
        }
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        // 10, then 10 + 44 + 8 = 62, then 62 + 52 = 114.
        assertFrame(rows[0], 0, 10, 375, 44)
        assertFrame(rows[1], 0, 62, 375, 44)
        assertFrame(rows[2], 0, 114, 375, 44)
    }

    private func makeCompetingLabels(containerWidth: Double) -> (View, IntrinsicView, IntrinsicView) {
        let root = makeRoot(width: containerWidth, height: 100)
        let first = IntrinsicView(100, 20, identifier: "first"), second = IntrinsicView(80, 20, identifier: "second")
        root.addSubview(first)
        root.addSubview(second)
        LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 10),
            second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            first.topAnchor.constraint(equalTo: root.topAnchor),
            second.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return (root, first, second)
    }

    func testLowerHuggingPriorityTakesExtraSpace() {
        // 300 − 100 − 10 − 80 = 110 extra points: the view that hugs less (250 < 251) grows.
        let (root, first, second) = makeCompetingLabels(containerWidth: 300)
        first.setContentHuggingPriority(251, for: .horizontal)
        root.layoutIfNeeded()
        assertFrame(first, 0, 0, 100, 20)
        assertFrame(second, 110, 0, 190, 20)

        second.setContentHuggingPriority(252, for: .horizontal)
        root.layoutIfNeeded()
        assertFrame(first, 0, 0, 210, 20)
        assertFrame(second, 220, 0, 80, 20)
    }

    func testLowerCompressionResistanceGivesUpMissingSpace() {
        // 150 − 10 = 140 for 180 points of content: the view resisting less (750 < 751) shrinks by 40.
        let (root, first, second) = makeCompetingLabels(containerWidth: 150)
        second.setContentCompressionResistancePriority(751, for: .horizontal)
        root.layoutIfNeeded()
        assertFrame(first, 0, 0, 60, 20)
        assertFrame(second, 70, 0, 80, 20)

        first.setContentCompressionResistancePriority(.required, for: .horizontal)
        root.layoutIfNeeded()
        assertFrame(first, 0, 0, 100, 20)
        assertFrame(second, 110, 0, 40, 20)
    }

    func testMultipliers() {
        let root = makeRoot(width: 400, height: 300)
        let view = View()
        root.addSubview(view)
        LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: root.leftAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.25, constant: 10),
        ])
        root.layoutIfNeeded()
        // 0.5 × 400 = 200; 0.25 × 200 + 10 = 60.
        assertFrame(view, 0, 0, 200, 60)
    }

    func testInequalitiesWithPriorities() {
        let root = makeRoot()
        let view = View()
        root.addSubview(view)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
            view.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
            view.widthAnchor.constraint(equalToConstant: 300).withPriority(.defaultHigh),
        ])
        root.layoutIfNeeded()
        // The required ≤ 200 wins over == 300 @750.
        assertFrame(view, 0, 0, 200, 10)

        let root2 = makeRoot()
        let other = View()
        root2.addSubview(other)
        LayoutConstraint.activate([
            other.leadingAnchor.constraint(equalTo: root2.leadingAnchor),
            other.topAnchor.constraint(equalTo: root2.topAnchor),
            other.heightAnchor.constraint(equalToConstant: 10),
            other.widthAnchor.constraint(equalToConstant: 150).withPriority(.defaultLow),
            other.widthAnchor.constraint(greaterThanOrEqualToConstant: 180).withPriority(500),
        ])
        root2.layoutIfNeeded()
        // ≥ 180 @500 beats == 150 @250, which then gets as close as it can: 180.
        assertFrame(other, 0, 0, 180, 10)
    }

    func testLayoutMarginsAndSafeAreaGuides() {
        let root = makeRoot(width: 375, height: 812)
        root.windowSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let inMargins = View(), inSafeArea = View(), lowBox = View()
        for view in [inMargins, inSafeArea, lowBox] { root.addSubview(view) }
        let margins = root.layoutMarginsGuide, safe = root.safeAreaLayoutGuide
        LayoutConstraint.activate([
            inMargins.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            inMargins.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            inMargins.topAnchor.constraint(equalTo: margins.topAnchor),
            inMargins.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            inSafeArea.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            inSafeArea.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            inSafeArea.topAnchor.constraint(equalTo: safe.topAnchor),
            inSafeArea.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            lowBox.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            lowBox.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            lowBox.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            lowBox.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        // Margins are measured from the safe area: 44 + 8 on top, 34 + 8 at the bottom, 8 on the sides.
        assertFrame(inMargins, 8, 52, 359, 718)
        assertFrame(inSafeArea, 0, 44, 375, 734)
        XCTAssertEqual(root.safeAreaInsets, EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        // A subview inherits the part of the unsafe area it overlaps: the box at y 712…812
        // reaches 34 points into the home indicator area.
        XCTAssertEqual(lowBox.safeAreaInsets, EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(inSafeArea.safeAreaInsets, .zero)

        // A grandchild pinned to the low box's safe area stops above the home indicator.
        let content = View()
        lowBox.addSubview(content)
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: lowBox.safeAreaLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: lowBox.safeAreaLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: lowBox.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: lowBox.safeAreaLayoutGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        assertFrame(content, 0, 0, 375, 66)

        // Changing the margins updates the guide incrementally.
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10)
        root.layoutIfNeeded()
        assertFrame(inMargins, 20, 44, 345, 734)
        root.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        assertFrame(inMargins, 20, 0, 345, 812)
        XCTAssertEqual(root.layoutMarginsGuide.layoutFrame, Rect(x: 20, y: 0, width: 345, height: 812))
    }

    func testLaidOutTreesAreReleased() {
        weak var weakRoot: View?
        weak var weakChild: View?
        do {
            let root = makeRoot()
            let child = IntrinsicView(10, 10)
            root.addSubview(child)
            LayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: root.leadingAnchor), child.topAnchor.constraint(equalTo: root.topAnchor)])
            root.layoutIfNeeded()
            weakRoot = root
            weakChild = child
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakChild)
    }

    func testPreservesSuperviewLayoutMargins() {
        let root = makeRoot()
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        let row = View(), content = View()
        root.addSubview(row)
        row.addSubview(content)
        row.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        row.preservesSuperviewLayoutMargins = true
        LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            row.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            row.heightAnchor.constraint(equalToConstant: 50),
            content.leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: row.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: row.layoutMarginsGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: row.layoutMarginsGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        // Leading: the row starts 5 into the root's 20-point margin, so its margin is 15;
        // trailing: flush with the root, so 20; top and bottom are far from the root's edges: 4.
        assertFrame(row, 5, 100, 370, 50)
        assertFrame(content, 15, 4, 335, 42)
        row.preservesSuperviewLayoutMargins = false
        root.layoutIfNeeded()
        assertFrame(content, 4, 4, 362, 42)
    }

    func testRightToLeftFlipsLeadingAndTrailing() {
        let root = makeRoot()
        root.layoutDirection = .rightToLeft
        let view = View()
        root.addSubview(view)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // Leading is the right edge: 375 − 16 − 100 = 259.
        assertFrame(view, 259, 0, 100, 10)
        root.layoutDirection = .leftToRight
        root.layoutIfNeeded()
        assertFrame(view, 16, 0, 100, 10)
        // Margins flip too: leading 30 is on the right in RTL.
        root.layoutDirection = .rightToLeft
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5)
        XCTAssertEqual(root.layoutMargins, EdgeInsets(top: 0, left: 5, bottom: 0, right: 30))
    }

    func testChangingConstantsAndRemovingConstraints() {
        let root = makeRoot()
        let view = View()
        root.addSubview(view)
        let leading = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let width = view.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([
            leading, width,
            view.widthAnchor.constraint(equalToConstant: 50).withPriority(500),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        assertFrame(view, 10, 0, 100, 10)
        leading.constant = 30
        root.layoutIfNeeded()
        assertFrame(view, 30, 0, 100, 10)
        leading.constant = -5
        root.layoutIfNeeded()
        assertFrame(view, -5, 0, 100, 10)
        width.isActive = false
        root.layoutIfNeeded()
        // Without the required width, the width == 50 @500 constraint decides.
        assertFrame(view, -5, 0, 50, 10)
        width.isActive = true
        root.layoutIfNeeded()
        assertFrame(view, -5, 0, 100, 10)
        // Constraints live on the items' nearest common ancestor: the root holds the two that
        // relate the view to it, the view its own width and height constraints.
        XCTAssertEqual(root.constraints.count, 2)
        XCTAssertEqual(view.constraints.count, 3)
    }

    func testBaselinesDefaultToBottom() {
        let root = makeRoot()
        let text = BaselineView(), plain = View()
        root.addSubview(text)
        root.addSubview(plain)
        LayoutConstraint.activate([
            text.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            text.heightAnchor.constraint(equalToConstant: 40),
            text.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            text.widthAnchor.constraint(equalToConstant: 50),
            plain.firstBaselineAnchor.constraint(equalTo: text.firstBaselineAnchor),
            plain.heightAnchor.constraint(equalToConstant: 30),
            plain.leadingAnchor.constraint(equalTo: text.trailingAnchor),
            plain.widthAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        // text's first baseline is at 100 + 15 = 115; plain has none, so its bottom is at 115.
        assertFrame(plain, 50, 85, 50, 30)
        let last = View()
        root.addSubview(last)
        LayoutConstraint.activate([
            last.lastBaselineAnchor.constraint(equalTo: text.lastBaselineAnchor),
            last.heightAnchor.constraint(equalToConstant: 10),
            last.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            last.widthAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // text's last baseline: 140 − 5 = 135.
        assertFrame(last, 0, 125, 10, 10)
    }

    func testViewsWithoutConstraintsKeepTheirFrames() {
        let root = makeRoot()
        let manual = View(frame: Rect(x: 20, y: 30, width: 200, height: 100))
        let inner = View()
        root.addSubview(manual)
        manual.addSubview(inner)
        LayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: manual.leadingAnchor, constant: 5),
            inner.trailingAnchor.constraint(equalTo: manual.trailingAnchor, constant: -5),
            inner.topAnchor.constraint(equalTo: manual.topAnchor, constant: 5),
            inner.bottomAnchor.constraint(equalTo: manual.bottomAnchor, constant: -5),
        ])
        root.layoutIfNeeded()
        assertFrame(manual, 20, 30, 200, 100)
        assertFrame(inner, 5, 5, 190, 90)
        XCTAssertEqual(inner.frameInWindow, Rect(x: 25, y: 35, width: 190, height: 90))
        XCTAssertEqual(inner.convert(Point(x: 1, y: 2), to: root), Point(x: 26, y: 37))
        XCTAssertEqual(root.convert(Point(x: 26, y: 37), to: inner), Point(x: 1, y: 2))
        manual.frame = Rect(x: 0, y: 0, width: 100, height: 50)
        root.layoutIfNeeded()
        assertFrame(inner, 5, 5, 90, 40)
        root.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        root.layoutIfNeeded()
        assertFrame(root, 0, 0, 320, 480)
    }

    func testLayoutSubviewsIsCalledAfterFramesAreSet() {
        final class Recorder: View {
            var widths: [Double] = []
            override func layoutSubviews() { widths.append(frame.width) }
        }
        let root = makeRoot()
        let recorder = Recorder()
        root.addSubview(recorder)
        let width = recorder.widthAnchor.constraint(equalToConstant: 120)
        LayoutConstraint.activate([
            width, recorder.heightAnchor.constraint(equalToConstant: 10),
            recorder.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            recorder.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        XCTAssertEqual(recorder.widths, [120])
        width.constant = 140
        root.layoutIfNeeded()
        XCTAssertEqual(recorder.widths, [120, 140])
    }

    func testAmbiguousLayoutIsReported() {
        let root = makeRoot()
        let view = View()
        view.accessibilityIdentifier = "loose"
        root.addSubview(view)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        XCTAssertTrue(view.hasAmbiguousLayout)
        XCTAssertEqual(root.viewsWithAmbiguousLayout().map(\.accessibilityIdentifier), ["loose"])
        LayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10)])
        XCTAssertFalse(view.hasAmbiguousLayout)
        // An intrinsic size determines the size through its hugging and compression constraints.
        let sized = IntrinsicView(30, 40)
        root.addSubview(sized)
        LayoutConstraint.activate([sized.leadingAnchor.constraint(equalTo: root.leadingAnchor), sized.topAnchor.constraint(equalTo: root.topAnchor)])
        XCTAssertFalse(sized.hasAmbiguousLayout)
        assertFrame(sized, 0, 0, 30, 40)
    }
}
