/// A view that defines the ``Traits`` of its subtree: a window, or the container `layout()`
/// installs a root in.
public protocol TraitProviding: View {
    /// The traits of this view and its descendants.
    var providedTraits: Traits { get }
}

/// A view that adapts to its traits (labels re-measure their text at a new Dynamic Type size).
public protocol TraitObserving: View {
    /// Called on every view of a subtree after its traits changed.
    func traitsDidChange()
}

extension View {
    /// The traits of the nearest ``TraitProviding`` ancestor (or this view), else the defaults.
    public var traits: Traits {
        var candidate: View? = self
        while let view = candidate {
            if let provider = view as? TraitProviding { return provider.providedTraits }
            candidate = view.superview
        }
        return Traits()
    }

    /// Tells every ``TraitObserving`` view of this subtree that its traits changed and marks
    /// the tree for layout. A ``TraitProviding`` view calls it after changing its traits.
    public func propagateTraitsChange() {
        for view in viewsInSubtree {
            (view as? TraitObserving)?.traitsDidChange()
        }
        setNeedsLayout()
    }
}
