import EpoxyCore
import EpoxyLayout

/// The model of one item of a collection for a Swift view type: its identity, content, style
/// and behaviors, how to make and configure its view, and its callbacks. Immutable: the
/// modifiers (`didSelect`, `styleID`, …) return changed copies.
///
/// ```swift
/// Label.itemModel(dataID: "title", content: .text("Inbox"), style: .headline)
///   .didSelect { context in print(context.dataID) }
/// ```
public struct ItemModel<ItemView: View & EpoxyableView>: ItemModeling {
    /// The item's identity, unique within its section.
    public let dataID: AnyHashable
    /// The content shown; nil for views without content (`Content == Never`).
    public let content: ItemView.Content?
    /// The style views are made with.
    public let style: ItemView.Style
    /// The behaviors set on every update; nil removes them.
    public internal(set) var behaviors: ItemView.Behaviors?

    var styleIdentifier: AnyHashable?
    var makeViewBlock: (ItemView.Style) -> ItemView = { ItemView(style: $0) }
    var setContentBlock: (ItemView, ItemView.Content, Bool) -> Void = { $0.setContent($1, animated: $2) }
    var setBehaviorsBlock: (ItemView, ItemView.Behaviors?) -> Void = { $0.setBehaviors($1) }
    var storedCallbacks = ItemCallbacks()
    var storedSelectionStyle = SelectionStyle.noBackground
    var storedIsMovable = false
    var storedFlowLayoutItemSize: Size?

    /// Creates a model; views are made with `ItemView(style:)` and configured through
    /// `setContent(_:animated:)` and `setBehaviors(_:)` unless the modifiers replace them.
    public init(
        dataID: AnyHashable,
        content: ItemView.Content?,
        behaviors: ItemView.Behaviors? = nil,
        style: ItemView.Style
    ) {
        self.dataID = dataID
        self.content = content
        self.behaviors = behaviors
        self.style = style
    }

    // MARK: ItemModeling

    /// The view type's name with the `styleID` if one was set, else the style itself.
    public var reuseIdentifier: ReuseIdentifier {
        ReuseIdentifier(viewType: ItemView.self, styleKey: styleIdentifier ?? AnyHashable(style))
    }

    /// The identifier that separates views of this type made differently; the style unless
    /// ``styleID(_:)`` set one.
    public var styleID: AnyHashable { styleIdentifier ?? AnyHashable(style) }

    public func makeView() -> View {
        makeViewBlock(style)
    }

    public func setContent(on view: View, animated: Bool) {
        guard let view = view as? ItemView, let content else { return }
        setContentBlock(view, content, animated)
    }

    public func setBehaviors(on view: View) {
        guard let view = view as? ItemView else { return }
        setBehaviorsBlock(view, behaviors)
    }

    public func isContentEqual(to other: AnyItemModel) -> Bool {
        guard let other = other.base as? ItemModel<ItemView> else { return false }
        return content == other.content
    }

    /// The content itself when its type is hashable.
    public var contentCacheKey: AnyHashable? {
        guard let content else { return AnyHashable(0) }
        return (content as Any) as? AnyHashable
    }

    public var callbacks: ItemCallbacks { storedCallbacks }
    public var selectionStyle: SelectionStyle { storedSelectionStyle }
    public var isMovable: Bool { storedIsMovable }
    public var flowLayoutItemSize: Size? { storedFlowLayoutItemSize }
}

extension ItemModel where ItemView.Content == Never {
    /// Creates a model for a view without content.
    public init(dataID: AnyHashable, behaviors: ItemView.Behaviors? = nil, style: ItemView.Style) {
        self.init(dataID: dataID, content: nil, behaviors: behaviors, style: style)
    }
}
