import EpoxyCore
import EpoxyLayout

/// What every group holds: its guide, its items and the constrainables made for them, and the
/// constraints it has active. Applies item diffs so only what changed is made or removed.
final class GroupItemsState {
    /// The rectangle the group lays its items out in.
    let guide: LayoutGuide
    private(set) var items: [AnyGroupItem] = []
    /// The containers of the items, made when first needed (see ``containers``).
    private var madeContainers: [ConstrainableContainer] = []
    /// Whether the items' containers wait to be made.
    private var containersArePending = false
    private var indexByDataID: [AnyHashable: Int] = [:]
    private var activeConstraints: [LayoutConstraint] = []

    init(name: String, items: [any GroupItemModeling]) {
        guide = LayoutGuide(identifier: name)
        _ = insertAll(items.map { $0.eraseToAnyGroupItem() })
    }

    var owningView: View? { guide.owningView }

    /// The constrainables made for the items, with their placements. A group that is not
    /// installed makes them when first asked: a re-render's incoming group only carries its
    /// items to the installed group's `setItems`, and made every view of the screen for nothing.
    var containers: [ConstrainableContainer] {
        makeContainersIfNeeded()
        return madeContainers
    }

    /// Makes the items' containers if they wait to be made (installing them when the group is
    /// installed), and applies the items' behaviors to them.
    private func makeContainersIfNeeded() {
        guard containersArePending else { return }
        containersArePending = false
        madeContainers = items.map(makeContainer(for:))
        applyBehaviors()
    }

    func container(with dataID: AnyHashable) -> ConstrainableContainer? {
        makeContainersIfNeeded()
        // Checked: a view being made (a component's body, run as its content is set) may ask
        // for an item before the containers are all made.
        guard let index = indexByDataID[dataID], index < madeContainers.count else { return nil }
        return madeContainers[index]
    }

    func item(with dataID: AnyHashable) -> AnyGroupItem? {
        indexByDataID[dataID].map { items[$0] }
    }

    /// Adds the guide and every item to `view`.
    func install(in view: View) {
        if let current = owningView, current !== view { uninstall() }
        // Made before the guide joins the view, so each is installed once, below.
        makeContainersIfNeeded()
        view.addLayoutGuide(guide)
        // By index: a loop over the elements copies each container (a retain and a release of
        // every reference it holds), and every item of every group goes through these loops.
        for index in madeContainers.indices { madeContainers[index].constrainable.install(in: view) }
    }

    /// Removes the constraints, the items and the guide.
    func uninstall() {
        uninstallItems(at: madeContainers.indices, includingOwnConstraints: true)
        owningView?.removeLayoutGuide(guide)
    }

    /// Uninstalls the items at `indices`, last first. Their constraints, those of the groups
    /// nested in them and, when `includingOwnConstraints`, this group's leave in one batch before
    /// any item does: the view the groups share holds the constraints of every row of a list,
    /// and deactivating them group by group, then removing views that each looked through what
    /// was left for constraints naming them, was quadratic in the rows.
    private func uninstallItems(at indices: some BidirectionalCollection<Int>, includingOwnConstraints: Bool) {
        var constraints: [LayoutConstraint] = []
        if includingOwnConstraints {
            constraints = activeConstraints
            activeConstraints = []
        }
        for index in indices {
            (madeContainers[index].constrainable as? ItemsGroup)?.state.takeActiveConstraints(into: &constraints)
        }
        // Each item uninstalled below leaves the tree (and this group's guide does when it goes
        // with its own constraints), which drops the tree's layout engine. Dropped first, the
        // batch is not taken out of a solver about to go, one constraint at a time: that was a
        // seventh of laying out 1,000 Lua rows in place of the last ones.
        if !constraints.isEmpty { owningView?.invalidateLayoutEngine() }
        LayoutConstraint.deactivate(constraints)
        // Last first: a view or guide leaves its parent's list from the end.
        for index in indices.reversed() { madeContainers[index].constrainable.uninstall() }
    }

    /// Moves this group's active constraints and those of the groups nested in it into
    /// `constraints`, for the caller to deactivate together.
    private func takeActiveConstraints(into constraints: inout [LayoutConstraint]) {
        constraints += activeConstraints
        activeConstraints = []
        for index in madeContainers.indices {
            (madeContainers[index].constrainable as? ItemsGroup)?.state.takeActiveConstraints(into: &constraints)
        }
    }

    /// Replaces the active constraints with `constraints` (only while installed).
    func activate(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.deactivate(activeConstraints)
        activeConstraints = owningView == nil ? [] : constraints
        LayoutConstraint.activate(activeConstraints)
    }

    /// Deactivates and activates the constraints again, so they follow the constraints
    /// activated since (see `Group.constrainToSuperview`).
    func reactivate() {
        LayoutConstraint.deactivate(activeConstraints)
        LayoutConstraint.activate(activeConstraints)
    }

    /// Diffs `newItems` against the current items: matched items keep their constrainables
    /// (updated when their content changed), deleted ones are uninstalled, inserted ones made
    /// and installed. Behaviors are applied to every item. Returns whether the constraints
    /// need to be made again (only when something was inserted, deleted or moved).
    func setItems(_ newItems: [any GroupItemModeling], animated: Bool) -> Bool {
        makeContainersIfNeeded()
        let erased = newItems.map { $0.eraseToAnyGroupItem() }
        if let needsConstraints = applyInPlace(erased, animated: animated) { return needsConstraints }
        // A group made empty and then given its items (every nested group item's group) needs
        // no diff: every item is an insert.
        if items.isEmpty { return insertAll(erased) }
        let hadDuplicates = duplicatedDataIDs()
        let changeset = makeChangeset(
            from: items, to: erased, identifiedBy: \.identity, isEqual: { $0.isContentEqual(to: $1) })
        defer {
            applyBehaviors()
            // Once per group while its duplicates stay the same, not on every update.
            if duplicatedDataIDs() != hadDuplicates { warnAboutDuplicates() }
        }
        guard !changeset.isEmpty else {
            items = erased
            return false
        }

        var reordered = [ConstrainableContainer?](repeating: nil, count: erased.count)
        var deleted: [Int] = []
        for (oldIndex, newIndex) in changeset.newIndices.enumerated() {
            if let newIndex, newIndex < reordered.count {
                reordered[newIndex] = madeContainers[oldIndex]
            } else {
                deleted.append(oldIndex)
            }
        }
        // The group's constraints are made again after a deletion: they leave with the
        // deleted items' in one batch.
        if !deleted.isEmpty { uninstallItems(at: deleted, includingOwnConstraints: true) }
        for (_, newIndex) in changeset.updates {
            guard let container = reordered[newIndex] else { continue }
            erased[newIndex].update(container.constrainable, animated: animated)
        }
        madeContainers = zip(erased, reordered).map { item, existing in existing ?? makeContainer(for: item) }
        items = erased
        reindex()
        // Updates alone leave the constrainables and their order as they were, and the
        // constraints depend on nothing else: only inserts, deletes and moves re-make them.
        return !(changeset.inserts.isEmpty && changeset.deletes.isEmpty && changeset.moves.isEmpty)
    }

    /// Makes and installs a container for each of `newItems` in a group that has no items
    /// (a new group, or one made empty and then given its items), as the diff would (all
    /// inserts). Returns whether there were any.
    private func insertAll(_ newItems: [AnyGroupItem]) -> Bool {
        items = newItems
        reindex()
        containersArePending = true
        if owningView != nil { makeContainersIfNeeded() }
        warnAboutDuplicates()
        return !newItems.isEmpty
    }

    /// The container of a new item, installed in the group's view when the group has one.
    private func makeContainer(for item: AnyGroupItem) -> ConstrainableContainer {
        let container = item.makeContainer()
        if let owningView { container.constrainable.install(in: owningView) }
        return container
    }

    /// Applies `newItems` position by position when the diff would match them so, without it:
    /// each has the identity of the current item at its position (what a re-render or a cell
    /// showing its next row usually passes), or at least its dataID while no two items share
    /// one (a re-render that gave a row a new style). Items whose content changed are updated;
    /// an item of a new kind is a deletion and an insertion where it stands. The index by dataID
    /// and the duplicates stay as they are. Returns nil, changing nothing, when the diff is
    /// needed; otherwise whether the constraints need to be made again (an item was replaced).
    private func applyInPlace(_ newItems: [AnyGroupItem], animated: Bool) -> Bool? {
        guard newItems.count == items.count else { return nil }
        // Ascending, and allocated only when an item is replaced: every re-render of every group
        // comes here.
        var replaced: [Int] = []
        for index in newItems.indices where !newItems[index].hasSameIdentity(as: items[index]) {
            // With a dataID shared, or moved, the diff may match the item elsewhere.
            guard newItems[index].dataID == items[index].dataID, indexByDataID.count == items.count else { return nil }
            replaced.append(index)
        }
        if !replaced.isEmpty { uninstallItems(at: replaced, includingOwnConstraints: true) }
        var nextReplaced = 0
        for index in newItems.indices {
            if nextReplaced < replaced.count, replaced[nextReplaced] == index {
                nextReplaced += 1
            } else if !items[index].isContentEqual(to: newItems[index]) {
                newItems[index].update(madeContainers[index].constrainable, animated: animated)
            }
        }
        for index in replaced { madeContainers[index] = makeContainer(for: newItems[index]) }
        items = newItems
        applyBehaviors()
        return !replaced.isEmpty
    }

    private func applyBehaviors() {
        for index in items.indices where index < madeContainers.count {
            items[index].applyBehaviors(to: madeContainers[index].constrainable)
        }
    }

    private func reindex() {
        indexByDataID = [:]
        indexByDataID.reserveCapacity(items.count)
        for index in items.indices where indexByDataID[items[index].dataID] == nil {
            indexByDataID[items[index].dataID] = index
        }
    }

    /// The dataIDs more than one item has, in the order they first occur. The index by dataID
    /// (current wherever this is asked) has an entry per item exactly when there are none, so
    /// the usual answer hashes nothing.
    private func duplicatedDataIDs() -> [AnyHashable] {
        guard indexByDataID.count != items.count else { return [] }
        var seen = Set<AnyHashable>()
        var duplicates: [AnyHashable] = []
        seen.reserveCapacity(items.count)
        for index in items.indices where !seen.insert(items[index].dataID).inserted && !duplicates.contains(items[index].dataID) {
            duplicates.append(items[index].dataID)
        }
        return duplicates
    }

    /// Warns when items share a dataID, naming each by its 1-based position and its view (whose
    /// description says where a host made its model, e.g. a script's `file:line`).
    private func warnAboutDuplicates() {
        let duplicates = duplicatedDataIDs()
        guard !duplicates.isEmpty else { return }
        makeContainersIfNeeded()
        let lines = duplicates.map { dataID -> String in
            let positions = items.indices.filter { items[$0].dataID == dataID }.map { index -> String in
                guard let view = madeContainers[index].constrainable as? View else { return "\(index + 1)" }
                return "\(index + 1) \(view.layoutItemDescription)"
            }
            return "- dataID \(dataID.base) is shared by items " + positions.joined(separator: ", ")
        }
        EpoxyLogger.current.warn(
            (["Group items must have unique dataIDs (items sharing one are matched in order); in \(guide.identifier):"] + lines)
                .joined(separator: "\n"))
    }
}
