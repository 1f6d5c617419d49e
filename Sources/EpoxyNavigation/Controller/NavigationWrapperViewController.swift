import EpoxyLayout

/// A container holding a nested navigation controller, so a sub-flow can be pushed onto an outer
/// flow (`wrapNavigation`). Its view shows the nested controller's view filling it, and it
/// forwards its appearance to the nested controller.
open class NavigationWrapperViewController: ViewController {
    /// Wraps `nested`, adding it as a child.
    public init(wrapping nested: NavigationController) {
        self.nested = nested
        super.init()
        addChild(nested)
        nested.didMove(toParent: self)
    }

    /// The wrapped navigation controller.
    public let nested: NavigationController

    /// Makes a `NavigationContainerView` showing the nested controller's view.
    open override func loadView() -> View {
        let container = NavigationContainerView()
        container.addSubview(nested.view)
        return container
    }

    /// Forwards the appearance to the nested controller.
    open override func viewWillAppear(_ animated: Bool) {
        nested.beginAppearanceTransition(true, animated: animated)
    }

    /// Forwards the appearance to the nested controller.
    open override func viewDidAppear(_ animated: Bool) {
        nested.endAppearanceTransition(animated: animated)
    }

    /// Forwards the disappearance to the nested controller.
    open override func viewWillDisappear(_ animated: Bool) {
        nested.beginAppearanceTransition(false, animated: animated)
    }

    /// Forwards the disappearance to the nested controller.
    open override func viewDidDisappear(_ animated: Bool) {
        nested.endAppearanceTransition(animated: animated)
    }
}
