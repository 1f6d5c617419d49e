import EpoxyLayout

/// A change of a navigation controller's view controllers, carried out in UIKit's phases:
/// containment begins (`willMove(toParent:)`), the top view changes with its appearance
/// callbacks, then containment ends (`didMove(toParent:)`).
struct NavigationTransition {
    /// Controllers leaving the stack, top first.
    let removed: [ViewController]
    /// Controllers joining the stack, bottom first.
    let added: [ViewController]
    /// The top controller before.
    let from: ViewController?
    /// The top controller after.
    let to: ViewController?

    /// Whether the top controller changes (only then do views and appearance change).
    var changesTop: Bool { from !== to }

    /// Whether the new top was already on the stack, so it is revealed rather than pushed.
    var revealsExistingTop: Bool {
        guard let to else { return false }
        return !added.contains { $0 === to }
    }
}
