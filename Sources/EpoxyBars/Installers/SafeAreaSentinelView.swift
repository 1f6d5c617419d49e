import EpoxyLayout

/// A zero-width view in a bar container spanning the view controller's safe area inset on the
/// container's edge. Its size changes whenever that inset does (a new device, a parent's
/// insets), which lays it out and so tells the container to update its insets and margins:
/// there is no safe-area-changed callback to rely on.
final class SafeAreaSentinelView: View {
    /// Called when the sentinel is laid out with a new size.
    var didResize: (() -> Void)?

    override func layoutSubviews() {
        didResize?()
    }
}
