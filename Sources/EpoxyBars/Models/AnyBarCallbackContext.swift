import EpoxyLayout

/// What an erased bar model's callbacks receive: the bar view, the bar's data ID and whether
/// the change that triggered the callback is animated.
public struct AnyBarCallbackContext {
    /// The bar view.
    public let view: View
    /// The data ID of the bar's model.
    public let dataID: AnyHashable
    /// Whether the update is animated.
    public let animated: Bool

    /// Creates a context.
    public init(view: View, dataID: AnyHashable, animated: Bool) {
        self.view = view
        self.dataID = dataID
        self.animated = animated
    }
}
