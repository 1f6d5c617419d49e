import EpoxyCollectionView
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
    /// The placement of the item shown last.
    private var shownPlacement: GroupItemPlacement?

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
        shownPlacement = item.placement
        group.setItems([item], animated: false)
        // The collection already insets its content by the safe area (UIKit does not pass on
        // the edges a scroll view adjusts for), so the item's margins must not add it again.
        (group.constrainables.first as? View)?.insetsLayoutMarginsFromSafeArea = false
    }

    /// The view (or nested group, spacer) showing the item, nil before the first item.
    public var hostedConstrainable: (any Constrainable)? {
        group.constrainables.first
    }

    public var hostedGroup: (any Group)? { group }
}

extension GroupItemCellView: PinnedLeafHosting {
    /// The hosted view when it is a leaf filling the group's width at its padding: the group's
    /// four pins and the item's four edge constraints are then all there is, every one required.
    public var pinnedLeaf: (view: View, insets: DirectionalEdgeInsets)? {
        guard let placement = shownPlacement, placement.aspectRatio == nil,
              case .fill = group.alignment, placement.horizontalAlignment.map({ if case .fill = $0 { true } else { false } }) ?? true,
              group.constrainables.count == 1, let leaf = group.constrainables.first as? View, leaf.superview === self,
              subviews.count == 1, constraints.count == 8, constraints.allSatisfy({ $0.priority == .required && $0.isActive })
        else { return nil }
        return (leaf, placement.padding)
    }
}
