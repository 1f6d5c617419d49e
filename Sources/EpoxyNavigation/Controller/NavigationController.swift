import EpoxyCore
import EpoxyLayout

/// A navigation controller whose stack is set declaratively: build the whole stack as
/// `NavigationModel`s from state and call `setStack(_:animated:)` on every change. The stack is
/// diffed by `dataID`: new models push, missing ones pop, a changed order replaces the stack, the
/// same stack does nothing. The top screen's view fills the controller's view; the others are
/// out of the view tree.
///
/// Animated changes of the top screen are transitions "in flight" until `completeTransition()`,
/// `completeTransitions()` or the clock (`advanceTransitions(by:)`) ends them; stacks set meanwhile
/// wait and the latest is applied afterwards. Without animation everything happens at once.
open class NavigationController: ViewController {
    /// Makes a navigation controller.
    ///
    /// - Parameter wrapNavigation: Wraps a navigation controller that a model made (a nested
    ///   flow) in a container view controller that is pushed in its place; the container is
    ///   expected to hold it as a child (see `NavigationWrapperViewController`). Without it,
    ///   nested navigation controllers are pushed as they are.
    public init(wrapNavigation: ((NavigationController) -> ViewController)? = nil) {
        self.wrapNavigation = wrapNavigation
        super.init()
    }

    /// Wraps nested navigation controllers before they are pushed.
    public let wrapNavigation: ((NavigationController) -> ViewController)?

    /// How long the clock (`advanceTransitions(by:)`) takes to end an animated transition, in seconds.
    public var transitionDuration: Double = 0.35

    /// Called with every update applied, including queued stacks and `back`.
    public var onUpdate: ((NavigationStackUpdate) -> Void)?

    /// The pushed view controllers, bottom first (wrappers, for wrapped nested navigation controllers).
    public var viewControllers: [ViewController] { stack.stackables }

    /// The top (visible) view controller.
    public var topViewController: ViewController? { stack.top?.controller.stackable }

    /// The `dataID`s of the screens on the stack, bottom first.
    public var stackDataIDs: [AnyHashable] { stack.shownDataIDs }

    /// The view controller a model made, by its `dataID` (the nested navigation controller, not
    /// its wrapper); `nil` when the screen is not on the stack.
    public func viewController(forDataID dataID: AnyHashable) -> ViewController? {
        stack.shown.first { $0.model.dataID == dataID }?.controller.made
    }

    /// Whether an animated transition is in flight.
    public var isTransitioning: Bool { queue.inFlight != nil }

    /// The innermost navigation controller on top: this one, or the one a nested flow on top of
    /// it shows, recursively.
    public var innermostNavigationController: NavigationController {
        navigationControllersOnTop.last ?? self
    }

    /// The navigation controller the user's back gesture acts on: the innermost one on top that
    /// shows more than one screen (a nested flow goes back within itself before the outer flow
    /// pops it); `nil` when no screen can go back.
    public var backTarget: NavigationController? {
        navigationControllersOnTop.last { $0.stack.shownCount > 1 }
    }

    /// This controller and the nested navigation controllers shown on top of it, outermost first.
    private var navigationControllersOnTop: [NavigationController] {
        var chain = [self]
        var current = self
        // A controller cannot be on top of itself, but stop at a bounded depth all the same.
        while chain.count < Self.maximumChainedUpdates,
              let nested = current.stack.top?.controller.made as? NavigationController,
              !chain.contains(where: { $0 === nested }) {
            chain.append(nested)
            current = nested
        }
        return chain
    }

    // MARK: Updating the stack

    /// Updates the stack to `stack`: `nil`s are screens not on the stack; the rest is diffed by
    /// `dataID` against the current stack and only the differences are applied.
    ///
    /// - Parameters:
    ///   - stack: The whole stack, bottom first; the first model should be a root model.
    ///   - animated: Whether a change of the top screen animates (a transition in flight until
    ///     completed) — only while this controller is visible.
    /// - Returns: What changed, or `nil` when the stack waits for a transition (or for the update
    ///   that set it from a callback) to end; it is then applied and reported to `onUpdate`.
    /// - Throws: `NavigationError` for an empty stack, a misplaced root or an unusable view
    ///   controller, or the error `makeViewController` threw. The shown stack is then unchanged.
    @discardableResult
    public func setStack(_ stack: [NavigationModel?], animated: Bool) throws -> NavigationStackUpdate? {
        let models = try validatedModels(stack)
        guard !queue.isBusy else {
            queue.enqueue(models, animated: animated)
            return nil
        }
        let update = try apply(models, animated: animated)
        applyPendingStacks()
        return update
    }

    /// Goes back as the user does with the back button or gesture: pops the top screen, calls its
    /// model's `remove` so the state behind the stack drops it, and sends the callbacks.
    ///
    /// - Parameter animated: Whether the pop animates (a transition in flight until completed).
    /// - Returns: The update (kind `.popped`, cause `.back`).
    /// - Throws: `NavigationError.cannotGoBackFromRoot` on a stack with one screen,
    ///   `.transitionInProgress` while a transition is in flight.
    @discardableResult
    public func back(animated: Bool = false) throws -> NavigationStackUpdate {
        guard !queue.isBusy else { throw NavigationError.transitionInProgress }
        guard stack.shownCount > 1 else { throw NavigationError.cannotGoBackFromRoot }
        let update = popTop(animated: animated)
        applyPendingStacks()
        return update
    }

    /// UIKit's pop: goes back like `back(animated:)`, returning the popped view controller, or
    /// `nil` (with a warning) when the stack cannot go back.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        let popped = topViewController
        do {
            try back(animated: animated)
            return popped
        } catch {
            EpoxyLogger.current.warn("\(error)")
            return nil
        }
    }

    /// Called after every change of the view controllers; override to react.
    open func didSetViewControllers(_ viewControllers: [ViewController], animated: Bool) {}

    // MARK: Transitions

    /// Ends the animated transition in flight: the appearance and containment callbacks finish,
    /// the models' callbacks fire, then a waiting stack is applied.
    ///
    /// - Returns: Whether a transition was in flight.
    @discardableResult
    public func completeTransition() -> Bool {
        guard let inFlight = queue.inFlight else { return false }
        queue.beginApplying()
        queue.inFlight = nil
        finish(inFlight.transition, animated: inFlight.animated)
        inFlight.notify()
        queue.endApplying()
        applyPendingStacks()
        return true
    }

    /// Ends transitions until none is in flight (waiting stacks may start new ones).
    public func completeTransitions() {
        var completed = 0
        while completeTransition() {
            completed += 1
            if completed >= Self.maximumChainedUpdates {
                EpoxyLogger.current.warn(
                    "Navigation transitions kept starting after \(completed) completions; stopped (do callbacks keep setting new stacks?).")
                return
            }
        }
    }

    /// Advances the transition clock: transitions end once they were in flight for
    /// `transitionDuration`; time left over runs the transitions that follow.
    public func advanceTransitions(by seconds: Double) {
        var remaining = seconds
        var completed = 0
        while remaining > 0, let inFlight = queue.inFlight, completed < Self.maximumChainedUpdates {
            if remaining + Self.clockTolerance >= inFlight.timeRemaining {
                remaining -= inFlight.timeRemaining
                completeTransition()
                completed += 1
            } else {
                queue.inFlight?.timeRemaining -= remaining
                remaining = 0
            }
        }
    }

    // MARK: ViewController

    /// Makes a `NavigationContainerView` showing the top screen's view.
    open override func loadView() -> View {
        let container = NavigationContainerView()
        if let top = topViewController {
            container.addSubview(top.view)
        }
        return container
    }

    /// Forwards the appearance to the top screen.
    open override func viewWillAppear(_ animated: Bool) {
        topViewController?.beginAppearanceTransition(true, animated: animated)
    }

    /// Forwards the appearance to the top screen.
    open override func viewDidAppear(_ animated: Bool) {
        topViewController?.endAppearanceTransition(animated: animated)
    }

    /// Forwards the disappearance to the top screen.
    open override func viewWillDisappear(_ animated: Bool) {
        topViewController?.beginAppearanceTransition(false, animated: animated)
    }

    /// Forwards the disappearance to the top screen.
    open override func viewDidDisappear(_ animated: Bool) {
        topViewController?.endAppearanceTransition(animated: animated)
    }

    // MARK: Internal

    /// Most updates applied or transitions completed in a row before giving up: callbacks that
    /// always set a different stack would otherwise never stop.
    static let maximumChainedUpdates = 64

    /// Slack for sums of clock steps that should reach a duration exactly.
    static let clockTolerance = 1e-9

    var stack = NavigationStack()
    var queue = NavigationQueue()
    /// The first `dataID` last warned about for not being a root model (warned once per screen).
    var lastNonRootWarning: AnyHashable?

    /// Whether the controller is on screen, so screens it shows appear and animate.
    var isVisible: Bool { appearance == .appeared || appearance == .appearing }
}

extension NavigationController {
    /// Wraps a nested navigation controller in a `NavigationWrapperViewController`; pass it as
    /// `wrapNavigation`.
    public static func wrapInContainer(_ nested: NavigationController) -> ViewController {
        NavigationWrapperViewController(wrapping: nested)
    }
}
