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

    /// What the modifiers set; nil until one is used.
    var customization: Box<ItemModelCustomization<ItemView>>?

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
        ReuseIdentifier(viewType: ItemView.self, styleKey: styleID)
    }

    /// The identifier that separates views of this type made differently; the style unless
    /// ``styleID(_:)`` set one.
    public var styleID: AnyHashable { customization?.value.styleIdentifier ?? AnyHashable(style) }

    /// Makes a view with the `makeView` block, else `ItemView(style:)`.
    public func makeView() -> View {
        if let makeView = customization?.value.makeViewBlock { return makeView(style) }
        return ItemView(style: style)
    }

    /// Sets the content with the `setContent` block, else the view's `setContent(_:animated:)`.
    public func setContent(on view: View, animated: Bool) {
        guard let view = view as? ItemView, let content else { return }
        if let setContent = customization?.value.setContentBlock {
            setContent(view, content, animated)
        } else {
            view.setContent(content, animated: animated)
        }
    }

    /// Sets the behaviors with the `setBehaviors` block, else the view's `setBehaviors(_:)`.
    public func setBehaviors(on view: View) {
        guard let view = view as? ItemView else { return }
        if let setBehaviors = customization?.value.setBehaviorsBlock {
            setBehaviors(view, behaviors)
        } else {
            view.setBehaviors(behaviors)
        }
    }

    /// Whether `other` wraps a model of this type with equal content.
    public func isContentEqual(to other: AnyItemModel) -> Bool {
        guard let other = other.base as? Self else { return false }
        return content == other.content
    }

    /// One cast instead of two reuse identifiers: same content, and the same style identifier
    /// (or, without one, an equal style).
    public func isEquivalent(to other: AnyItemModel) -> Bool {
        guard let other = other.base as? Self, content == other.content else { return false }
        let ownID = customization?.value.styleIdentifier, otherID = other.customization?.value.styleIdentifier
        if ownID == nil && otherID == nil { return style == other.style }
        return styleID == other.styleID
    }

    /// The content itself when its type is hashable.
    public var contentCacheKey: AnyHashable? {
        guard let content else { return AnyHashable(0) }
        return (content as Any) as? AnyHashable
    }

    /// The callbacks set by the modifiers.
    public var callbacks: ItemCallbacks { customization?.value.callbacks ?? ItemCallbacks() }
    /// The selection style (default `.noBackground`).
    public var selectionStyle: SelectionStyle { customization?.value.selectionStyle ?? .noBackground }
    /// Whether the user may move the item (default false).
    public var isMovable: Bool { customization?.value.isMovable ?? false }
    /// The item's own flow-layout size, if set.
    public var flowLayoutItemSize: Size? { customization?.value.flowLayoutItemSize }
}

extension ItemModel where ItemView.Content == Never {
    /// Creates a model for a view without content.
    public init(dataID: AnyHashable, behaviors: ItemView.Behaviors? = nil, style: ItemView.Style) {
        self.init(dataID: dataID, content: nil, behaviors: behaviors, style: style)
    }
}
