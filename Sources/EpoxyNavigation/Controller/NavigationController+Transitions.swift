import EpoxyCore
import EpoxyLayout

// Carrying out a change of the view controllers in UIKit's order.
//
// UIKit adds and removes children at once (`willMove(toParent:)`), but moves views and sends
// appearance callbacks in the navigation controller's next layout pass, or over the animation;
// `didMove(toParent:)` follows the transition's end. Epoxy sends its model callbacks right after
// `setViewControllers` when nothing animates (so before the appearance callbacks), and from the
// transition coordinator's completion when something does (so after them).
extension NavigationController {
    /// Carries out `transition`; animates (leaving it in flight) when asked, the top changes and
    /// the controller is visible, as UIKit only animates then.
    ///
    /// - Parameter notify: The model callbacks.
    /// - Returns: Whether an animated transition started.
    func run(_ transition: NavigationTransition, animated: Bool, notify: @escaping () -> Void) -> Bool {
        let animates = animated && transition.changesTop && isVisible
        for controller in transition.removed {
            controller.willMove(toParent: nil)
        }
        for controller in transition.added {
            addChild(controller)
        }
        if !animates { notify() }
        beginViewTransition(transition, animated: animates)
        if animates {
            queue.inFlight = InFlightTransition(
                transition: transition, animated: true, notify: notify, timeRemaining: transitionDuration)
            return true
        }
        finish(transition, animated: false)
        return false
    }

    /// Places the new top view and begins the appearance transitions.
    func beginViewTransition(_ transition: NavigationTransition, animated: Bool) {
        guard transition.changesTop else { return }
        if isViewLoaded, let to = transition.to {
            let toView = to.view
            if transition.revealsExistingTop {
                // Going back reveals the screen underneath the one leaving.
                view.insertSubview(toView, at: 0)
            } else {
                view.addSubview(toView)
            }
            toView.frame = view.bounds
            view.setNeedsLayout()
        }
        if isVisible {
            transition.from?.beginAppearanceTransition(false, animated: animated)
            transition.to?.beginAppearanceTransition(true, animated: animated)
        }
    }

    /// Removes the views that left, ends the appearance transitions and the containment.
    func finish(_ transition: NavigationTransition, animated: Bool) {
        if transition.changesTop {
            for controller in [transition.from].compactMap({ $0 }) + transition.removed
            where controller !== transition.to && controller.isViewLoaded && isViewLoaded
                && controller.view.superview === view {
                controller.view.removeFromSuperview()
            }
            transition.from?.endAppearanceTransition(animated: animated)
            transition.to?.endAppearanceTransition(animated: animated)
        }
        for controller in transition.removed {
            controller.removeFromParent()
        }
        for controller in transition.added {
            controller.didMove(toParent: self)
        }
    }
}
