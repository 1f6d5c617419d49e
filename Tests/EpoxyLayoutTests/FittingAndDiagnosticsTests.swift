import EpoxyCore
import XCTest
@testable import EpoxyLayout

final class FittingAndDiagnosticsTests: XCTestCase {
    /// A container with one child pinned 16 inside every edge.
    private func makeCard(child: View) -> View {
        let card = View()
        card.accessibilityIdentifier = "card"
        card.addSubview(child)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            child.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            child.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            child.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
        ])
        return card
    }

    /// 600 points of text wrapped into 20-point lines at the width it gets.
    private func makeParagraph() -> View {
        let paragraph = View()
        paragraph.accessibilityIdentifier = "paragraph"
        paragraph.contentMeasurer = { width in
            let available = width ?? 600
            guard available > 0 else { return Size(width: 0, height: 0) }
            let lines = (600 / available).rounded(.up)
            return Size(width: min(600, available), height: lines * 20)
        }
        return paragraph
    }

    func testCompressedFittingSizeHugsTheContent() {
        let card = makeCard(child: IntrinsicView(120, 20))
        // 16 + 120 + 16 by 16 + 20 + 16.
        XCTAssertEqual(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize), Size(width: 152, height: 52))
        // The fitting pass does not move anything.
        XCTAssertEqual(card.frame, .zero)
    }

    func testRequiredFittingPriorityFixesTheWidth() {
        let card = makeCard(child: IntrinsicView(120, 20))
        let size = card.systemLayoutSizeFitting(
            Size(width: 300, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(size, Size(width: 300, height: 52))
    }

    func testHeightForWidthIsMeasuredAtTheFittingWidth() {
        let card = makeCard(child: makeParagraph())
        // 300 − 32 = 268 wide: ⌈600 / 268⌉ = 3 lines = 60, plus 32 of padding.
        let size = card.systemLayoutSizeFitting(
            Size(width: 300, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(size, Size(width: 300, height: 92))
        // Unconstrained, the text takes one 600-point line.
        XCTAssertEqual(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize), Size(width: 632, height: 52))
    }

    func testHeightForWidthInATree() {
        let root = makeRoot(width: 320, height: 600)
        let paragraph = makeParagraph()
        let below = View()
        root.addSubview(paragraph)
        root.addSubview(below)
        LayoutConstraint.activate([
            paragraph.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            paragraph.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            paragraph.topAnchor.constraint(equalTo: root.topAnchor),
            below.topAnchor.constraint(equalTo: paragraph.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // 300 wide: 2 lines of 20.
        assertFrame(paragraph, 10, 0, 300, 40)
        assertFrame(below, 0, 48, 10, 10)
        root.frame = Rect(x: 0, y: 0, width: 220, height: 600)
        root.layoutIfNeeded()
        // 200 wide: 3 lines.
        assertFrame(paragraph, 10, 0, 200, 60)
        assertFrame(below, 0, 68, 10, 10)
    }

    func testIntrinsicSizeInvalidationRemeasures() {
        let root = makeRoot()
        let label = IntrinsicView(50, 20)
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        assertFrame(label, 0, 0, 50, 20)
        label.size = Size(width: 70, height: View.noIntrinsicMetric)
        label.invalidateIntrinsicContentSize()
        LayoutConstraint.activate([label.heightAnchor.constraint(equalToConstant: 30)])
        root.layoutIfNeeded()
        assertFrame(label, 0, 0, 70, 30)
        label.size = Size(width: 90, height: 25)
        label.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        assertFrame(label, 0, 0, 90, 30)
    }

    func testUnsatisfiableRequiredConstraintIsBrokenWithAWarning() {
        let log = WarningLog()
        let root = makeRoot(log: log)
        let title = View()
        title.accessibilityIdentifier = "title"
        root.addSubview(title)
        let tooWide = title.widthAnchor.constraint(equalToConstant: 500)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: root.topAnchor),
            title.heightAnchor.constraint(equalToConstant: 20),
            tooWide,
        ])
        root.layoutIfNeeded()
        // The constraint being added is broken; the others hold.
        assertFrame(title, 16, 0, 343, 20)
        XCTAssertEqual(root.brokenConstraints.map { $0 === tooWide }, [true])
        XCTAssertTrue(tooWide.isActive)
        XCTAssertEqual(log.messages.count, 1)
        let message = log.messages.first ?? ""
        XCTAssertTrue(message.hasPrefix("Unable to simultaneously satisfy constraints."), message)
        XCTAssertTrue(message.contains("\"<View:title>.leading == <View:root>.leading + 16\""), message)
        XCTAssertTrue(message.contains("\"<View:title>.trailing == <View:root>.trailing - 16\""), message)
        XCTAssertTrue(message.contains("\"<View:root>.width == 375 (frame)\""), message)
        XCTAssertTrue(message.hasSuffix("Will attempt to recover by breaking constraint\n<View:title>.width == 500"), message)
    }

    func testBadInputWarnsInsteadOfCrashing() {
        let log = WarningLog()
        let root = makeRoot(log: log)
        let view = View()
        root.addSubview(view)
        let infinite = view.widthAnchor.constraint(equalToConstant: .infinity)
        let nan = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: .nan)
        let zeroMultiplier = LayoutConstraint(item: view, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 0, constant: 5)
        let badPriority = view.heightAnchor.constraint(equalToConstant: 5).withPriority(0)
        LayoutConstraint.activate([infinite, nan, zeroMultiplier, badPriority])
        XCTAssertFalse(infinite.isActive)
        XCTAssertFalse(nan.isActive)
        XCTAssertFalse(zeroMultiplier.isActive)
        XCTAssertFalse(badPriority.isActive)
        XCTAssertEqual(log.messages.count, 4)
        XCTAssertTrue(log.messages[2].contains("multiplier of 0"), log.messages[2])

        // Views in different trees.
        let stranger = View()
        let crossTree = view.topAnchor.constraint(equalTo: stranger.topAnchor)
        crossTree.isActive = true
        XCTAssertFalse(crossTree.isActive)
        XCTAssertTrue(log.messages.last?.contains("no common ancestor") ?? false)

        // Deactivating twice, and an active constraint switching to or from required.
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        width.isActive = false
        width.isActive = false
        LayoutConstraint.deactivate([width, width])
        let height = view.heightAnchor.constraint(equalToConstant: 10)
        height.isActive = true
        height.priority = .defaultHigh
        XCTAssertEqual(height.priority, .required)
        XCTAssertTrue(log.messages.last?.contains("cannot change between required and non-required") ?? false)

        // A constant no layout can satisfy breaks the constraint, with a warning.
        let pin = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let limit = view.leadingAnchor.constraint(lessThanOrEqualTo: root.leadingAnchor, constant: 20)
        LayoutConstraint.activate([pin, limit, view.topAnchor.constraint(equalTo: root.topAnchor), view.widthAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        let before = log.messages.count
        pin.constant = 30
        root.layoutIfNeeded()
        XCTAssertEqual(log.messages.count, before + 1)
        XCTAssertTrue(root.brokenConstraints.contains { $0 === pin })
        // Only `leading <= root.leading + 20` is left to place it horizontally.
        XCTAssertLessThanOrEqual(view.frame.minX, 20 + 1e-6)
        XCTAssertEqual(view.frame.width, 10)

        // Removing a view deactivates the constraints that tied it to the old tree.
        view.removeFromSuperview()
        XCTAssertFalse(pin.isActive)
        XCTAssertTrue(height.isActive)
        root.layoutIfNeeded()
    }

    func testPrioritiesCanChangeWhileActive() {
        let root = makeRoot()
        let view = View()
        root.addSubview(view)
        let narrow = view.widthAnchor.constraint(equalToConstant: 100).withPriority(300)
        let wide = view.widthAnchor.constraint(equalToConstant: 200).withPriority(400)
        LayoutConstraint.activate([narrow, wide, view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                   view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 1)])
        root.layoutIfNeeded()
        assertFrame(view, 0, 0, 200, 1)
        narrow.priority = 500
        root.layoutIfNeeded()
        assertFrame(view, 0, 0, 100, 1)
    }

    /// Diagnostics name a view's variables after its type (written out when read) and a
    /// guide's after its identifier.
    func testLayoutVariablesAreNamedAfterTheirOwners() {
        final class AvatarView: View {}
        let view = AvatarView()
        XCTAssertEqual(view.layoutVariables.all.map(\.name), ["AvatarView.minX", "AvatarView.minY", "AvatarView.width", "AvatarView.height"])
        XCTAssertEqual(View().layoutVariables.height.description, "View.height")
        let guide = LayoutGuide(identifier: "content")
        XCTAssertEqual(guide.layoutVariables.all.map(\.name), ["content.minX", "content.minY", "content.width", "content.height"])
        XCTAssertEqual(LayoutGuide().layoutVariables.minX.name, "guide.minX")
    }

    func testCustomLayoutGuide() {
        let root = makeRoot()
        let spacer = LayoutGuide(identifier: "spacer")
        root.addLayoutGuide(spacer)
        let left = View(), right = View()
        root.addSubview(left)
        root.addSubview(right)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            left.widthAnchor.constraint(equalToConstant: 100),
            spacer.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            spacer.trailingAnchor.constraint(equalTo: right.leadingAnchor),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            right.widthAnchor.constraint(equalToConstant: 75),
            spacer.topAnchor.constraint(equalTo: root.topAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 1),
            left.topAnchor.constraint(equalTo: root.topAnchor), left.heightAnchor.constraint(equalToConstant: 5),
            right.topAnchor.constraint(equalTo: root.topAnchor), right.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(spacer.layoutFrame, Rect(x: 100, y: 0, width: 200, height: 1))
        assertFrame(right, 300, 0, 75, 5)
    }
}
