import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups

/// The view of a collection item made from a group item (what the Lua bindings' item models
/// make): it hosts a one-item group pinned to its edges, so the item keeps its view while the
/// cell shows other content, and the cell self-sizes to the item's fitting size.
///
/// Items shown here share one identifier inside the cell (``hostedItemDataID``), so a cell
/// reused for another dataID updates its view instead of making a new one.
public final class GroupItemCellView: View, GroupHostingView {
    /// The dataID every item has inside a cell.
    public static let hostedItemDataID = "cell-content"

    private let group = VGroup(items: [])
    /// The token of the item shown last: showing the same item again is free.
    private var shownToken: AnyObject?

    /// Creates an empty cell view.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        group.install(in: self)
        group.constrainToSuperview()
    }

    /// Shows `item` (whose dataID is ``hostedItemDataID``): a matching view is updated, a view
    /// of another kind replaced. `token` identifies the model the item came from: showing the
    /// item of the same token again does nothing (content and behaviors are the same).
    public func show(_ item: AnyGroupItem, token: AnyObject? = nil) {
        if let token, token === shownToken { return }
        shownToken = token
        group.setItems([item], animated: false)
    }

    /// The view (or nested group, spacer) showing the item, nil before the first item.
    public var hostedConstrainable: (any Constrainable)? {
        group.constrainables.first
    }

    public var hostedGroup: (any Group)? { group }
}
