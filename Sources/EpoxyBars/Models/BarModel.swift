import EpoxyCore
import EpoxyLayout

/// A model of one bar (a navigation bar, a toolbar) shown by an `EpoxyableView`: its content,
/// style and behaviors, an identity, and lifecycle callbacks. Rebuild models on every state
/// change; the installer decides what to do with the views (see `BarStackView.setBars`).
///
/// Models are values: every modifier returns a changed copy.
public struct BarModel<BarView: View & EpoxyableView>: BarModeling {
    /// What the callbacks receive: the typed bar view, the data ID and whether the change is animated.
    public struct CallbackContext {
        /// The bar view.
        public let view: BarView
        /// The data ID of the bar's model.
        public let dataID: AnyHashable
        /// Whether the update is animated.
        public let animated: Bool
    }

    /// A callback run with the bar view.
    public typealias Callback = (CallbackContext) -> Void

    /// Identifies the bar among the bars of its stack; by default the view type's name.
    public private(set) var dataID: AnyHashable
    /// The content shown by the view; a changed content is set on the same view.
    public private(set) var content: BarView.Content
    /// The style the view is made with; a changed style makes a new view.
    public private(set) var style: BarView.Style
    /// The behaviors (closures), set on every update.
    public private(set) var behaviors: BarView.Behaviors?

    private var customStyleID: AnyHashable?
    private var willDisplayCallbacks: [Callback] = []
    private var didDisplayCallbacks: [Callback] = []
    private var didEndDisplayingCallbacks: [Callback] = []
    private var coordinatorKind: ObjectIdentifier?
    private var makeCoordinatorClosure: ((_ update: @escaping (_ animated: Bool) -> Void) -> AnyBarCoordinating)?
    private var coordinatedModel: ((_ coordinator: AnyBarCoordinating, _ model: BarModel) -> BarModeling?)?

    /// Creates a model.
    ///
    /// - Parameters:
    ///   - dataID: Identifies the bar among the bars of its stack; defaults to the view type's name.
    ///   - content: The content shown by the view.
    ///   - behaviors: The view's behaviors.
    ///   - style: The style the view is made with.
    public init(
        dataID: AnyHashable? = nil,
        content: BarView.Content,
        behaviors: BarView.Behaviors? = nil,
        style: BarView.Style
    ) {
        self.dataID = dataID ?? AnyHashable(String(describing: BarView.self))
        self.content = content
        self.behaviors = behaviors
        self.style = style
    }

    /// Identifies the style for reuse: `styleID(_:)` if set, else the style itself.
    public var styleID: AnyHashable { customStyleID ?? AnyHashable(style) }

    /// The identity that pairs this bar with its counterpart in the next update.
    public var identity: BarIdentity { BarIdentity(dataID: dataID, viewKind: ObjectIdentifier(BarView.self)) }

    // MARK: Modifiers (each returns a copy)

    /// A copy with another data ID.
    public func dataID(_ dataID: AnyHashable) -> BarModel {
        var copy = self
        copy.dataID = dataID
        return copy
    }

    /// A copy with other content.
    public func content(_ content: BarView.Content) -> BarModel {
        var copy = self
        copy.content = content
        return copy
    }

    /// A copy with other behaviors.
    public func behaviors(_ behaviors: BarView.Behaviors?) -> BarModel {
        var copy = self
        copy.behaviors = behaviors
        return copy
    }

    /// A copy with another style.
    public func style(_ style: BarView.Style) -> BarModel {
        var copy = self
        copy.style = style
        return copy
    }

    /// A copy whose view reuse is decided by `styleID` instead of the style.
    public func styleID(_ styleID: AnyHashable) -> BarModel {
        var copy = self
        copy.customStyleID = styleID
        return copy
    }

    /// A copy that also calls `callback` just before a new bar view is added to the stack.
    /// Callbacks add up, so a coordinator's callback runs beside the client's.
    public func willDisplay(_ callback: @escaping Callback) -> BarModel {
        var copy = self
        copy.willDisplayCallbacks.append(callback)
        return copy
    }

    /// A copy that also calls `callback` once a new bar view is in the stack.
    public func didDisplay(_ callback: @escaping Callback) -> BarModel {
        var copy = self
        copy.didDisplayCallbacks.append(callback)
        return copy
    }

    /// A copy that also calls `callback` once the bar view has left the stack (removed or replaced).
    public func didEndDisplaying(_ callback: @escaping Callback) -> BarModel {
        var copy = self
        copy.didEndDisplayingCallbacks.append(callback)
        return copy
    }

    /// A copy whose bar is coordinated by a `Coordinator`, made once when the bar is first shown
    /// (its argument asks the bar to query the coordinator again); the stack shows the model
    /// the coordinator returns from `barModel(for:)`.
    public func makeCoordinator<Coordinator: BarCoordinating>(
        _ makeCoordinator: @escaping (_ update: @escaping (_ animated: Bool) -> Void) -> Coordinator
    ) -> BarModel where Coordinator.Model == BarModel {
        var copy = self
        copy.coordinatorKind = ObjectIdentifier(Coordinator.self)
        copy.makeCoordinatorClosure = { makeCoordinator($0) }
        copy.coordinatedModel = { coordinator, model in
            (coordinator as? Coordinator)?.barModel(for: model)
        }
        return copy
    }

    // MARK: Erasing

    /// The model as an `AnyBarModel`: the view kind is `BarView`, content is compared with `==`,
    /// and the callbacks and coordinator are carried over.
    public func eraseToAnyBarModel() -> AnyBarModel {
        let content = content, style = style, behaviors = behaviors
        var erased = AnyBarModel(
            dataID: dataID,
            viewKind: ObjectIdentifier(BarView.self),
            styleID: styleID,
            content: content,
            makeView: { BarView(style: style) },
            setContent: { view, animated in
                guard let view = Self.typed(view) else { return }
                view.setContent(content, animated: animated)
            },
            isContentEqual: { other in (other as? BarView.Content) == content },
            setBehaviors: { view in Self.typed(view)?.setBehaviors(behaviors) })
        for callback in willDisplayCallbacks {
            erased = erased.willDisplay { context in Self.typedContext(context).map(callback) }
        }
        for callback in didDisplayCallbacks {
            erased = erased.didDisplay { context in Self.typedContext(context).map(callback) }
        }
        for callback in didEndDisplayingCallbacks {
            erased = erased.didEndDisplaying { context in Self.typedContext(context).map(callback) }
        }
        if let coordinatorKind, let makeCoordinatorClosure, let coordinatedModel {
            let model = self
            erased = erased.withCoordination(BarCoordination(
                kind: coordinatorKind,
                make: makeCoordinatorClosure,
                barModel: { coordinator, _ in coordinatedModel(coordinator, model)?.eraseToAnyBarModel() }))
        }
        return erased
    }

    private static func typed(_ view: View) -> BarView? {
        guard let typed = view as? BarView else {
            EpoxyLogger.current.assertionFailure("\(view) is not a \(BarView.self); bar models must configure the views they make.")
            return nil
        }
        return typed
    }

    private static func typedContext(_ context: AnyBarCallbackContext) -> CallbackContext? {
        typed(context.view).map { CallbackContext(view: $0, dataID: context.dataID, animated: context.animated) }
    }
}
