import EpoxyCore
import EpoxyTestSupport
import XCTest
@testable import EpoxyLayout
@testable import EpoxySolver

/// The engine finds a user constraint's solver constraint through a hint the constraint carries
/// to its entry. The hint is overwritten when another engine takes the constraint and goes stale
/// when the table compacts: every lookup must still find exactly the entry its own table holds.
final class UserConstraintTableTests: XCTestCase {
    /// Solver constraints for the references (a reference does not keep its constraint alive).
    private var solverConstraints: [Constraint] = []

    private func reference() -> LayoutEngine.SolverConstraintReference {
        let constraint = Constraint(Expression(Variable("v")), .equal)
        solverConstraints.append(constraint)
        return LayoutEngine.SolverConstraintReference(constraint: constraint)
    }

    private func constraints(_ count: Int) -> (View, [LayoutConstraint]) {
        let view = View()
        return (view, (0..<count).map { view.widthAnchor.constraint(equalToConstant: Double($0)) })
    }

    func testEntriesAreFoundThroughTheirHintsWithoutAnIndex() {
        var table = UserConstraintTable()
        let (_, constraints) = constraints(3)
        let references = constraints.map { _ in reference() }
        for (constraint, reference) in zip(constraints, references) { table.set(reference, for: constraint) }
        for (constraint, reference) in zip(constraints, references) {
            XCTAssertTrue(table[constraint]?.constraint === reference.constraint)
        }
        XCTAssertEqual(table.count, 3)
        XCTAssertFalse(table.hasIndex)
        // A constraint no table has taken is not found, and needs no index either.
        XCTAssertNil(table[View().heightAnchor.constraint(equalToConstant: 1)])
        XCTAssertFalse(table.hasIndex)
        // Setting again replaces the reference, in place.
        let replacement = reference()
        table.set(replacement, for: constraints[1])
        XCTAssertTrue(table[constraints[1]]?.constraint === replacement.constraint)
        XCTAssertEqual(table.count, 3)
    }

    func testAConstraintTakenByAnotherTableIsStillFoundInBoth() {
        var first = UserConstraintTable()
        var second = UserConstraintTable()
        let (_, constraints) = constraints(4)
        let firstReferences = constraints.map { _ in reference() }
        let secondReferences = constraints.map { _ in reference() }
        for (constraint, reference) in zip(constraints, firstReferences) { first.set(reference, for: constraint) }
        // The second table takes two of them: their hints now lead into it.
        second.set(secondReferences[2], for: constraints[2])
        second.set(secondReferences[0], for: constraints[0])
        for (constraint, reference) in zip(constraints, firstReferences) {
            XCTAssertTrue(first[constraint]?.constraint === reference.constraint)
        }
        XCTAssertTrue(first.hasIndex)
        XCTAssertTrue(second[constraints[0]]?.constraint === secondReferences[0].constraint)
        XCTAssertTrue(second[constraints[2]]?.constraint === secondReferences[2].constraint)
        XCTAssertNil(second[constraints[1]])
        XCTAssertNil(second[constraints[3]])
        // Removing from one leaves the other's entry.
        XCTAssertTrue(first.remove(constraints[2])?.constraint === firstReferences[2].constraint)
        XCTAssertNil(first[constraints[2]])
        XCTAssertTrue(second[constraints[2]]?.constraint === secondReferences[2].constraint)
        XCTAssertNil(first.remove(constraints[2]))
    }

    func testRemovalsCompactTheTableAndEveryEntryLeftIsFound() {
        var table = UserConstraintTable()
        let (_, constraints) = constraints(100)
        let references = constraints.map { _ in reference() }
        for (constraint, reference) in zip(constraints, references) { table.set(reference, for: constraint) }
        // Every fifth stays: 80 removals, past half the table, compact it.
        let kept = Set(stride(from: 0, to: 100, by: 5))
        for index in 0..<100 where !kept.contains(index) {
            XCTAssertTrue(table.remove(constraints[index])?.constraint === references[index].constraint)
        }
        XCTAssertEqual(table.count, 20)
        XCTAssertEqual(table.values.count, 20)
        for index in 0..<100 {
            if kept.contains(index) {
                XCTAssertTrue(table[constraints[index]]?.constraint === references[index].constraint, "constraint \(index)")
            } else {
                XCTAssertNil(table[constraints[index]], "constraint \(index)")
            }
        }
        // Entries set after the compaction are found as well, and removed ones can come back.
        let added = reference()
        table.set(added, for: constraints[1])
        XCTAssertTrue(table[constraints[1]]?.constraint === added.constraint)
        XCTAssertTrue(table[constraints[95]]?.constraint === references[95].constraint)
        XCTAssertEqual(table.count, 21)
    }

    /// Every engine built over the same tree takes the same constraints, whose hints lead into
    /// the engine before, now gone: setting them must not make the index.
    func testAnEngineRebuiltOverTheSameTreeFindsItsConstraintsWithoutAnIndex() throws {
        let root = makeRoot(width: 320)
        let first = IntrinsicView(40, 20, identifier: "first"), second = IntrinsicView(30, 10, identifier: "second")
        root.addSubview(first)
        root.addSubview(second)
        let spacing = second.topAnchor.constraint(equalTo: first.bottomAnchor, constant: 4)
        LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            first.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            second.leadingAnchor.constraint(equalTo: first.leadingAnchor),
            spacing,
        ])
        root.layoutIfNeeded()
        let old = try XCTUnwrap(root.layoutEngine)
        root.invalidateLayoutEngine()
        root.layoutIfNeeded()
        let engine = try XCTUnwrap(root.layoutEngine)
        XCTAssertTrue(engine !== old)
        XCTAssertEqual(engine.userConstraints.count, 4)
        XCTAssertFalse(engine.userConstraints.hasIndex)
        XCTAssertEqual(second.frame, Rect(x: 8, y: 34, width: 30, height: 10))
        // The rebuilt engine edits what it holds through the hints.
        spacing.constant = 6
        root.layoutIfNeeded()
        XCTAssertTrue(root.layoutEngine === engine)
        XCTAssertEqual(second.frame, Rect(x: 8, y: 36, width: 30, height: 10))
        XCTAssertFalse(engine.userConstraints.hasIndex)
    }

    /// The views' variables outlive the engine laid out over them: once it is gone, the next
    /// engine claims them again and finds each by its hint, with no table of its own.
    func testAnEngineRebuiltAfterTheOldOneWentNumbersTheViewsVariablesByTheirHints() throws {
        let root = makeRoot(width: 320)
        let views = (0..<20).map { IntrinsicView(40, 10, identifier: "v\($0)") }
        var previousBottom = root.topAnchor
        for view in views {
            root.addSubview(view)
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                view.topAnchor.constraint(equalTo: previousBottom, constant: 2),
            ])
            previousBottom = view.bottomAnchor
        }
        root.layoutIfNeeded()
        XCTAssertFalse(try XCTUnwrap(root.layoutEngine).solver.slots.hasSharedSlots)
        // A subview measured on its own while the tree's engine lives shares its variables.
        _ = views[3].systemLayoutSizeFitting(Size(width: 320, height: 0))
        for _ in 0..<3 {
            root.invalidateLayoutEngine()
            root.layoutIfNeeded()
            let engine = try XCTUnwrap(root.layoutEngine)
            XCTAssertFalse(engine.solver.slots.hasSharedSlots)
            for (index, view) in views.enumerated() {
                XCTAssertEqual(view.frame, Rect(x: 8, y: Double(index) * 12 + 2, width: 40, height: 10))
            }
        }
    }

    /// A view measured on its own inside a laid-out tree builds a fitting engine that takes the
    /// constraints of its subtree: the tree's engine must still edit and remove them.
    func testTheTreesEngineStillEditsConstraintsAFittingEngineTook() {
        let root = makeRoot(width: 320)
        let container = View()
        let child = IntrinsicView(40, 20, identifier: "child")
        root.addSubview(container)
        container.addSubview(child)
        let leading = child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8)
        let top = child.topAnchor.constraint(equalTo: container.topAnchor, constant: 4)
        let bottom = child.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -4)
        let trailing = child.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            container.widthAnchor.constraint(equalToConstant: 200),
            leading, top, bottom, trailing,
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, Rect(x: 8, y: 4, width: 40, height: 20))
        let engine = try! XCTUnwrap(root.layoutEngine)
        XCTAssertTrue(engine.userConstraints[leading] != nil)

        XCTAssertEqual(container.systemLayoutSizeFitting(Size(width: 200, height: 0)), Size(width: 200, height: 28))
        XCTAssertTrue(root.layoutEngine === engine, "measuring a subview keeps the tree's engine")

        leading.constant = 30
        top.constant = 12
        root.layoutIfNeeded()
        XCTAssertTrue(root.layoutEngine === engine, "a constant is edited in the built engine")
        XCTAssertEqual(child.frame, Rect(x: 30, y: 12, width: 40, height: 20))
        XCTAssertEqual(container.frame, Rect(x: 0, y: 10, width: 200, height: 36))
        XCTAssertTrue(engine.userConstraints.hasIndex, "the fitting engine overwrote the hints")

        bottom.isActive = false
        root.layoutIfNeeded()
        XCTAssertNil(engine.userConstraints[bottom])
        XCTAssertTrue(engine.userConstraints[top] != nil)
        XCTAssertEqual(child.frame, Rect(x: 30, y: 12, width: 40, height: 20))
    }
}
