/// An animated transition that has begun and waits for its end: `completeTransition()` or the
/// transition clock (`advanceTransitions(by:)`) ends it.
struct InFlightTransition {
    /// The change being animated.
    let transition: NavigationTransition
    /// Whether the appearance callbacks were sent as animated.
    let animated: Bool
    /// The model callbacks (`remove`, `didRemove`, `didAdd`, `didHide`, `didShow`) that Epoxy
    /// sends once an animated transition completes.
    let notify: () -> Void
    /// Seconds until the transition clock ends it.
    var timeRemaining: Double
}
