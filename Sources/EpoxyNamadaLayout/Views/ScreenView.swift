import EpoxyLayout

/// The root view of a screen laid out with `layoutContent` outside a view controller (a view
/// controller's view, in effect): a stage shows it filling the window, so its safe area is the
/// window's; `layout(root, {…})` pins it to the container's margins like any other root.
open class ScreenView: ContainerView {
    /// Creates a screen root named `identifier`.
    public init(identifier: String = "screen") {
        super.init()
        accessibilityIdentifier = identifier
    }
}
