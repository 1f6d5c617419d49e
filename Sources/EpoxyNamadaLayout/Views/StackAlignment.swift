/// Where a stack places its arranged views across its axis (UIStackView.Alignment's counterpart).
public enum StackAlignment: String, CaseIterable, Sendable {
    /// Stretched to the stack's cross size.
    case fill
    /// Against the leading edge (the top in a horizontal stack).
    case leading
    /// Against the trailing edge (the bottom in a horizontal stack).
    case trailing
    /// Centred.
    case center

    /// The top of a horizontal stack: `leading`.
    public static var top: StackAlignment { .leading }
    /// The bottom of a horizontal stack: `trailing`.
    public static var bottom: StackAlignment { .trailing }
}
