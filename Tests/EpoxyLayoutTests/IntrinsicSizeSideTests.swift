import EpoxyCore
import XCTest
@testable import EpoxyLayout

/// An intrinsic size with one required side (the engine holds it as one two-sided solver
/// constraint): conflicts name that side, and a side that cannot hold breaks or stays behind
/// on its own while the other side keeps working, as two separate constraints would.
final class IntrinsicSizeSideTests: XCTestCase {
    private func makeView(in root: View) -> IntrinsicView {
        let view = IntrinsicView(100, 20, identifier: "label")
        root.addSubview(view)
        view.setContentCompressionResistancePriority(.required, for: .horizontal)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        return view
    }

    /// A required width the required compression resistance contradicts is broken, and the
    /// warning names the compression-resistance side.
    func testConflictNamesTheRequiredSide() {
        let log = WarningLog()
        let root = makeRoot(log: log)
        let view = makeView(in: root)
        root.layoutIfNeeded()
        let width = view.widthAnchor.constraint(equalToConstant: 60)
        width.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(root.brokenConstraints.map(ObjectIdentifier.init), [ObjectIdentifier(width)])
        assertFrame(view, 10, 10, 100, 20)
        XCTAssertEqual(log.messages, [ConstraintConflictMessage.make(
            conflicting: ["<IntrinsicView:label>.width >= 100 @1000 (compression resistance)"],
            broken: "<IntrinsicView:label>.width == 60")])
    }

    /// A view measured again with new priorities adds its width before its height: a conflict
    /// the height meets names the width by its intrinsic size, not as a bare solver expression
    /// (intrinsic origins are read from the records, and the view's is still being made).
    func testConflictWhileReMeasuringNamesTheViewsOwnWidth() {
        let log = WarningLog()
        let root = makeRoot(log: log)
        let view = makeView(in: root)
        view.heightAnchor.constraint(equalTo: view.widthAnchor).isActive = true
        root.layoutIfNeeded()
        assertFrame(view, 10, 10, 100, 100)
        XCTAssertTrue(log.messages.isEmpty, "\(log.messages)")
        view.setContentHuggingPriority(.required, for: .vertical)
        root.layoutIfNeeded()
        assertFrame(view, 10, 10, 100, 100)
        XCTAssertEqual(log.messages.count, 1, "\(log.messages)")
        let message = log.messages.first ?? ""
        XCTAssertTrue(message.contains("<IntrinsicView:label>.width >= 100 @1000 (compression resistance)"), message)
        XCTAssertTrue(message.hasSuffix("breaking constraint\n<IntrinsicView:label>.height <= 20 @1000 (hugging)"), message)
    }

    /// Compression resistance made required against a required cap breaks alone: the warning
    /// names it, and the hugging side still holds the view at its width.
    func testRequiredSideAddedAgainstACapBreaksAlone() {
        let log = WarningLog()
        let root = makeRoot(log: log)
        let view = IntrinsicView(100, 20, identifier: "label")
        root.addSubview(view)
        view.setContentHuggingPriority(LayoutPriority(750), for: .horizontal)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            view.widthAnchor.constraint(lessThanOrEqualToConstant: 60),
            view.widthAnchor.constraint(equalToConstant: 300).withPriority(LayoutPriority(500)),
        ])
        root.layoutIfNeeded()
        assertFrame(view, 10, 10, 60, 20)
        XCTAssertTrue(log.messages.isEmpty)
        view.setContentCompressionResistancePriority(.required, for: .horizontal)
        root.layoutIfNeeded()
        assertFrame(view, 10, 10, 60, 20)
        XCTAssertEqual(log.messages.count, 1)
        XCTAssertEqual(log.messages.first.map { $0.hasSuffix("breaking constraint\n<IntrinsicView:label>.width >= 100 @1000 (compression resistance)") }, true,
                       "\(log.messages)")
        // The hugging side was added: without the cap it holds the view at its width against the pull.
        for constraint in view.constraints where constraint.relation == .lessThanOrEqual { constraint.isActive = false }
        root.layoutIfNeeded()
        assertFrame(view, 10, 10, 100, 20)
    }

    /// A re-measured size the required side cannot take leaves that side at the old size and
    /// still moves the hugging side; a later size both can take moves both.
    func testResizeTheRequiredSideCannotTakeStillMovesTheOtherSide() {
        let log = WarningLog()
        let root = makeRoot(log: log)
        let view = makeView(in: root)
        view.setContentHuggingPriority(LayoutPriority(750), for: .horizontal)
        LayoutConstraint.activate([
            view.widthAnchor.constraint(lessThanOrEqualToConstant: 120),
            view.widthAnchor.constraint(equalToConstant: 110).withPriority(LayoutPriority(500)),
        ])
        root.layoutIfNeeded()
        assertFrame(view, 10, 10, 100, 20)
        // 150 cannot hold under the cap: compression stays at 100, hugging moves to 150, so
        // the pull to 110 wins.
        view.size = Size(width: 150, height: 20)
        view.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        assertFrame(view, 10, 10, 110, 20)
        view.size = Size(width: 90, height: 20)
        view.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        assertFrame(view, 10, 10, 90, 20)
        view.size = Size(width: 105, height: 20)
        view.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        assertFrame(view, 10, 10, 105, 20)
    }
}
