import EpoxyCore
import EpoxyTestSupport
import XCTest
@testable import EpoxyLayout

/// Views, guides, constraints and anchors refer to each other without Swift `weak` references
/// (see `LayoutItemLifetime`), yet read as UIKit's weak references do once what they refer to
/// is deallocated, and a laid-out tree is freed.
final class LayoutItemLifetimeTests: XCTestCase {
    func testSuperviewIsNilAfterTheParentIsDeallocated() {
        let child = IntrinsicView(20, 10, identifier: "child")
        weak var weakParent: View?
        do {
            let parent = makeRoot()
            parent.addSubview(child)
            LayoutConstraint.activate([child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 5)])
            parent.layoutIfNeeded()
            weakParent = parent
            XCTAssertTrue(child.superview === parent)
        }
        XCTAssertNil(weakParent)
        XCTAssertNil(child.superview)
        XCTAssertTrue(child.rootView === child)

        // The orphan joins another tree and lays out there.
        let other = makeRoot()
        other.addSubview(child)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 7),
            child.topAnchor.constraint(equalTo: other.topAnchor, constant: 9),
        ])
        other.layoutIfNeeded()
        assertFrame(child, 7, 9, 20, 10)
    }

    func testOwningViewIsNilAfterTheOwnerIsDeallocated() {
        let guide = LayoutGuide(identifier: "inset")
        let margins: LayoutGuide
        weak var weakOwner: View?
        do {
            let owner = makeRoot()
            owner.addLayoutGuide(guide)
            margins = owner.layoutMarginsGuide
            LayoutConstraint.activate([
                guide.topAnchor.constraint(equalTo: owner.topAnchor, constant: 4),
                guide.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                guide.widthAnchor.constraint(equalToConstant: 30),
                guide.heightAnchor.constraint(equalToConstant: 30),
            ])
            owner.layoutIfNeeded()
            weakOwner = owner
            XCTAssertTrue(guide.owningView === owner)
        }
        XCTAssertNil(weakOwner)
        XCTAssertNil(guide.owningView)
        XCTAssertNil(margins.owningView)
        XCTAssertEqual(guide.layoutItemDescription, "<nil>.inset")

        // The guide can be owned again.
        let next = makeRoot()
        next.addLayoutGuide(guide)
        XCTAssertTrue(guide.owningView === next)
    }

    func testConstraintItemsAndAnchorItemsAreNilAfterTheItemsAreDeallocated() {
        let constraints: [LayoutConstraint]
        let anchors: [LayoutYAxisAnchor]
        let guideAnchor: LayoutXAxisAnchor
        weak var weakRoot: View?
        do {
            let root = makeRoot()
            let title = IntrinsicView(100, 20, identifier: "title")
            let guide = LayoutGuide(identifier: "column")
            root.addSubview(title)
            root.addLayoutGuide(guide)
            anchors = [title.topAnchor, root.bottomAnchor]
            guideAnchor = guide.leadingAnchor
            constraints = [
                title.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
                title.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                guide.widthAnchor.constraint(equalToConstant: 50),
            ]
            LayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            XCTAssertTrue(constraints.allSatisfy(\.isActive))
            XCTAssertTrue(constraints[1].secondItem === guide)
            XCTAssertTrue(anchors[0].item === title)
            weakRoot = root
        }
        XCTAssertNil(weakRoot)
        for constraint in constraints {
            XCTAssertNil(constraint.firstItem, "\(constraint)")
            XCTAssertNil(constraint.secondItem, "\(constraint)")
            XCTAssertFalse(constraint.isActive, "\(constraint)")
        }
        XCTAssertNil(anchors[0].item)
        XCTAssertNil(anchors[1].item)
        XCTAssertNil(guideAnchor.item)
        XCTAssertEqual(anchors[0].description, "<nil>.top")
        // Still readable: the items print as <nil> (number formatting as the description's own).
        XCTAssertEqual(constraints[0].description, "<nil>.top == \(8.0.pointDescription)")
        XCTAssertEqual(constraints[2].description, "<nil>.width == \(50.0.pointDescription)")
        // Activating a constraint whose items are gone does nothing.
        LayoutConstraint.activate(constraints)
        XCTAssertFalse(constraints.contains(where: \.isActive))
    }

    /// The view a constraint is installed on goes while its items live on (held elsewhere, as a
    /// script holds views): the constraint is inactive, reads its items and can be activated again.
    func testInstalledViewIsClearedWhenItIsDeallocated() {
        let title = IntrinsicView(100, 20, identifier: "title")
        let subtitle = IntrinsicView(80, 16, identifier: "subtitle")
        let link = subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4)
        weak var weakRoot: View?
        do {
            let root = makeRoot()
            root.addSubview(title)
            root.addSubview(subtitle)
            LayoutConstraint.activate([link])
            XCTAssertTrue(link.installedView === root)
            weakRoot = root
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(link.installedView)
        XCTAssertFalse(link.isActive)
        XCTAssertTrue(link.firstItem === subtitle)
        XCTAssertTrue(link.secondItem === title)
        XCTAssertEqual(link.description, "<IntrinsicView:subtitle>.top == <IntrinsicView:title>.bottom + \(4.0.pointDescription)")

        let next = makeRoot()
        next.addSubview(title)
        next.addSubview(subtitle)
        LayoutConstraint.activate([
            link,
            title.topAnchor.constraint(equalTo: next.topAnchor, constant: 10),
            title.leadingAnchor.constraint(equalTo: next.leadingAnchor),
            subtitle.leadingAnchor.constraint(equalTo: next.leadingAnchor),
        ])
        XCTAssertTrue(link.installedView === next)
        next.layoutIfNeeded()
        assertFrame(subtitle, 0, 34, 80, 16)
    }

    /// A laid-out tree with constraints, guides, anchors and an engine is freed with everything
    /// in it: nothing of the tree holds another part of it in a cycle.
    func testLaidOutTreeWithConstraintsAndGuidesIsFreed() {
        weak var weakRoot: View?
        weak var weakCard: View?
        weak var weakIcon: View?
        weak var weakGuide: LayoutGuide?
        weak var weakMargins: LayoutGuide?
        weak var weakConstraint: LayoutConstraint?
        do {
            let root = makeRoot(log: WarningLog())
            let card = View()
            let icon = IntrinsicView(16, 16)
            let guide = LayoutGuide(identifier: "inset")
            root.addSubview(card)
            card.addSubview(icon)
            card.addLayoutGuide(guide)
            let constraint = card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)
            LayoutConstraint.activate([
                constraint,
                card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                guide.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
                guide.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
                icon.topAnchor.constraint(equalTo: guide.topAnchor),
                icon.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                card.bottomAnchor.constraint(equalTo: icon.bottomAnchor, constant: 8),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(icon.frame.minY, 8)
            _ = root.hasAmbiguousLayout
            weakRoot = root
            weakCard = card
            weakIcon = icon
            weakGuide = guide
            weakMargins = card.layoutMarginsGuide
            weakConstraint = constraint
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakCard)
        XCTAssertNil(weakIcon)
        XCTAssertNil(weakGuide)
        XCTAssertNil(weakMargins)
        XCTAssertNil(weakConstraint)
    }

    /// A view moved between parents, then removed and freed, leaves both parents consistent and
    /// the constraints that referred to it reading nil.
    func testReparentedThenRemovedViewIsFreed() {
        let first = makeRoot()
        let second = makeRoot()
        let sibling = IntrinsicView(40, 40, identifier: "sibling")
        second.addSubview(sibling)
        LayoutConstraint.activate([
            sibling.topAnchor.constraint(equalTo: second.topAnchor),
            sibling.leadingAnchor.constraint(equalTo: second.leadingAnchor),
        ])
        let pinned: LayoutConstraint
        weak var weakMoving: View?
        do {
            let moving = IntrinsicView(30, 30, identifier: "moving")
            first.addSubview(moving)
            LayoutConstraint.activate([moving.topAnchor.constraint(equalTo: first.topAnchor, constant: 3)])
            first.layoutIfNeeded()
            second.addSubview(moving)
            XCTAssertTrue(moving.superview === second)
            XCTAssertTrue(first.subviews.isEmpty)
            pinned = moving.topAnchor.constraint(equalTo: sibling.bottomAnchor, constant: 2)
            LayoutConstraint.activate([pinned, moving.leadingAnchor.constraint(equalTo: second.leadingAnchor)])
            second.layoutIfNeeded()
            assertFrame(moving, 0, 42, 30, 30)
            moving.removeFromSuperview()
            XCTAssertNil(moving.superview)
            XCTAssertFalse(pinned.isActive)
            weakMoving = moving
        }
        XCTAssertNil(weakMoving)
        XCTAssertNil(pinned.firstItem)
        XCTAssertTrue(pinned.secondItem === sibling)
        XCTAssertEqual(second.subviews.count, 1)
        second.layoutIfNeeded()
        assertFrame(sibling, 0, 0, 40, 40)
        first.layoutIfNeeded()
        XCTAssertTrue(first.constraints.isEmpty)
    }

    /// Subclasses' deinits (here in another module) run before View's: one that takes its tree
    /// apart, as a container might, still finds its children, guides and constraints intact, and
    /// what outlives it reads nil afterwards.
    func testSubclassDeinitThatDismantlesItsTreeRunsBeforeViewsDeinit() {
        let log = DismantleLog()
        let child = IntrinsicView(10, 10, identifier: "child")
        let guide = LayoutGuide(identifier: "inset")
        let kept: LayoutConstraint
        do {
            let container = DismantlingView(log: log)
            container.addSubview(child)
            container.addLayoutGuide(guide)
            kept = child.topAnchor.constraint(equalTo: container.topAnchor, constant: 4)
            container.ownConstraints = [
                kept,
                child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                guide.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 2),
            ]
            LayoutConstraint.activate(container.ownConstraints)
            container.frame = Rect(x: 0, y: 0, width: 100, height: 100)
            container.layoutIfNeeded()
            assertFrame(child, 2, 4, 10, 10)
        }
        XCTAssertEqual(log.entries, ["deinit: 1 subviews, 1 guides, 3 constraints, child's superview is self"])
        XCTAssertNil(child.superview)
        XCTAssertNil(guide.owningView)
        XCTAssertNil(kept.secondItem)
        XCTAssertTrue(kept.firstItem === child)
        XCTAssertFalse(kept.isActive)
    }

    /// Nothing holds a view or guide of a laid-out tree `weak` (superviews, owners, installed
    /// views, constraints' and anchors' items, the engine's warning closure): none gets a side table.
    func testNothingHoldsTheViewsOrGuidesOfALaidOutTreeWeakly() {
        let root = makeRoot(log: WarningLog())
        let card = View()
        let icon = IntrinsicView(16, 16)
        let guide = LayoutGuide(identifier: "inset")
        root.addSubview(card)
        card.addSubview(icon)
        card.addLayoutGuide(guide)
        let anchors = [card.topAnchor, icon.bottomAnchor, guide.topAnchor]
        LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            guide.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            guide.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            icon.topAnchor.constraint(equalTo: guide.topAnchor),
            icon.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            card.bottomAnchor.constraint(equalTo: icon.bottomAnchor, constant: 8),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(icon.frame.minY, 8)
        XCTAssertEqual(anchors.count, 3)
        for view in root.viewsInSubtree {
            XCTAssertEqual(weakReferenceCount(view), 0, "\(view)")
            for guide in view.layoutGuides {
                XCTAssertEqual(weakReferenceCount(guide), 0, guide.layoutItemDescription)
            }
        }
    }

    func testLifetimeOfAnItemIsMadeOnceAndEndsWithIt() {
        let lifetime: LayoutItemLifetime
        do {
            let view = View()
            lifetime = view.layoutItemLifetime
            XCTAssertTrue(view.layoutItemLifetime === lifetime)
            XCTAssertTrue(lifetime.isAlive)
            XCTAssertTrue(lifetime.item === view)
        }
        XCTAssertFalse(lifetime.isAlive)
        XCTAssertNil(lifetime.item)
    }

    /// What a layout reads for each item of a constraint, unretained: the item and its view (a
    /// view is its own; a guide's is its current owner, none when it has none), nothing once the
    /// item is gone.
    func testUnretainedItemAndViewFollowTheItemAndItsOwner() {
        func read(_ lifetime: LayoutItemLifetime) -> (item: ObjectIdentifier, view: ObjectIdentifier?)? {
            lifetime.unretainedItemAndView.map {
                (ObjectIdentifier($0.item.takeUnretainedValue()), $0.view.map { ObjectIdentifier($0.takeUnretainedValue()) })
            }
        }
        let first = View(), second = View()
        let guide = LayoutGuide(identifier: "g")
        var viewRead = read(first.layoutItemLifetime)
        XCTAssertEqual(viewRead?.item, ObjectIdentifier(first))
        XCTAssertEqual(viewRead?.view, ObjectIdentifier(first))
        let guideLifetime = guide.layoutItemLifetime
        XCTAssertEqual(read(guideLifetime)?.item, ObjectIdentifier(guide))
        XCTAssertNotNil(read(guideLifetime))
        XCTAssertNil(read(guideLifetime)?.view ?? nil, "a guide in no view has no view")
        first.addLayoutGuide(guide)
        XCTAssertEqual(read(guideLifetime)?.view, ObjectIdentifier(first))
        second.addLayoutGuide(guide)
        XCTAssertEqual(read(guideLifetime)?.view, ObjectIdentifier(second))
        second.removeLayoutGuide(guide)
        XCTAssertNil(read(guideLifetime)?.view ?? nil)
        XCTAssertTrue(guide.owningView == nil)

        let lifetime: LayoutItemLifetime
        do {
            let view = View()
            lifetime = view.layoutItemLifetime
            viewRead = read(lifetime)
            XCTAssertEqual(viewRead?.item, ObjectIdentifier(view))
        }
        XCTAssertNil(read(lifetime))
        withExtendedLifetime((first, second, guide)) {}
    }
}

/// What `DismantlingView`'s deinit found.
private final class DismantleLog {
    var entries: [String] = []
}

/// A container that removes its subviews and deactivates its constraints in its own deinit.
private final class DismantlingView: View {
    let log: DismantleLog
    var ownConstraints: [LayoutConstraint] = []

    init(log: DismantleLog) {
        self.log = log
        super.init()
    }

    deinit {
        let childSees = subviews.first?.superview === self ? "self" : "gone"
        log.entries.append("deinit: \(subviews.count) subviews, \(layoutGuides.count) guides, \(constraints.count) constraints, child's superview is \(childSees)")
        LayoutConstraint.deactivate(ownConstraints)
        for guide in layoutGuides { removeLayoutGuide(guide) }
        for view in subviews { view.removeFromSuperview() }
    }
}
