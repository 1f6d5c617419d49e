import EpoxyLayout

/// The root view of navigation containers: every subview (the top screen's view, and during an
/// animated transition the screen it replaces) fills its bounds, as UIKit's navigation
/// transition view does.
public final class NavigationContainerView: View {
    /// Makes every subview fill the bounds.
    public override func layoutSubviews() {
        for subview in subviews where subview.frame != bounds {
            subview.frame = bounds
        }
    }
}
