import EpoxyCore
import EpoxyLayout

/// What the collection view needs from an item model, independent of its view type.
///
/// `ItemModel<ItemView>` adopts it for Swift views. A client with its own view kinds (the Lua
/// bindings' components) adopts it with a struct of its own: give a stable `dataID`, a
/// `reuseIdentifier` that is equal exactly when views can be shared, make and configure views,
/// and compare content. Wrap such a model with ``AnyItemModel/init(_:)`` to put it in a section.
public protocol ItemModeling {
    /// The item's identity, unique within its section.
    var dataID: AnyHashable { get }

    /// The data ID as a concrete key: what the diff and the item directory hash. The default
    /// converts `dataID`; a model that stores its identity in this form (the Lua bindings') answers
    /// without touching `AnyHashable`.
    var dataIDKey: DataIDKey { get }

    /// Which views this item can reuse: view type plus style (or `styleID`).
    var reuseIdentifier: ReuseIdentifier { get }

    /// Makes a new view for this item (called only when no reusable view is available).
    func makeView() -> View

    /// Shows this item's content on `view` (a view made by `makeView` of a model with the same
    /// reuse identifier). Called only when the content differs from what the view shows.
    func setContent(on view: View, animated: Bool)

    /// Installs this item's behaviors on `view`; called on every update.
    func setBehaviors(on view: View)

    /// Whether this item's content equals `other`'s (called for items with the same dataID).
    func isContentEqual(to other: AnyItemModel) -> Bool

    /// Whether `other` (an item with the same data ID) needs no update of this item's view: equal
    /// content and the same reuse identifier. The default combines `isContentEqual(to:)` and
    /// `reuseIdentifier`; models may answer faster.
    func isEquivalent(to other: AnyItemModel) -> Bool

    /// The identity of the model object, for clients that hand out the very same model again for
    /// an item whose inputs did not change: two models with the same identity are equal at a
    /// glance to the diff, and their cell is not bound again. The default, nil, compares content
    /// and binds every cell on each update as Epoxy does.
    var modelIdentity: ObjectIdentifier? { get }

    /// A hashable form of the content for the size cache, or nil when the content is not
    /// hashable (then sizes are cached per dataID and reused while the content is equal).
    var contentCacheKey: AnyHashable? { get }

    /// Closures for cell events.
    var callbacks: ItemCallbacks { get }

    /// How the cell shows highlight and selection.
    var selectionStyle: SelectionStyle { get }

    /// Whether the user may move this item.
    var isMovable: Bool { get }

    /// The item's size in a flow layout; nil falls back to the section's, then the layout's.
    var flowLayoutItemSize: Size? { get }
}

extension ItemModeling {
    /// `dataID` as a key.
    public var dataIDKey: DataIDKey { DataIDKey(dataID) }

    /// Equal content and the same reuse identifier.
    public func isEquivalent(to other: AnyItemModel) -> Bool {
        isContentEqual(to: other) && reuseIdentifier == other.reuseIdentifier
    }

    /// Models are not known to be the same unless the model says so.
    public var modelIdentity: ObjectIdentifier? { nil }

    /// Content is not hashable unless the model says so.
    public var contentCacheKey: AnyHashable? { nil }
    /// No callbacks unless the model has some.
    public var callbacks: ItemCallbacks { ItemCallbacks() }
    /// No selection background by default.
    public var selectionStyle: SelectionStyle { .noBackground }
    /// Items are not movable by default.
    public var isMovable: Bool { false }
    /// No own flow-layout size by default.
    public var flowLayoutItemSize: Size? { nil }

    /// This model in erased form, ready for a ``SectionModel``.
    public func eraseToAnyItemModel() -> AnyItemModel {
        if let erased = self as? AnyItemModel { return erased }
        return AnyItemModel(self)
    }
}
