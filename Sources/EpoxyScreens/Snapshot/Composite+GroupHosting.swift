import EpoxyComponents
import EpoxyLayoutGroups

// The composites lay their parts out with a group: snapshots show it as their child, so a
// row's title and subtitle appear under the row with their own frames and text.

extension TextRow: GroupHostingView {
    /// The row's labels' group.
    public var hostedGroup: (any Group)? { group }
}

extension ImageRow: GroupHostingView {
    /// The row's image and labels' group.
    public var hostedGroup: (any Group)? { group }
}

extension ButtonRow: GroupHostingView {
    /// The row's button group.
    public var hostedGroup: (any Group)? { group }
}

extension CheckboxRow: GroupHostingView {
    /// The row's checkbox and label group.
    public var hostedGroup: (any Group)? { group }
}

extension NavigationBar: GroupHostingView {
    /// The bar's title and buttons group.
    public var hostedGroup: (any Group)? { group }
}

extension ToolbarBar: GroupHostingView {
    /// The bar's items group.
    public var hostedGroup: (any Group)? { group }
}
