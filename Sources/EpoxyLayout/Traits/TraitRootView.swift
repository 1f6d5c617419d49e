import EpoxyCore

/// A root view that provides the ``Traits`` of its tree: the container `layout()` and the
/// constraint functions install content in. Changing its traits re-measures what depends on them.
open class TraitRootView: View, TraitProviding {
    /// The traits of this view's tree.
    public var providedTraits: Traits {
        didSet {
            if oldValue.contentSizeCategory != providedTraits.contentSizeCategory
                || oldValue.displayScale != providedTraits.displayScale {
                propagateTraitsChange()
            }
        }
    }

    /// Creates a root with `traits`.
    public init(frame: Rect = .zero, traits: Traits) {
        providedTraits = traits
        super.init(frame: frame)
    }
}
