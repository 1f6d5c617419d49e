import EpoxyCore
import EpoxyLayout

/// Holds one bar view of a stack, pinned to its edges, and applies the bar's models to it:
/// equal content leaves the view alone, other content is set on it, another style replaces it.
public final class BarWrapperView: View {
    /// The model last set (before its coordinator saw it).
    public private(set) var model: AnyBarModel?
    /// The bar view.
    public private(set) var barView: View?
    /// The bar's coordinator, when its model asks for one.
    public private(set) var coordinator: AnyBarCoordinating?

    /// Called when a coordinator is made, so the installer can hand it its properties.
    var didMakeCoordinator: ((AnyBarCoordinating) -> Void)?
    /// Called with a new bar view before it is displayed.
    var willDisplayBar: ((View) -> Void)?
    /// Which edge of the wrapper gives way when the stack is squeezed.
    let zOrder: BarStackZOrder

    private var displayedModel: AnyBarModel?
    private var coordinatorKind: AnyHashable?
    private var originalBarMargins: DirectionalEdgeInsets?
    private var edgeMargins: (top: Double, bottom: Double) = (0, 0)
    private var barConstraints: [LayoutConstraint] = []

    init(zOrder: BarStackZOrder) {
        self.zOrder = zOrder
        super.init()
        directionalLayoutMargins = .zero
        insetsLayoutMarginsFromSafeArea = false
    }

    /// The identity of the bar this wrapper shows.
    var identity: BarIdentity? { model?.identity }

    /// Applies `model` by Epoxy's rules and says what happened to the view.
    @discardableResult
    func setModel(_ model: AnyBarModel, animated: Bool) -> BarStackUpdate.Kind {
        self.model = model
        let displayed = coordinatedModel(for: model)
        let previous = displayedModel
        displayedModel = displayed

        if let previous, let view = barView, previous.identity == displayed.identity, previous.styleID == displayed.styleID {
            var kind = BarStackUpdate.Kind.unchanged
            if !displayed.isContentEqual(to: previous) {
                displayed.configureContent(view, animated: animated)
                kind = .contentUpdated
            }
            // Behaviors are closures, never equal: they are set on every update.
            displayed.configureBehaviors(view)
            return kind
        }

        let replacedView = barView
        let view = displayed.makeConfiguredView()
        willDisplayBar?(view)
        displayed.willDisplay(view, animated: animated)
        install(view)
        if let replacedView, let previous {
            previous.didEndDisplaying(replacedView, animated: animated)
        }
        displayed.didDisplay(view, animated: animated)
        return replacedView == nil ? .inserted : .replaced
    }

    /// Tells the displayed model its view has left the stack.
    func handleDidEndDisplaying(animated: Bool) {
        guard let view = barView, let displayedModel else { return }
        displayedModel.didEndDisplaying(view, animated: animated)
    }

    /// Sets the margins the stack applies at the bar's top and bottom (the original safe area at
    /// the screen edge, zero elsewhere), combined with the bar's own margins.
    func setEdgeMargins(top: Double, bottom: Double) {
        edgeMargins = (top, bottom)
        applyEdgeMargins()
    }

    // MARK: Private

    private func coordinatedModel(for model: AnyBarModel) -> AnyBarModel {
        guard let coordination = model.coordination else {
            coordinator = nil
            coordinatorKind = nil
            return model
        }
        let coordinator = coordinator(for: coordination)
        guard let displayed = coordination.barModel(coordinator, model) else {
            EpoxyLogger.current.assertionFailure("The coordinator \(coordinator) of bar \(model.dataID) is not the kind its model expects.")
            return model.withCoordination(nil)
        }
        // The coordinator's model is shown as is: coordinators do not nest.
        return displayed.withCoordination(nil)
    }

    private func coordinator(for coordination: BarCoordination) -> AnyBarCoordinating {
        if let coordinator, coordinatorKind == coordination.kind { return coordinator }
        var canUpdate = false
        let made = coordination.make { [weak self] animated in
            guard canUpdate, let self, let model = self.model else { return }
            self.setModel(model, animated: animated)
        }
        coordinator = made
        coordinatorKind = coordination.kind
        didMakeCoordinator?(made)
        // Properties set while the coordinator is handed out are picked up when the wrapper asks
        // it for the model right after this, not by a nested update.
        canUpdate = true
        return made
    }

    private func install(_ view: View) {
        LayoutConstraint.deactivate(barConstraints)
        barView?.removeFromSuperview()
        barView = view
        originalBarMargins = view.directionalLayoutMargins
        // The bar lies under the safe area on purpose; its margins come from the stack.
        view.insetsLayoutMarginsFromSafeArea = false
        addSubview(view)
        let top = view.topAnchor.constraint(equalTo: topAnchor)
        let bottom = view.bottomAnchor.constraint(equalTo: bottomAnchor)
        // A squeezed stack slides bars under the one at the screen edge instead of compressing
        // their content; one above defaultLow so content can still choose to give way first.
        switch zOrder {
        case .firstToLast: top.priority = .defaultLow + 1
        case .lastToFirst: bottom.priority = .defaultLow + 1
        }
        barConstraints = [
            top, bottom,
            view.leadingAnchor.constraint(equalTo: leadingAnchor),
            view.trailingAnchor.constraint(equalTo: trailingAnchor),
        ]
        LayoutConstraint.activate(barConstraints)
        applyEdgeMargins()
    }

    private func applyEdgeMargins() {
        guard let view = barView, let original = originalBarMargins else { return }
        let behavior = (view as? SafeAreaLayoutMarginsBarView)?.preferredSafeAreaLayoutMarginsBehavior ?? .max
        func combine(_ edge: Double, _ own: Double) -> Double {
            switch behavior {
            case .max: Swift.max(edge, own)
            case .sum: edge + own
            }
        }
        var margins = view.directionalLayoutMargins
        margins.top = combine(edgeMargins.top, original.top)
        margins.bottom = combine(edgeMargins.bottom, original.bottom)
        if margins != view.directionalLayoutMargins { view.directionalLayoutMargins = margins }
    }
}
