import EpoxyCore
import EpoxyLayout

/// A bar model with its view type erased: what bar stacks store and diff.
///
/// A client without Swift view types (the Lua bindings) builds one directly from closures:
/// how to make the view, how to show this model's content on it, how to compare this model's
/// content with another's, and which view kind and style decide reuse.
public struct AnyBarModel: BarModeling, Diffable, ModelOriginDescribing {
    /// A callback run with the bar view.
    public typealias Callback = (AnyBarCallbackContext) -> Void

    /// The bar's data ID, unique among the bars of one stack.
    public private(set) var dataID: AnyHashable
    /// The kind of view the bar shows; views are reused only for the same kind.
    public let viewKind: AnyHashable
    /// Identifies the style: a view is reused only when the style ID is unchanged.
    public private(set) var styleID: AnyHashable?
    /// The content, as given; compared by `isContentEqual`.
    public let content: Any
    /// Where the host made the model (a script's `file:line`), named by duplicate-dataID
    /// warnings; nil when unknown.
    public private(set) var modelOrigin: String?

    private let makeViewClosure: () -> View
    private let setContentClosure: (_ view: View, _ animated: Bool) -> Void
    private let isContentEqualClosure: (_ otherContent: Any) -> Bool
    private let setBehaviorsClosure: ((_ view: View) -> Void)?
    private var willDisplayCallbacks: [Callback] = []
    private var didDisplayCallbacks: [Callback] = []
    private var didEndDisplayingCallbacks: [Callback] = []
    private(set) var coordination: BarCoordination?

    /// Creates a model from closures.
    ///
    /// - Parameters:
    ///   - dataID: Identifies the bar among the bars of its stack.
    ///   - viewKind: The kind of view (e.g. a component name); part of the bar's identity.
    ///   - styleID: Identifies the style; a change makes a new view. `nil` is a style of its own.
    ///   - content: This model's content, handed to other models' `isContentEqual`.
    ///   - makeView: Makes a new, styled view.
    ///   - setContent: Shows this model's content on a view made by `makeView`.
    ///   - isContentEqual: Whether this model's content equals another model's `content`.
    ///   - setBehaviors: Installs this model's behaviors (closures) on the view; run on every update.
    public init(
        dataID: AnyHashable,
        viewKind: AnyHashable,
        styleID: AnyHashable? = nil,
        content: Any,
        makeView: @escaping () -> View,
        setContent: @escaping (_ view: View, _ animated: Bool) -> Void,
        isContentEqual: @escaping (_ otherContent: Any) -> Bool,
        setBehaviors: ((_ view: View) -> Void)? = nil
    ) {
        self.dataID = dataID
        self.viewKind = viewKind
        self.styleID = styleID
        self.content = content
        makeViewClosure = makeView
        setContentClosure = setContent
        isContentEqualClosure = isContentEqual
        setBehaviorsClosure = setBehaviors
    }

    /// Creates a model whose content is an `Equatable` value, compared with `==`.
    public init<Content: Equatable>(
        dataID: AnyHashable,
        viewKind: AnyHashable,
        styleID: AnyHashable? = nil,
        content: Content,
        makeView: @escaping () -> View,
        setContent: @escaping (_ view: View, _ content: Content, _ animated: Bool) -> Void,
        setBehaviors: ((_ view: View) -> Void)? = nil
    ) {
        self.init(
            dataID: dataID,
            viewKind: viewKind,
            styleID: styleID,
            content: content,
            makeView: makeView,
            setContent: { view, animated in setContent(view, content, animated) },
            isContentEqual: { other in (other as? Content) == content },
            setBehaviors: setBehaviors)
    }

    /// The identity that pairs this bar with its counterpart in the next update.
    public var identity: BarIdentity { BarIdentity(dataID: dataID, viewKind: viewKind) }

    /// Whether this model's content equals `other`'s.
    public func isContentEqual(to other: AnyBarModel) -> Bool {
        isContentEqualClosure(other.content)
    }

    /// The model itself: it is already erased.
    public func eraseToAnyBarModel() -> AnyBarModel { self }

    // MARK: Diffable

    /// The bar's `identity`.
    public var diffIdentifier: AnyHashable { identity }

    /// Whether `otherDiffableItem` is a bar model with equal content.
    public func isDiffableItemEqual(to otherDiffableItem: Diffable) -> Bool {
        guard let other = otherDiffableItem as? AnyBarModel else { return false }
        return isContentEqual(to: other)
    }

    // MARK: Modifiers (each returns a copy)

    /// A copy with another data ID.
    public func dataID(_ dataID: AnyHashable) -> AnyBarModel {
        var copy = self
        copy.dataID = dataID
        return copy
    }

    /// A copy that knows where its host made it (see ``modelOrigin``).
    public func modelOrigin(_ origin: String?) -> AnyBarModel {
        var copy = self
        copy.modelOrigin = origin
        return copy
    }

    /// A copy with another style ID.
    public func styleID(_ styleID: AnyHashable?) -> AnyBarModel {
        var copy = self
        copy.styleID = styleID
        return copy
    }

    /// A copy that also calls `callback` just before a new bar view is added to the stack.
    /// Callbacks add up, so a coordinator's callback runs beside the client's.
    public func willDisplay(_ callback: @escaping Callback) -> AnyBarModel {
        var copy = self
        copy.willDisplayCallbacks.append(callback)
        return copy
    }

    /// A copy that also calls `callback` once a new bar view is in the stack.
    public func didDisplay(_ callback: @escaping Callback) -> AnyBarModel {
        var copy = self
        copy.didDisplayCallbacks.append(callback)
        return copy
    }

    /// A copy that also calls `callback` once the bar view has left the stack (removed or replaced).
    public func didEndDisplaying(_ callback: @escaping Callback) -> AnyBarModel {
        var copy = self
        copy.didEndDisplayingCallbacks.append(callback)
        return copy
    }

    /// A copy whose bar is coordinated: `make` is called once when the bar is first shown (and
    /// again only when `kind` changes), and the stack displays `barModel(coordinator, model)`.
    ///
    /// - Parameters:
    ///   - kind: Identifies the kind of coordinator (e.g. a type or a Lua function's name).
    ///   - make: Makes the coordinator; its argument asks the bar to query the coordinator again.
    ///   - barModel: The model to display, given the coordinator and this model.
    public func makeCoordinator(
        kind: AnyHashable,
        _ make: @escaping (_ update: @escaping (_ animated: Bool) -> Void) -> AnyBarCoordinating,
        barModel: @escaping (_ coordinator: AnyBarCoordinating, _ model: AnyBarModel) -> BarModeling
    ) -> AnyBarModel {
        var copy = self
        copy.coordination = BarCoordination(
            kind: kind,
            make: make,
            barModel: { coordinator, model in barModel(coordinator, model).eraseToAnyBarModel() })
        return copy
    }

    func withCoordination(_ coordination: BarCoordination?) -> AnyBarModel {
        var copy = self
        copy.coordination = coordination
        return copy
    }

    // MARK: Applying the model to views

    func makeConfiguredView() -> View {
        let view = makeViewClosure()
        setContentClosure(view, false)
        setBehaviorsClosure?(view)
        return view
    }

    func configureContent(_ view: View, animated: Bool) {
        setContentClosure(view, animated)
    }

    func configureBehaviors(_ view: View) {
        setBehaviorsClosure?(view)
    }

    func willDisplay(_ view: View, animated: Bool) {
        run(willDisplayCallbacks, view, animated)
    }

    func didDisplay(_ view: View, animated: Bool) {
        run(didDisplayCallbacks, view, animated)
    }

    func didEndDisplaying(_ view: View, animated: Bool) {
        run(didEndDisplayingCallbacks, view, animated)
    }

    private func run(_ callbacks: [Callback], _ view: View, _ animated: Bool) {
        guard !callbacks.isEmpty else { return }
        let context = AnyBarCallbackContext(view: view, dataID: dataID, animated: animated)
        for callback in callbacks { callback(context) }
    }
}
