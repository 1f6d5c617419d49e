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

    /// A view, group or spacer with the dataID it answers to.
    public struct IdentifiedElement {
        /// The dataID (a view's identifier, an item's dataID).
        public let dataID: AnyHashable
        /// The element.
        public let constrainable: any Constrainable
    }

    /// What the walk does after visiting an element.
    private enum Step {
        case skipInside, goInside
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

    /// Every identified element in the tree of `root` (`root` included), depth-first.
    public static func elements(in root: View) -> [IdentifiedElement] {
        var result: [IdentifiedElement] = []
        walk(root, ancestors: [], depth: 0) { dataID, constrainable, _ in
            result.append(IdentifiedElement(dataID: dataID, constrainable: constrainable))
            return .goInside
        }
        return result
    }

    /// Every identified element inside `group` (its items, their groups and hosted groups), depth-first.
    public static func elements(in group: any Group) -> [IdentifiedElement] {
        var result: [IdentifiedElement] = []
        walk(group, ancestors: [], depth: 0) { dataID, constrainable, _ in
            result.append(IdentifiedElement(dataID: dataID, constrainable: constrainable))
            return .goInside
        }
        return result
    }

    /// Every identified element inside `view`, the view itself not included (nothing for a
    /// collection view, which answers for its items itself).
    public static func elements(inside view: View) -> [IdentifiedElement] {
        guard !(view is CollectionView) else { return [] }
        var result: [IdentifiedElement] = []
        walkInside(view, ancestors: [], depth: 0) { dataID, constrainable, _ in
            result.append(IdentifiedElement(dataID: dataID, constrainable: constrainable))
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

    /// Whether `view` itself answers to `dataID` (its identifier), without looking inside it.
    public static func answers(_ view: View, to dataID: AnyHashable) -> Bool {
        guard let identifier = view.accessibilityIdentifier, identifier != "window" else { return false }
        return matcher(for: dataID)(identifier)
    }

    /// Identifiers are strings; a numeric or boolean dataID names the view whose identifier spells it.
    private static func matcher(for dataID: AnyHashable) -> (AnyHashable) -> Bool {
        let spelled = dataID.base is String ? nil : AnyHashable(String(describing: dataID.base))
        return { $0 == dataID || $0 == spelled }
    }

    /// Visits `view` and what is inside it.
    private static func walk(
        _ view: View, ancestors: [AnyHashable], depth: Int,
        _ visit: (AnyHashable, any Constrainable, [AnyHashable]) -> Step
    ) {
        // Collection views answer for their items themselves (from the layout, on screen or not).
        guard depth < maximumDepth, !(view is CollectionView) else { return }
        var ancestors = ancestors
        if let identifier = view.accessibilityIdentifier, identifier != "window" {
            guard visit(identifier, view, ancestors) == .goInside else { return }
            ancestors.append(identifier)
        }
        walkInside(view, ancestors: ancestors, depth: depth, visit)
    }

    private static func walkInside(
        _ view: View, ancestors: [AnyHashable], depth: Int,
        _ visit: (AnyHashable, any Constrainable, [AnyHashable]) -> Step
    ) {
        if let host = view as? any GroupHostingView {
            if let group = host.hostedGroup { walk(group, ancestors: ancestors, depth: depth + 1, visit) }
            return
        }
        for subview in view.subviews { walk(subview, ancestors: ancestors, depth: depth + 1, visit) }
    }

    private static func walk(
        _ group: any Group, ancestors: [AnyHashable], depth: Int,
        _ visit: (AnyHashable, any Constrainable, [AnyHashable]) -> Step
    ) {
        guard depth < maximumDepth else { return }
        for (item, constrainable) in zip(group.items, group.constrainables) {
            // A cell's content item carries the cell's shared identifier, not one a user gave.
            var inner = ancestors
            if item.dataID != AnyHashable(GroupItemCellView.hostedItemDataID) {
                guard visit(item.dataID, constrainable, ancestors) == .goInside else { continue }
                inner.append(item.dataID)
            }
            if let nested = constrainable as? any Group {
                walk(nested, ancestors: inner, depth: depth + 1, visit)
            } else if let host = constrainable as? any GroupHostingView, let hosted = host.hostedGroup {
                walk(hosted, ancestors: inner, depth: depth + 1, visit)
            }
        }
    }
}
