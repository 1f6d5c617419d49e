import EpoxyCore

/// A headless view controller (UIViewController's counterpart): owns a root view, a place in a
/// tree of child controllers, extra safe-area insets, and the appearance callbacks containers
/// (navigation controllers, windows) send as it comes and goes.
///
/// It lives beside `View` because the collection, bars and navigation modules all build on it
/// and sit below the screens module.
open class ViewController {
    /// The controller's root view, made by `loadView()` the first time it is asked for.
    public var view: View {
        if let loadedView { return loadedView }
        let view = loadView()
        loadedView = view
        viewDidLoad()
        return view
    }

    /// Whether `view` has been made.
    public var isViewLoaded: Bool { loadedView != nil }

    /// A title for navigation bars and diagnostics.
    public var title: String?

    /// The container this controller is a child of.
    public private(set) weak var parent: ViewController?

    /// Child controllers, in the order they were added.
    public private(set) var children: [ViewController] = []

    /// Whether the controller is between `viewDidAppear` and `viewWillDisappear`'s end.
    public private(set) var appearance: Appearance = .disappeared

    /// Insets added to the safe area the root view passes to its subviews (bars and containers set these).
    public var additionalSafeAreaInsets: EdgeInsets {
        get { view.additionalSafeAreaInsets }
        set { view.additionalSafeAreaInsets = newValue }
    }

    private var loadedView: View?

    public init() {}

    /// Makes the root view; override to return a custom one.
    open func loadView() -> View {
        View()
    }

    /// Called once, after `loadView()`.
    open func viewDidLoad() {}

    /// Called before the view is added to a visible hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view was added to a visible hierarchy.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view is removed from a visible hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view was removed from a visible hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called before the controller is added to or removed from a container (`nil`: removed).
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the controller was added to or removed from a container.
    open func didMove(toParent parent: ViewController?) {}

    /// Adds `child` as a child controller (its view is placed by the caller, as in UIKit).
    /// Calls `willMove(toParent:)`; the caller calls `didMove(toParent:)` once the view is placed.
    public func addChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        child.parent = self
        children.append(child)
    }

    /// Removes this controller from its parent; calls `didMove(toParent: nil)`. The caller calls
    /// `willMove(toParent: nil)` first and removes the view, as in UIKit.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Sends the appearance callbacks for a transition to `newAppearance` (skipping ones already sent),
    /// so containers never deliver `viewDidAppear` twice or `viewDidDisappear` without `viewWillDisappear`.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearance) {
        case (true, .disappeared), (true, .disappearing):
            appearance = .appearing
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearance = .disappearing
            viewWillDisappear(animated)
        default:
            break
        }
    }

    /// Completes the transition begun by `beginAppearanceTransition(_:animated:)`.
    public func endAppearanceTransition(animated: Bool = false) {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            break
        }
    }
}

extension ViewController {
    /// Where a controller is in its appearance cycle.
    public enum Appearance: Sendable, Equatable {
        case disappeared, appearing, appeared, disappearing
    }
}
