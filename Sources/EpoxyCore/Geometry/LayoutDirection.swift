/// The direction in which leading and trailing edges run.
public enum LayoutDirection: String, Hashable, Sendable {
    case leftToRight
    case rightToLeft
}
