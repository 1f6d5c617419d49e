import EpoxyCore
import EpoxyLayout

/// A view that lays out a HGroup inside its layout margins, so a group can be an Epoxy item
/// (a collection cell, a bar). Its style is the group's style and the margins; its content is
/// the items. The group is pinned to the margins, the bottom at low priority so the view hugs
/// its content vertically, as a stack view does. (The items' views live in one content view
/// pinned to the margins; see `GroupContentView` for why.)
public final class HGroupView: View, EpoxyableView, TraitObserving {
    /// The group's style and the view's margins.
    public struct Style: Hashable {
        /// The style of the group.
        public var hGroupStyle: HGroup.Style
        /// The layout margins around the group.
        public var edgeInsets: DirectionalEdgeInsets

        /// Creates a style.
        public init(hGroupStyle: HGroup.Style = HGroup.Style(), edgeInsets: DirectionalEdgeInsets = .zero) {
            self.hGroupStyle = hGroupStyle
            self.edgeInsets = edgeInsets
        }
    }

    /// The items to show (see ``GroupViewContent``).
    public typealias Content = GroupViewContent

    /// The group the view lays out.
    public let group: HGroup

    /// Creates the view with its group installed and pinned to the margins.
    public init(style: Style) {
        group = HGroup(style: style.hGroupStyle)
        super.init(frame: .zero)
        directionalLayoutMargins = style.edgeInsets
        GroupContentView.install(group, in: self)
    }

    /// Shows the items (the group diffs them against the current ones).
    public func setContent(_ content: Content, animated: Bool) {
        group.setItems(content.items, animated: animated)
    }

    /// Lets the group reflow for a new Dynamic Type size.
    public func traitsDidChange() {
        group.traitsDidChange()
    }
}
