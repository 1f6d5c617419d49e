import EpoxyCollectionView
import EpoxyLayout
import EpoxyLayoutGroups

/// Finds dataIDs in a view tree that is not one group: a view root (NamadaLayout's screens), a
/// view controller's view with its bars, navigation containers and content. A view answers to its `accessibilityIdentifier`; a view
/// hosting a group (``GroupHostingView``) answers through the group's items, nested groups and
/// hosted groups included, in item order.
enum ViewTreeSearch {
    /// How deep the walk goes: scripts can nest groups without limit, the walk must not exhaust the stack.
    static let maximumDepth = 400

    /// The view, group or spacer with `dataID`, searched depth-first in view and item order.
    static func constrainable(withDataID dataID: AnyHashable, in root: View) -> (any Constrainable)? {
        var found: (any Constrainable)?
        // Identifiers are strings; a numeric or boolean dataID names the view whose identifier spells it.
        let spelled = dataID.base is String ? nil : AnyHashable(String(describing: dataID.base))
        walk(root, depth: 0) { candidate, constrainable in
            guard candidate == dataID || candidate == spelled else { return false }
            found = constrainable
            return true
        }
        return found
    }

    /// Every dataID in the tree, depth-first (for listing and "did you mean").
    static func dataIDs(in root: View) -> [AnyHashable] {
        var result: [AnyHashable] = []
        var seen: Set<AnyHashable> = []
        // A bar view answers to its bar's dataID and so does the component inside it: list it once.
        walk(root, depth: 0) { dataID, _ in
            if seen.insert(dataID).inserted { result.append(dataID) }
            return false
        }
        return result
    }

    /// Calls `visit` with every identified element until it returns true; returns whether it did.
    @discardableResult
    private static func walk(
        _ view: View, depth: Int, _ visit: (AnyHashable, any Constrainable) -> Bool
    ) -> Bool {
        // Collection views answer for their items themselves (from the layout, on screen or not).
        guard depth < maximumDepth, !(view is CollectionView) else { return false }
        if let identifier = view.accessibilityIdentifier, identifier != "window", visit(identifier, view) { return true }
        if let host = view as? any GroupHostingView {
            guard let group = host.hostedGroup else { return false }
            return walk(group, depth: depth + 1, visit)
        }
        for subview in view.subviews where walk(subview, depth: depth + 1, visit) { return true }
        return false
    }

    private static func walk(
        _ group: any Group, depth: Int, _ visit: (AnyHashable, any Constrainable) -> Bool
    ) -> Bool {
        guard depth < maximumDepth else { return false }
        for (item, constrainable) in zip(group.items, group.constrainables) {
            if visit(item.dataID, constrainable) { return true }
            if let nested = constrainable as? any Group {
                if walk(nested, depth: depth + 1, visit) { return true }
            } else if let host = constrainable as? any GroupHostingView, let hosted = host.hostedGroup {
                if walk(hosted, depth: depth + 1, visit) { return true }
            }
        }
        return false
    }
}
