import EpoxyCore
import EpoxyLayout

/// A type-erased group item: how to make its constrainable, how to tell whether its content
/// changed, and how to update an existing constrainable. Groups diff these by identity (dataID,
/// kind, placement) and content, so unchanged items keep their views.
///
/// Build one directly when items come from data at runtime (the Lua bindings do):
/// ```swift
/// AnyGroupItem(dataID: "title", kind: "Label:body", content: "Hello", isContentEqual: ==,
///              make: { Label(style: .body) }, setContent: { view, text, _ in (view as? Label)?.text = text })
/// ```
public struct AnyGroupItem: GroupItemModeling, GroupItemPlacing {
    /// The item's identifier within its group.
    public let dataID: AnyHashable
    /// What kind of constrainable the item makes; items whose kinds differ never share one.
    public let kind: AnyHashable
    /// The item's alignments and padding.
    public var placement: GroupItemPlacement
    /// Where the host made the item's model (its dataID and a script's `file:line`), given to
    /// the view, group or spacer the item makes so diagnostics name it by the model (see
    /// ``modelOrigin(_:)``); nil leaves their own names.
    public private(set) var modelOrigin: String?

    /// The erased item: its content, and how to make and update its constrainable.
    @usableFromInline let model: any ErasedGroupItemModel
    @usableFromInline var viewConfigurations: [(View) -> Void] = []

    /// An item erasing `model`: one box for what a closure each would keep (a large list's
    /// items are alive for as long as its groups are, and are freed when they go).
    @usableFromInline
    init(dataID: AnyHashable, kind: AnyHashable, placement: GroupItemPlacement, model: any ErasedGroupItemModel) {
        self.dataID = dataID
        self.kind = kind
        self.placement = placement
        self.model = model
    }

    /// Creates an item from closures.
    /// - Parameters:
    ///   - dataID: The item's identifier within its group.
    ///   - kind: Distinguishes items that need different constrainables (e.g. a view type and its
    ///     style); an item whose kind changes gets a new constrainable.
    ///   - content: The data the constrainable shows.
    ///   - isContentEqual: Whether two contents are equal; `setContent` runs only when they are not.
    ///   - make: Makes the constrainable (a view, a spacer, a group).
    ///   - setContent: Shows content on a constrainable `make` made; called after `make` and
    ///     whenever the content changes (the `Bool` says whether to animate).
    ///   - setBehaviors: Configures closures and other non-equatable state; called after `make`
    ///     and on every update of the group.
    @inlinable
    public init<Content>(
        dataID: AnyHashable,
        kind: AnyHashable = "",
        placement: GroupItemPlacement = GroupItemPlacement(),
        content: Content,
        isContentEqual: @escaping (Content, Content) -> Bool,
        make: @escaping () -> any Constrainable,
        setContent: @escaping (any Constrainable, Content, Bool) -> Void,
        setBehaviors: ((any Constrainable) -> Void)? = nil
    ) {
        self.init(dataID: dataID, kind: kind, placement: placement, model: ClosureGroupItemModel(
            content: content, isContentEqual: isContentEqual, make: make, setContent: setContent, setBehaviors: setBehaviors))
    }

    /// Creates an item without content: `make` is called once and nothing is updated later
    /// except behaviors (spacers, static views).
    public init(
        dataID: AnyHashable,
        kind: AnyHashable = "",
        placement: GroupItemPlacement = GroupItemPlacement(),
        make: @escaping () -> any Constrainable,
        setBehaviors: ((any Constrainable) -> Void)? = nil
    ) {
        self.init(
            dataID: dataID, kind: kind, placement: placement, content: true, isContentEqual: ==,
            make: make, setContent: { _, _, _ in }, setBehaviors: setBehaviors)
    }

    public func eraseToAnyGroupItem() -> AnyGroupItem { self }

    /// A copy that sets the view's hugging priority on `axis` on every update.
    public func contentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) -> AnyGroupItem {
        configuringView { $0.updateContentHuggingPriority(priority, for: axis) }
    }

    /// A copy that sets the view's compression resistance priority on `axis` on every update.
    public func contentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) -> AnyGroupItem {
        configuringView { $0.updateContentCompressionResistancePriority(priority, for: axis) }
    }

    /// A copy that runs `configure` on the item's view after it is made and on every update
    /// (does nothing for constrainables that are not views).
    public func configuringView(_ configure: @escaping (View) -> Void) -> AnyGroupItem {
        var copy = self
        copy.viewConfigurations.append(configure)
        return copy
    }

    /// A copy whose view, group or spacer is named by `origin` in diagnostics after it is made
    /// and on every update: a view as `<Label #title, screen.lua:3>` (`View.modelOrigin`), a
    /// group's or spacer's guide as `<HGroup #row, screen.lua:2>`.
    public func modelOrigin(_ origin: String?) -> AnyGroupItem {
        var copy = self
        copy.modelOrigin = origin
        return copy
    }

    // MARK: Used by groups

    var identity: GroupItemIdentity {
        GroupItemIdentity(dataID: dataID, kind: kind, placement: placement)
    }

    /// Whether `other` has this item's ``identity``, compared field by field without building
    /// either identity.
    func hasSameIdentity(as other: AnyGroupItem) -> Bool {
        dataID == other.dataID && kind == other.kind && placement == other.placement
    }

    func isContentEqual(to other: AnyGroupItem) -> Bool {
        model.isContentEqual(to: other.model)
    }

    /// Makes the constrainable and shows the content on it.
    func makeContainer() -> ConstrainableContainer {
        let constrainable = model.makeConstrainable()
        model.setContent(on: constrainable, animated: false)
        return ConstrainableContainer(constrainable, dataID: dataID, placement: placement)
    }

    /// Shows this item's content on a constrainable an item of the same identity made.
    func update(_ constrainable: any Constrainable, animated: Bool) {
        model.setContent(on: constrainable, animated: animated)
    }

    /// Applies behaviors, the model's origin and view configurations (on every update).
    func applyBehaviors(to constrainable: any Constrainable) {
        model.setBehaviors(on: constrainable)
        if let modelOrigin {
            switch constrainable {
            case let view as View: view.modelOrigin = modelOrigin
            case let group as ItemsGroup: group.modelOrigin = modelOrigin
            case let spacer as Spacer: spacer.modelOrigin = modelOrigin
            default: break
            }
        }
        if let view = constrainable as? View {
            for configure in viewConfigurations { configure(view) }
        }
    }
}
