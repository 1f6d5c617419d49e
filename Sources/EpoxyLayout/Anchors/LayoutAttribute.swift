/// The part of an item a constraint refers to (NSLayoutConstraint.Attribute's counterpart).
public enum LayoutAttribute: String, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    /// The second attribute of a constraint without a second item.
    case notAnAttribute

    /// Whether the attribute is a size rather than a position.
    public var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute lies on the horizontal axis.
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .width: true
        default: false
        }
    }
}
