import EpoxyLayout

/// Something a group can position: a view, a spacer, or another group. Its anchors are those
/// of `anchorItem` (the view itself, or the layout guide a spacer or group lays out with).
public protocol Constrainable: AnyObject {
    /// The view or guide whose anchors position this constrainable.
    var anchorItem: any LayoutItem { get }
    /// The first baseline: a view's own, a group's first item's, a spacer's top.
    var firstBaselineAnchor: LayoutYAxisAnchor { get }
    /// The last baseline: a view's own, a group's last item's, a spacer's bottom.
    var lastBaselineAnchor: LayoutYAxisAnchor { get }
    /// Adds the constrainable to `view`: views become subviews, guides are added to it, and a
    /// group installs its items flat into the same view.
    func install(in view: View)
    /// Removes what `install(in:)` added.
    func uninstall()
}
