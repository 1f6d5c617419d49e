import EpoxyLayout
import EpoxyLayoutGroups

/// A view that lays out a group inside itself (a component whose body is a group, a group
/// view). Snapshots show the hosted group as the view's child, so the tree keeps the nesting the
/// model has even though the group's views are installed flat in the hosting view.
public protocol GroupHostingView: View {
    /// The group installed in this view, nil while there is none.
    var hostedGroup: (any Group)? { get }
}

extension HGroupView: GroupHostingView {
    /// The view's horizontal group.
    public var hostedGroup: (any Group)? { group }
}

extension VGroupView: GroupHostingView {
    /// The view's vertical group.
    public var hostedGroup: (any Group)? { group }
}
