import EpoxyCore
import EpoxyLayout

/// Finds the element a `centered(to:)` alignment refers to: an item of the group, else an element
/// of a group nested in one of its other items (Epoxy centres on any constrainable in the view);
/// warns when there is none.
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

    /// The anchor item of the sibling with `dataID` (the first, when several share it), else of
    /// the first element with it in a group nested in another item (depth first): a badge
    /// centred on an avatar inside the column beside it was centred in the group with a warning.
    /// Without one, warns and returns nil (the caller centres on the group).
    func target(_ dataID: AnyHashable, for item: ConstrainableContainer) -> (any LayoutItem)? {
        if let sibling = containers[dataID] { return sibling.constrainable.anchorItem }
        for sibling in items where sibling.constrainable !== item.constrainable {
            if let group = sibling.constrainable as? any Group, let found = group.descendant(withDataID: dataID) {
                return found.anchorItem
            }
        }
        EpoxyLogger.current.warn(
            "Item \(item.dataID.base) is centered to \(dataID.base), which is not an item of its group or of a group in it; "
                + "centering it in the group instead.")
        return nil
    }
}
