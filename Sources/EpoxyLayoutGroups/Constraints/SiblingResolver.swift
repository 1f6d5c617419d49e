import EpoxyCore

/// Finds the sibling a `centered(to:)` alignment refers to, warning when there is none.
///
/// Most groups center nothing on a sibling, so the table of their items by data ID is made on
/// the first question, not for every group laid out (hashing every item's `AnyHashable` data ID
/// and a table of about a kilobyte per group).
final class SiblingResolver {
    private let items: [ConstrainableContainer]
    private lazy var containers: [AnyHashable: ConstrainableContainer] = {
        var containers: [AnyHashable: ConstrainableContainer] = [:]
        for item in items where containers[item.dataID] == nil {
            containers[item.dataID] = item
        }
        return containers
    }()

    init(_ items: [ConstrainableContainer]) {
        self.items = items
    }

    /// The sibling with `dataID` (the first, when several share it); without one, warns and
    /// returns nil (the caller centres on the group).
    func sibling(_ dataID: AnyHashable, for item: ConstrainableContainer) -> ConstrainableContainer? {
        if let sibling = containers[dataID] { return sibling }
        EpoxyLogger.current.warn(
            "Item \(item.dataID.base) is centered to \(dataID.base), which is not an item of its group; centering it in the group instead.")
        return nil
    }
}
