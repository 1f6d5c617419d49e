/// Whether the safe area is added to the content insets (UIScrollView's behaviors, reduced to
/// the two a vertical collection needs).
public enum ContentInsetAdjustmentBehavior: String, Hashable, Sendable {
    /// The top and bottom safe area are added to the content insets, so content can scroll
    /// under bars and the home indicator but rests inside the safe area.
    case automatic
    /// The content insets are used as given.
    case never
}
