import EpoxyLayout

/// A bar that changes its own height (e.g. expands on tap). After changing what decides its
/// height (constraints, intrinsic size) it calls `invalidateBarHeight()`, which lays out the view
/// controller's view: the stack, the other bars and the safe area follow in the same pass.
public protocol HeightInvalidatingBarView: View {
    /// Set by the bar stack when the bar is shown; store it.
    var heightInvalidationContext: BarHeightInvalidationContext? { get set }
}

extension HeightInvalidatingBarView {
    /// Applies pending layout first, so only the height change follows (call before changing).
    public func prepareHeightBarHeightInvalidation() {
        heightInvalidationContext?.barStackSuperview()?.layoutIfNeeded()
    }

    /// Lays out the stack's superview for the bar's new height.
    public func invalidateBarHeight() {
        heightInvalidationContext?.barStackSuperview()?.layoutIfNeeded()
    }
}
