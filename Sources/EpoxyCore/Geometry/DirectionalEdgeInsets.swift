/// Insets whose horizontal edges follow the layout direction (NSDirectionalEdgeInsets' counterpart).
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = DirectionalEdgeInsets()

    /// The same insets in absolute directions for a layout direction.
    public func edgeInsets(for direction: LayoutDirection) -> EdgeInsets {
        switch direction {
        case .leftToRight: EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
        case .rightToLeft: EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
        }
    }

    public var description: String { "{\(top.pointDescription), \(leading.pointDescription), \(bottom.pointDescription), \(trailing.pointDescription)}" }
}
