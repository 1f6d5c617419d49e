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

    /// The items to show. Never equal to other content: the group diffs the items itself and
    /// behaviors must be set on every update.
    public struct Content: Equatable {
        /// The items.
        public var items: [AnyGroupItem]

        /// Creates content from items.
        public init(items: [any GroupItemModeling]) {
            self.items = items.map { $0.eraseToAnyGroupItem() }
        }

        /// Creates content whose items a builder block lists.
        public init(@GroupModelBuilder _ content: () -> [any GroupItemModeling]) {
            self.init(items: content())
        }

        public static func == (_: Content, _: Content) -> Bool { false }
    }

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
