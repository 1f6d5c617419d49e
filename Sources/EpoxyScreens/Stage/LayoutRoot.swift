import EpoxyLayout
import EpoxyLayoutGroups

/// What a stage lays out: a group (with its items, installed flat), a single view, or a view
/// controller whose view fills the window (a screen).
public enum LayoutRoot {
    case group(any Group)
    case view(View)
    case viewController(ViewController)

    /// The constrainable the stage installs and pins.
    var constrainable: any Constrainable {
        switch self {
        case .group(let group): group
        case .view(let view): view
        case .viewController(let controller): controller.view
        }
    }

    /// The view controller, when the root is one.
    public var viewController: ViewController? {
        if case .viewController(let controller) = self { controller } else { nil }
    }
}
