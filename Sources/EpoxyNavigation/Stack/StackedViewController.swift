import EpoxyLayout

/// A model's view controller as it sits on a navigation stack: the controller the model made and
/// the one actually pushed, which differ when a nested navigation controller was wrapped by
/// `wrapNavigation` so a container view controller holds it.
struct StackedViewController {
    /// The controller `makeViewController` returned; what `didShow`/`didAdd` receive.
    let made: ViewController
    /// The controller placed on the stack: `made`, or the wrapper holding it.
    let stackable: ViewController
}
