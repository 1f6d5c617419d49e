import EpoxyCore
import XCTest
@testable import EpoxyLayout

/// Constraints between a view and what it contains (its guides, its subviews) do not take its
/// frame away: a guide lies inside its owning view, as a subview does.
final class LayoutGuideOwnerTests: XCTestCase {
    func testViewKeepsFrameWhenItsGuideIsPinnedToIt() {
        let root = makeRoot()
        let card = View(frame: Rect(x: 10, y: 100, width: 300, height: 72))
        root.addSubview(card)
        let guide = LayoutGuide(identifier: "inset")
        card.addLayoutGuide(guide)
        LayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            guide.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            guide.widthAnchor.constraint(equalToConstant: 50),
            guide.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        assertFrame(card, 10, 100, 300, 72)
        XCTAssertEqual(guide.layoutFrame, Rect(x: 12, y: 8, width: 50, height: 30))
    }

    func testViewKeepsFrameWhenTwoOfItsGuidesAndASubviewAreRelated() {
        let root = makeRoot()
        let card = View(frame: Rect(x: 10, y: 100, width: 300, height: 72))
        root.addSubview(card)
        let first = LayoutGuide(identifier: "first"), second = LayoutGuide(identifier: "second")
        card.addLayoutGuide(first)
        card.addLayoutGuide(second)
        let icon = View()
        card.addSubview(icon)
        LayoutConstraint.activate([
            first.topAnchor.constraint(equalTo: card.topAnchor),
            first.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            first.widthAnchor.constraint(equalToConstant: 20),
            first.heightAnchor.constraint(equalToConstant: 20),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 4),
            second.topAnchor.constraint(equalTo: first.topAnchor),
            second.widthAnchor.constraint(equalTo: first.widthAnchor),
            second.heightAnchor.constraint(equalTo: first.heightAnchor),
            icon.leadingAnchor.constraint(equalTo: second.trailingAnchor, constant: 6),
            icon.topAnchor.constraint(equalTo: second.topAnchor, constant: 2),
            icon.widthAnchor.constraint(equalToConstant: 16),
            icon.heightAnchor.constraint(equalToConstant: 16),
        ])
        root.layoutIfNeeded()
        assertFrame(card, 10, 100, 300, 72)
        XCTAssertEqual(second.layoutFrame, Rect(x: 24, y: 0, width: 20, height: 20))
        // 24 + 20 + 6 = 50 from the card's leading edge.
        assertFrame(icon, 50, 2, 16, 16)
    }

    /// A guide of another view still positions the view it is related to.
    func testGuideOfAnotherViewPositionsTheView() {
        let root = makeRoot()
        let card = View(frame: Rect(x: 10, y: 100, width: 300, height: 72))
        root.addSubview(card)
        LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        // The root's default margins are 8 on every side.
        assertFrame(card, 8, 8, 100, 40)
    }
}
