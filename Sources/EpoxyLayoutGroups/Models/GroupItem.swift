import EpoxyCore
import EpoxyLayout

/// An item of a group that renders an ``EpoxyableView``: the view is made from `style`, shown
/// `content` (only when it changed), and given `behaviors` on every update.
public struct GroupItem<ItemView: View & EpoxyableView>: GroupItemModeling, GroupItemPlacing {
    /// The item's identifier within its group.
    public let dataID: AnyHashable
    /// The style the view is made with; a new style makes a new view.
    public let style: ItemView.Style
    /// The content shown on the view; nil shows none.
    public let content: ItemView.Content?
    /// The behaviors set on the view on every update.
    public let behaviors: ItemView.Behaviors?
    /// The item's alignments and padding.
    public var placement = GroupItemPlacement()

    @usableFromInline let make: (ItemView.Style) -> ItemView
    @usableFromInline var configurations: [(ItemView) -> Void] = []

    /// Creates an item.
    /// - Parameters:
    ///   - dataID: The item's identifier within its group (a string, a number, any hashable).
    ///   - style: The style the view is made with.
    ///   - content: The content to show.
    ///   - behaviors: The behaviors to set.
    ///   - make: Makes the view for a style; `ItemView(style:)` by default.
    @inlinable
    public init(
        dataID: AnyHashable,
        style: ItemView.Style,
        content: ItemView.Content? = nil,
        behaviors: ItemView.Behaviors? = nil,
        make: @escaping (ItemView.Style) -> ItemView = { ItemView(style: $0) }
    ) {
        self.dataID = dataID
        self.style = style
        self.content = content
        self.behaviors = behaviors
        self.make = make
    }

    /// A copy that sets the view's property at `keyPath` to `value` after making it and on
    /// every update.
    public func set<Value>(_ keyPath: ReferenceWritableKeyPath<ItemView, Value>, _ value: Value) -> GroupItem {
        configuring { $0[keyPath: keyPath] = value }
    }

    /// A copy that sets the view's property at `keyPath` to `value` after making it and on
    /// every update where the view's value differs (so unchanged values trigger no work).
    public func set<Value: Equatable>(_ keyPath: ReferenceWritableKeyPath<ItemView, Value>, _ value: Value) -> GroupItem {
        configuring { view in
            if view[keyPath: keyPath] != value { view[keyPath: keyPath] = value }
        }
    }

    /// A copy that sets the view's hugging priority on `axis` after making it and on every update.
    public func contentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) -> GroupItem {
        configuring { $0.updateContentHuggingPriority(priority, for: axis) }
    }

    /// A copy that sets the view's compression resistance priority on `axis` after making it and
    /// on every update.
    public func contentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) -> GroupItem {
        configuring { $0.updateContentCompressionResistancePriority(priority, for: axis) }
    }

    /// A copy that runs `configure` on the view after making it and on every update.
    public func configuring(_ configure: @escaping (ItemView) -> Void) -> GroupItem {
        var copy = self
        copy.configurations.append(configure)
        return copy
    }

    @inlinable
    public func eraseToAnyGroupItem() -> AnyGroupItem {
        AnyGroupItem(
            dataID: dataID,
            kind: GroupItemKind(viewType: ObjectIdentifier(ItemView.self), style: style),
            placement: placement,
            model: self)
    }

    @usableFromInline
    static func view(_ constrainable: any Constrainable) -> ItemView? {
        guard let view = constrainable as? ItemView else {
            EpoxyLogger.current.assertionFailure("A group item for \(ItemView.self) was asked to update a \(type(of: constrainable)).")
            return nil
        }
        return view
    }
}

extension GroupItem: ErasedGroupItemModel {
    @usableFromInline
    func makeConstrainable() -> any Constrainable { make(style) }

    @usableFromInline
    func setContent(on constrainable: any Constrainable, animated: Bool) {
        guard let content, let view = GroupItem.view(constrainable) else { return }
        view.setContent(content, animated: animated)
    }

    @usableFromInline
    func setBehaviors(on constrainable: any Constrainable) {
        guard let view = GroupItem.view(constrainable) else { return }
        view.setBehaviors(behaviors)
        for configure in configurations { configure(view) }
    }

    @usableFromInline
    func isContentEqual(to other: any ErasedGroupItemModel) -> Bool {
        guard let other = other as? GroupItem else { return false }
        return content == other.content
    }
}

/// The kind of a ``GroupItem``: its view type and style (views are reused only for equal styles).
@usableFromInline
struct GroupItemKind<Style: Hashable>: Hashable {
    @usableFromInline let viewType: ObjectIdentifier
    @usableFromInline let style: Style

    @usableFromInline
    init(viewType: ObjectIdentifier, style: Style) {
        self.viewType = viewType
        self.style = style
    }
}
