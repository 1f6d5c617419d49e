import EpoxyCore
import EpoxyLayout

/// How `layout(root, {…})` sizes the container: `width` wide, `height` tall or, without
/// one, as tall as the content fits; the root pinned to the container's `margins`, its bottom at
/// `bottomPriority`.
public struct LayoutOptions: Hashable, Sendable {
    public var width: Double
    public var height: Double?
    public var margins: DirectionalEdgeInsets
    public var bottomPriority: LayoutPriority

    public init(
        width: Double, height: Double? = nil, margins: DirectionalEdgeInsets = .zero,
        bottomPriority: LayoutPriority = .required
    ) {
        self.width = width
        self.height = height
        self.margins = margins
        self.bottomPriority = bottomPriority
    }
}
