import EpoxyLayout
import EpoxyLayoutGroups

/// What a stage lays out: a group (with its items, installed flat) or a single view.
public enum LayoutRoot {
    case group(any Group)
    case view(View)

    /// The constrainable the stage installs and pins.
    var constrainable: any Constrainable {
        switch self {
        case .group(let group): group
        case .view(let view): view
        }
    }
}
