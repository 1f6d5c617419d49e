import EpoxyCore

/// Finds the sibling a `centered(to:)` alignment refers to, warning when there is none.
struct SiblingResolver {
    private let containers: [AnyHashable: ConstrainableContainer]

    init(_ items: [ConstrainableContainer]) {
        var containers: [AnyHashable: ConstrainableContainer] = [:]
        for item in items where containers[item.dataID] == nil {
            containers[item.dataID] = item
        }
        self.containers = containers
    }

    /// The sibling with `dataID`; without one, warns and returns nil (the caller centres on the group).
    func sibling(_ dataID: AnyHashable, for item: ConstrainableContainer) -> ConstrainableContainer? {
        if let sibling = containers[dataID] { return sibling }
        EpoxyLogger.current.warn(
            "Item \(item.dataID.base) is centered to \(dataID.base), which is not an item of its group; centering it in the group instead.")
        return nil
    }
}
