import EpoxyLayout

/// Any view can sit in a group: installing it makes it a subview of the group's view.
extension View: Constrainable {
    /// The view itself.
    public var anchorItem: any LayoutItem { self }

    /// Adds the view as a subview of `view`.
    public func install(in view: View) {
        view.addSubview(self)
    }

    /// Removes the view from its superview.
    public func uninstall() {
        removeFromSuperview()
    }
}
