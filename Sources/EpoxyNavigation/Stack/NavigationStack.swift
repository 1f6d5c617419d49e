import EpoxyCore
import EpoxyLayout

/// The models a navigation controller was last given and the view controllers made for them,
/// with the diff that turns it into the stack of a new set of models.
struct NavigationStack {
    /// The entries, bottom first, including models whose view controller is not made yet.
    private(set) var entries: [NavigationEntry]

    /// A stack of `entries` (empty by default).
    init(entries: [NavigationEntry] = []) {
        self.entries = entries
    }

    /// The entries whose view controllers are on the stack, bottom first.
    var shown: [(model: NavigationModel, controller: StackedViewController)] {
        entries.compactMap { entry in entry.controller.map { (entry.model, $0) } }
    }

    /// The top entry with a view controller.
    var top: (model: NavigationModel, controller: StackedViewController)? {
        guard let entry = entries.last(where: { $0.controller != nil }), let controller = entry.controller else { return nil }
        return (entry.model, controller)
    }

    /// How many view controllers are on the stack.
    var shownCount: Int {
        entries.reduce(0) { count, entry in entry.controller == nil ? count : count + 1 }
    }

    /// The pushed view controllers, bottom first.
    var stackables: [ViewController] {
        entries.compactMap { $0.controller?.stackable }
    }

    /// The `dataID`s of the screens whose view controllers are on the stack, bottom first.
    var shownDataIDs: [AnyHashable] {
        entries.compactMap { $0.controller == nil ? nil : $0.model.dataID }
    }

    /// Plans the stack for `newModels` without changing this one: matched models keep their view
    /// controllers (adopting the new model's callbacks), new models and models whose parameters
    /// changed get new ones from `make`, unmatched old ones are removed. A view controller made
    /// for changed parameters replaces the old one quietly, as Epoxy's queue does: neither is
    /// removed or added as far as the models' callbacks go (a replacement that makes no view
    /// controller removes the old one).
    ///
    /// - Parameters:
    ///   - newModels: The new stack, bottom first, without `nil`s.
    ///   - make: Makes (and validates) a model's view controller; its errors abort the plan.
    ///     It is told which current controllers stay, so it can refuse them.
    func plan(
        _ newModels: [NavigationModel],
        make: (NavigationModel, _ kept: Set<ObjectIdentifier>) throws -> StackedViewController?
    ) throws -> NavigationStackPlan {
        let changeset = newModels.makeChangeset(from: entries.map(\.model))
        var oldIndexOfNew = [Int?](repeating: nil, count: newModels.count)
        for (oldIndex, newIndex) in changeset.newIndices.enumerated() {
            if let newIndex { oldIndexOfNew[newIndex] = oldIndex }
        }
        let updatedOldIndices = Set(changeset.updates.map(\.old))

        var kept = Set<ObjectIdentifier>()
        for (oldIndex, newIndex) in changeset.newIndices.enumerated()
        where newIndex != nil && !updatedOldIndices.contains(oldIndex) {
            if let controller = entries[oldIndex].controller { kept.insert(ObjectIdentifier(controller.stackable)) }
        }

        var newEntries: [NavigationEntry] = []
        var added: [NavigationEntry] = []
        var removed: [NavigationStackPlan.Removal] = []
        var replacements = Set<ObjectIdentifier>()
        newEntries.reserveCapacity(newModels.count)
        for (newIndex, model) in newModels.enumerated() {
            if let oldIndex = oldIndexOfNew[newIndex], !updatedOldIndices.contains(oldIndex),
               let controller = entries[oldIndex].controller {
                newEntries.append(NavigationEntry(model: model, controller: controller))
                continue
            }
            let entry = NavigationEntry(model: model, controller: try make(model, kept))
            if let controller = entry.controller { kept.insert(ObjectIdentifier(controller.stackable)) }
            if let oldIndex = oldIndexOfNew[newIndex], let old = entries[oldIndex].controller {
                // The parameters changed: the old view controller gives way to the new one.
                let isReplaced = entry.controller != nil
                removed.append(.init(entry: NavigationEntry(model: entries[oldIndex].model, controller: old), isReplaced: isReplaced))
                if isReplaced, let controller = entry.controller { replacements.insert(ObjectIdentifier(controller.stackable)) }
            }
            newEntries.append(entry)
            if entry.controller != nil { added.append(entry) }
        }
        for (oldIndex, newIndex) in changeset.newIndices.enumerated() where newIndex == nil {
            if entries[oldIndex].controller != nil { removed.append(.init(entry: entries[oldIndex], isReplaced: false)) }
        }
        // Removals are reported top first, as screens leave a stack.
        if removed.count > 1 { removed = Self.sortedTopFirst(removed, in: entries) }
        return NavigationStackPlan(
            stack: NavigationStack(entries: newEntries), added: added, removed: removed,
            replacements: replacements, duplicates: changeset.duplicates)
    }

    /// `removed` ordered by position in `entries`, top first.
    private static func sortedTopFirst(
        _ removed: [NavigationStackPlan.Removal],
        in entries: [NavigationEntry]
    ) -> [NavigationStackPlan.Removal] {
        let order = Dictionary(
            entries.enumerated().compactMap { index, entry in entry.controller.map { (ObjectIdentifier($0.stackable), index) } },
            uniquingKeysWith: { first, _ in first })
        func position(_ removal: NavigationStackPlan.Removal) -> Int {
            removal.stackableID.flatMap { order[$0] } ?? 0
        }
        return removed.sorted { position($0) > position($1) }
    }

    /// Removes the top entry with a view controller, returning it.
    mutating func popTop() -> NavigationEntry? {
        guard let index = entries.lastIndex(where: { $0.controller != nil }) else { return nil }
        return entries.remove(at: index)
    }

    /// Drops models that match `removed` (same `dataID`, equal parameters) from `models`: a stack
    /// built before a screen was popped must not push it again.
    static func filter(_ models: [NavigationModel], removing removed: NavigationModel) -> [NavigationModel] {
        models.filter { model in
            !(model.dataID == removed.dataID && model.isDiffableItemEqual(to: removed))
        }
    }
}

/// The stack planned for a new set of models, with what leaves and what joins it.
struct NavigationStackPlan {
    /// A view controller leaving the stack.
    struct Removal {
        /// The model it was made for and the controller.
        let entry: NavigationEntry
        /// Whether a view controller made for a model with the same `dataID` but different
        /// parameters replaced it: the screen stays on the stack, so neither `remove` nor
        /// `didRemove` is called.
        let isReplaced: Bool

        var stackableID: ObjectIdentifier? { entry.controller.map { ObjectIdentifier($0.stackable) } }
    }

    /// The new stack.
    let stack: NavigationStack
    /// Entries whose view controllers join the stack, bottom first.
    let added: [NavigationEntry]
    /// View controllers leaving the stack, top first.
    let removed: [Removal]
    /// The stackables of added entries that replace a view controller with the same `dataID`
    /// (changed parameters): they join the stack without `didAdd`.
    let replacements: Set<ObjectIdentifier>
    /// The new offsets sharing a `dataID`, per duplicated `dataID`.
    let duplicates: [[Int]]
}
