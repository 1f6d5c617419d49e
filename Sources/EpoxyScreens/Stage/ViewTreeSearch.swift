import EpoxyCollectionView
import EpoxyLayout
import EpoxyLayoutGroups

/// Finds dataIDs in a view tree or a group: a view root (NamadaLayout's screens), a view
/// controller's view with its bars, navigation containers and content, a cell's content. A view
/// answers to its `accessibilityIdentifier`; a view hosting a group (``GroupHostingView``)
/// answers through the group's items, nested groups and hosted groups included, in item order.
public enum ViewTreeSearch {
    /// How deep the walk goes: scripts can nest groups without limit, the walk must not exhaust the stack.
    static let maximumDepth = 400

    /// What the walk does after visiting an element.
    private enum Step {
        case stop, skipInside, goInside
    }

    /// Every element with `dataID` in `root` (`root` included), depth-first. An element inside
    /// one that matched is not listed again: a bar view answers to its bar's dataID and so does
    /// the component inside it, and they are one element to the user.
    public static func matches(of dataID: AnyHashable, in root: View) -> [DataIDMatch] {
        collect(dataID) { walk(root, ancestors: [], depth: 0, $0) }
    }

    /// Every element with `dataID` inside `group` (its items, their groups and hosted groups).
    public static func matches(of dataID: AnyHashable, in group: any Group) -> [DataIDMatch] {
        collect(dataID) { walk(group, ancestors: [], depth: 0, $0) }
    }

    /// Every element with `dataID` inside `view`, the view itself not included (nothing for a
    /// collection view, which answers for its items itself).
    public static func matches(of dataID: AnyHashable, inside view: View) -> [DataIDMatch] {
        guard !(view is CollectionView) else { return [] }
        return collect(dataID) { visit in walkInside(view, ancestors: [], depth: 0, visit) }
    }

    /// Every dataID in the tree, depth-first (for listing and "did you mean").
    static func dataIDs(in root: View) -> [AnyHashable] {
        var result: [AnyHashable] = []
        var seen: Set<AnyHashable> = []
        // A bar view answers to its bar's dataID and so does the component inside it: list it once.
        walk(root, ancestors: [], depth: 0) { dataID, _, _ in
            if seen.insert(dataID).inserted { result.append(dataID) }
            return .goInside
        }
        return result
    }

    private static func collect(
        _ dataID: AnyHashable, _ run: ((AnyHashable, any Constrainable, [AnyHashable]) -> Step) -> Void
    ) -> [DataIDMatch] {
        var found: [DataIDMatch] = []
        let matches = Self.matcher(for: dataID)
        run { candidate, constrainable, ancestors in
            guard matches(candidate) else { return .goInside }
            found.append(DataIDMatch(constrainable: constrainable, ancestors: ancestors))
            return .skipInside
        }
        return found
    }

    /// Identifiers are strings; a numeric or boolean dataID names the view whose identifier spells it.
    private static func matcher(for dataID: AnyHashable) -> (AnyHashable) -> Bool {
        let spelled = dataID.base is String ? nil : AnyHashable(String(describing: dataID.base))
        return { $0 == dataID || $0 == spelled }
    }

    /// Visits `view` and what is inside it; returns true when a visit stopped the walk.
    @discardableResult
    private static func walk(
        _ view: View, ancestors: [AnyHashable], depth: Int,
        _ visit: (AnyHashable, any Constrainable, [AnyHashable]) -> Step
    ) -> Bool {
        // Collection views answer for their items themselves (from the layout, on screen or not).
        guard depth < maximumDepth, !(view is CollectionView) else { return false }
        var ancestors = ancestors
        if let identifier = view.accessibilityIdentifier, identifier != "window" {
            switch visit(identifier, view, ancestors) {
            case .stop: return true
            case .skipInside: return false
            case .goInside: ancestors.append(identifier)
            }
        }
        return walkInside(view, ancestors: ancestors, depth: depth, visit)
    }

    @discardableResult
    private static func walkInside(
        _ view: View, ancestors: [AnyHashable], depth: Int,
        _ visit: (AnyHashable, any Constrainable, [AnyHashable]) -> Step
    ) -> Bool {
        if let host = view as? any GroupHostingView {
            guard let group = host.hostedGroup else { return false }
            return walk(group, ancestors: ancestors, depth: depth + 1, visit)
        }
        for subview in view.subviews where walk(subview, ancestors: ancestors, depth: depth + 1, visit) { return true }
        return false
    }

    @discardableResult
    private static func walk(
        _ group: any Group, ancestors: [AnyHashable], depth: Int,
        _ visit: (AnyHashable, any Constrainable, [AnyHashable]) -> Step
    ) -> Bool {
        guard depth < maximumDepth else { return false }
        for (item, constrainable) in zip(group.items, group.constrainables) {
            // A cell's content item carries the cell's shared identifier, not one a user gave.
            let isCellContent = item.dataID == AnyHashable(GroupItemCellView.hostedItemDataID)
            var inner = ancestors
            if !isCellContent {
                switch visit(item.dataID, constrainable, ancestors) {
                case .stop: return true
                case .skipInside: continue
                case .goInside: inner.append(item.dataID)
                }
            }
            if let nested = constrainable as? any Group {
                if walk(nested, ancestors: inner, depth: depth + 1, visit) { return true }
            } else if let host = constrainable as? any GroupHostingView, let hosted = host.hostedGroup {
                if walk(hosted, ancestors: inner, depth: depth + 1, visit) { return true }
            }
        }
        return false
    }
}
