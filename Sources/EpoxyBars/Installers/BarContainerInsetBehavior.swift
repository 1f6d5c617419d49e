/// How a bar container insets its view controller's content.
public enum BarContainerInsetBehavior: Equatable, Sendable {
    /// Adds the bar stack's height, less the original safe area, to the view controller's
    /// `additionalSafeAreaInsets` on the container's edge (the default).
    case barHeightSafeArea
    /// Leaves the view controller's insets alone (e.g. a transparent bar over the content).
    case none
}
