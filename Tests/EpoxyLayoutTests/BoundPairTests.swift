import EpoxyCore
import EpoxyTestSupport
import XCTest
@testable import EpoxyLayout
@testable import EpoxySolver

/// A required bound and a weaker equality on the same attributes (a group's `item.top >=
/// owner.top + 4` and its `item.top == owner.top + 4` at a low priority) share one two-sided
/// solver constraint. Laid out, the pair must place every view exactly where the two
/// constraints apart place it, and every edit must behave as it does on the two apart.
final class BoundPairTests: XCTestCase {
    /// A row of items in a container, each held the way a group holds an item: a required bound
    /// and a weaker equality on each vertical edge (some items centred, some top- or
    /// bottom-aligned), chained horizontally, the container fitting its items.
    private struct Row {
        let root: View
        let container = View()
        var items: [IntrinsicView] = []
        /// Per item, its bounds and their weaker equalities, in the order a group makes them.
        var bounds: [LayoutConstraint] = []
        var preferences: [LayoutConstraint] = []

        /// - Parameter pinnedBottom: pins the first item's bottom this far above the
        ///   container's, by a required constraint made before the others.
        init(sizes: [Size], alignments: [Int], priorities: [Float], padding: Double, width: Double, log: WarningLog? = nil, pinnedBottom: Double? = nil) {
            root = makeRoot(width: width, log: log)
            root.addSubview(container)
            var constraints = [
                container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                container.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                container.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                container.heightAnchor.constraint(equalToConstant: 0).withPriority(LayoutPriority(1)),
            ]
            for (index, size) in sizes.enumerated() {
                let item = IntrinsicView(size.width, size.height, identifier: "item\(index)")
                container.addSubview(item)
                if index == 0, let pinnedBottom {
                    constraints.insert(item.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -pinnedBottom), at: 0)
                }
                let top = item.topAnchor.constraint(greaterThanOrEqualTo: container.topAnchor, constant: padding)
                let bottom = item.bottomAnchor.constraint(lessThanOrEqualTo: container.bottomAnchor, constant: -padding)
                let topPull = item.topAnchor.constraint(equalTo: container.topAnchor, constant: padding)
                    .withPriority(LayoutPriority(priorities[index % priorities.count]))
                let bottomPull = item.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -padding)
                    .withPriority(LayoutPriority(priorities[(index + 1) % priorities.count]))
                switch alignments[index % alignments.count] {
                case 0: // centred, as HGroup's .center
                    constraints += [item.centerYAnchor.constraint(equalTo: container.centerYAnchor), top, bottom, topPull, bottomPull]
                    bounds += [top, bottom]
                    preferences += [topPull, bottomPull]
                case 1: // top, as HGroup's .top
                    constraints += [item.topAnchor.constraint(equalTo: container.topAnchor, constant: padding), bottom, bottomPull]
                    bounds.append(bottom)
                    preferences.append(bottomPull)
                default: // bottom, as HGroup's .bottom
                    constraints += [item.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -padding), top, topPull]
                    bounds.append(top)
                    preferences.append(topPull)
                }
                let leading = index == 0 ? container.leadingAnchor : container.subviews[index - 1].trailingAnchor
                constraints.append(item.leadingAnchor.constraint(equalTo: leading, constant: 8))
                items.append(item)
            }
            if let last = items.last {
                constraints.append(last.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor))
            }
            LayoutConstraint.activate(constraints)
        }

        var frames: [Rect] { [container.frame] + items.map(\.frame) }

        /// The user constraints of the engine that share their solver constraint with another.
        var pairedCount: Int { root.layoutEngine?.userConstraints.values.filter { $0.partner != nil }.count ?? 0 }

        /// Gives every weaker equality its own solver constraint: removed and activated again
        /// into a built engine, one by one, as constraints activated after a build are added.
        func unpair() {
            for preference in preferences {
                preference.isActive = false
                preference.isActive = true
            }
            root.layoutIfNeeded()
        }
    }

    private func assertSameFrames(_ paired: [Rect], _ apart: [Rect], _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(paired.count, apart.count, file: file, line: line)
        for (index, (left, right)) in zip(paired, apart).enumerated() {
            for (a, b) in [(left.minX, right.minX), (left.minY, right.minY), (left.width, right.width), (left.height, right.height)] {
                XCTAssertEqual(a, b, accuracy: 1e-9, "view \(index) \(context): \(left) paired, \(right) apart", file: file, line: line)
            }
        }
    }

    func testEachBoundSharesOneTwoSidedSolverConstraintWithItsWeakerEquality() throws {
        let row = Row(sizes: [Size(width: 48, height: 48), Size(width: 120, height: 20)], alignments: [0], priorities: [250], padding: 4, width: 375)
        row.root.layoutIfNeeded()
        let engine = try XCTUnwrap(row.root.layoutEngine)
        XCTAssertEqual(row.pairedCount, 8, "two pairs per centred item, both members paired")
        for (bound, preference) in zip(row.bounds, row.preferences) {
            let shared = try XCTUnwrap(engine.userConstraints[bound])
            XCTAssertTrue(shared.partner === preference)
            XCTAssertTrue(engine.userConstraints[preference]?.constraint === shared.constraint)
            let sides = try XCTUnwrap(shared.constraint.sides, "a two-sided constraint")
            // The bound's side is required, the equality's the other side at its priority.
            if bound.relation == .greaterThanOrEqual {
                XCTAssertEqual([sides.atLeast, sides.atMost], [1000, 250])
            } else {
                XCTAssertEqual([sides.atLeast, sides.atMost], [250, 1000])
            }
        }
        // The row is as tall as its tallest item and centres the other.
        assertFrame(row.container, 16, 20, 343, 56)
        assertFrame(row.items[0], 8, 4, 48, 48)
        assertFrame(row.items[1], 64, 18, 120, 20)
        row.unpair()
        XCTAssertEqual(row.pairedCount, 0)
        assertFrame(row.container, 16, 20, 343, 56)
        assertFrame(row.items[1], 64, 18, 120, 20)
    }

    /// Random rows of items of random sizes, alignments, paddings and pull priorities, at
    /// several widths: the pairs place every view where the constraints apart do. The pulls'
    /// priorities leave out the items' own 250 and 750: a pull at exactly its item's hugging or
    /// compression resistance is a tie, and either form may settle on another of the equally
    /// good solutions (trial 17 did, with 250).
    func testPairedAndApartGiveTheSameFrames() {
        var generator = SeededGenerator(seed: 0xB0_0D)
        for trial in 0..<300 {
            let count = Int.random(in: 1...5, using: &generator)
            let sizes = (0..<count).map { _ in
                Size(width: Double(Int.random(in: 0...140, using: &generator)), height: Double(Int.random(in: 0...60, using: &generator)) / 2)
            }
            let alignments = (0..<count).map { _ in Int.random(in: 0...2, using: &generator) }
            let priorities = (0..<3).map { _ in Float([1, 51, 249, 251, 500, 749, 751, 999].randomElement(using: &generator)!) }
            let padding = Double(Int.random(in: 0...12, using: &generator))
            let width = [120.0, 320, 375, 1024].randomElement(using: &generator)!
            let paired = Row(sizes: sizes, alignments: alignments, priorities: priorities, padding: padding, width: width)
            paired.root.layoutIfNeeded()
            XCTAssertEqual(paired.pairedCount, 2 * paired.preferences.count, "trial \(trial)")
            let apart = Row(sizes: sizes, alignments: alignments, priorities: priorities, padding: padding, width: width)
            apart.root.layoutIfNeeded()
            apart.unpair()
            XCTAssertEqual(apart.pairedCount, 0, "trial \(trial)")
            assertSameFrames(paired.frames, apart.frames, "trial \(trial): \(sizes) \(alignments) \(priorities) pad \(padding) width \(width)")
        }
    }

    /// Editing a member's constant or deactivating it splits the pair: the frames are those of
    /// a fresh build of the edited constraints.
    func testEditsAndRemovalsSplitThePairAndLayOutAsAFreshBuild() {
        let sizes = [Size(width: 48, height: 48), Size(width: 60, height: 16), Size(width: 40, height: 30)]
        let edits: [(String, (Row) -> Void)] = [
            ("bound constant", { $0.bounds[0].constant = 10 }),
            ("equality constant", { $0.preferences[1].constant = -20 }),
            ("bound removed", { $0.bounds[2].isActive = false }),
            ("equality removed", { $0.preferences[3].isActive = false }),
            ("both removed", { $0.bounds[0].isActive = false; $0.preferences[0].isActive = false }),
            ("bound constant twice", { $0.bounds[1].constant = -2; $0.bounds[1].constant = -6 }),
        ]
        for (name, edit) in edits {
            let edited = Row(sizes: sizes, alignments: [0, 1, 0], priorities: [250, 300], padding: 4, width: 375)
            edited.root.layoutIfNeeded()
            let before = edited.pairedCount
            edit(edited)
            edited.root.layoutIfNeeded()
            XCTAssertLessThan(edited.pairedCount, before, name)
            let fresh = Row(sizes: sizes, alignments: [0, 1, 0], priorities: [250, 300], padding: 4, width: 375)
            edit(fresh)
            fresh.root.layoutIfNeeded()
            assertSameFrames(edited.frames, fresh.frames, name)
            XCTAssertEqual(edited.root.brokenConstraints.count, 0, name)
        }
    }

    /// Taking out a row's constraints in one batch (a group leaving) adds no member of a pair
    /// back until the batch is out, and then only members still active. Adding each partner
    /// back at once rebuilt the solver's tableau once per pair: removing a required equality
    /// (a centring) leaves the tableau to be rebuilt before the next addition.
    func testPartnersOfRemovedPairsWaitForTheBatch() throws {
        let sizes = [Size(width: 48, height: 48), Size(width: 60, height: 16), Size(width: 40, height: 30), Size(width: 20, height: 20)]
        let row = Row(sizes: sizes, alignments: [0, 2], priorities: [51], padding: 4, width: 375)
        row.root.layoutIfNeeded()
        let engine = try XCTUnwrap(row.root.layoutEngine)
        let rebuildsBefore = engine.solver.rebuildCount
        let kept = try XCTUnwrap(row.preferences.last)
        LayoutConstraint.deactivate(row.container.constraints.filter { $0 !== kept })
        row.root.layoutIfNeeded()
        XCTAssertTrue(row.root.layoutEngine === engine, "removed incrementally")
        XCTAssertLessThanOrEqual(engine.solver.rebuildCount - rebuildsBefore, 1, "one rebuild for the batch, not one per pair")
        XCTAssertEqual(row.pairedCount, 0)
        XCTAssertEqual(engine.splitPartners.count, 0)
        let members = row.bounds + row.preferences
        XCTAssertEqual(members.filter { engine.userConstraints[$0] != nil }.map(ObjectIdentifier.init),
                       [ObjectIdentifier(kept)], "only the member still active is in the solver")
    }

    /// A constraint that conflicts with a bound is reported naming the bound, as when the two
    /// are apart; a bound that cannot hold when the engine is built is broken alone, and its
    /// weaker equality still pulls.
    func testConflictsNameTheBoundAndABrokenBoundLeavesItsEquality() throws {
        let log = WarningLog()
        let row = Row(sizes: [Size(width: 48, height: 48)], alignments: [1], priorities: [250], padding: 4, width: 375, log: log)
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.pairedCount, 2)
        row.items[0].bottomAnchor.constraint(equalTo: row.container.bottomAnchor, constant: -1).isActive = true
        row.root.layoutIfNeeded()
        XCTAssertEqual(log.messages.count, 1, "\(log.messages)")
        let message = try XCTUnwrap(log.messages.first)
        XCTAssertTrue(message.contains(row.bounds[0].description), message)
        XCTAssertFalse(message.contains(row.preferences[0].description), message)
        assertFrame(row.container, 16, 20, 343, 56)

        // Built with the pin made first: the bound cannot hold and is the constraint broken.
        let builtLog = WarningLog()
        let built = Row(sizes: [Size(width: 48, height: 48)], alignments: [1], priorities: [250], padding: 4, width: 375, log: builtLog, pinnedBottom: 1)
        built.root.layoutIfNeeded()
        XCTAssertEqual(built.root.brokenConstraints.map(ObjectIdentifier.init), [ObjectIdentifier(built.bounds[0])])
        XCTAssertEqual(builtLog.messages.count, 1, "\(builtLog.messages)")
        XCTAssertEqual(built.pairedCount, 0)
        assertFrame(built.container, 16, 20, 343, 53)
        assertFrame(built.items[0], 8, 4, 48, 48)
        let builtMessage = try XCTUnwrap(builtLog.messages.first)
        XCTAssertTrue(builtMessage.hasSuffix("Will attempt to recover by breaking constraint\n\(built.bounds[0].description)"), builtMessage)
        XCTAssertFalse(builtMessage.contains(built.preferences[0].description), builtMessage)
        // The equality still pulls: undoing the pin lets it bring the bottom to its padding.
        built.container.constraints.first { $0.constant == -1 }?.isActive = false
        built.root.layoutIfNeeded()
        assertFrame(built.container, 16, 20, 343, 56)
    }
}
