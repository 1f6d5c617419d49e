import EpoxyLayout
import EpoxyLayoutGroups

/// What a stage lays out: a group (with its items, installed flat), a single view, a screen's
/// view, or a view controller whose view fills the window.
public enum LayoutRoot {
    case group(any Group)
    case view(View)
    /// A view that stands for a whole screen (a NamadaLayout `ScreenView`, as a view controller's
    /// view does): shown, it fills the window, safe area included; laid out into a container, it
    /// is pinned to the container's margins as a view is.
    case screen(View)
    case viewController(ViewController)

    /// The constrainable the stage installs and pins.
    var constrainable: any Constrainable {
        switch self {
        case .group(let group): group
        case .view(let view), .screen(let view): view
        case .viewController(let controller): controller.view
        }
    }

    /// The root's view when it is one (a view, a screen or a view controller's view); nil for a group.
    var rootView: View? {
        switch self {
        case .group: nil
        case .view(let view), .screen(let view): view
        case .viewController(let controller): controller.view
        }
    }

    /// The view controller, when the root is one.
    public var viewController: ViewController? {
        if case .viewController(let controller) = self { controller } else { nil }
    }
}
