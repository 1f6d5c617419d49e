import EpoxyCore

/// Everything a snapshot shows: the laid-out tree on its window, the window's safe area, the
/// main collection's scroll state, and warnings raised while building the screen.
public struct SnapshotDocument: Hashable, Sendable {
    /// The root node; normally the window node, whose frame is `(0, 0, size)`.
    public var root: SnapshotNode
    /// The window's size.
    public var size: Size
    /// The window's safe area insets.
    public var safeArea: EdgeInsets
    /// The main collection's content size, when the screen has a collection.
    public var contentSize: Size?
    /// The main collection's content offset, when the screen has a collection.
    public var contentOffset: Point?
    /// What of the main collection is visible, when the screen has a collection.
    public var visibleRange: SnapshotVisibleRange?
    /// Warnings (e.g. duplicate dataIDs, unsatisfiable constraints), in the order raised.
    public var warnings: [String]
    /// The frame of the on-screen keyboard along the window's bottom edge; nil while it is hidden.
    public var keyboardFrame: Rect?
    /// The dataIDs of the navigation stack shown, top first, when the screen is a navigation controller.
    public var stack: [String]?

    /// A document of `root` on a window of `size` with `safeArea`.
    public init(
        root: SnapshotNode,
        size: Size,
        safeArea: EdgeInsets = .zero,
        contentSize: Size? = nil,
        contentOffset: Point? = nil,
        visibleRange: SnapshotVisibleRange? = nil,
        warnings: [String] = []
    ) {
        self.root = root
        self.size = size
        self.safeArea = safeArea
        self.contentSize = contentSize
        self.contentOffset = contentOffset
        self.visibleRange = visibleRange
        self.warnings = warnings
    }

    /// An empty window of `size`: a root window node with no children.
    public static func emptyWindow(size: Size, safeArea: EdgeInsets = .zero) -> SnapshotDocument {
        SnapshotDocument(
            root: SnapshotNode(kind: .window, component: "Window", frame: Rect(origin: .zero, size: size)),
            size: size,
            safeArea: safeArea
        )
    }

    /// A copy with `warning` added after the existing warnings.
    public func appendingWarning(_ warning: String) -> SnapshotDocument {
        var copy = self
        copy.warnings.append(warning)
        return copy
    }

    /// A copy with the main collection's scroll state.
    public func withScrollState(contentSize: Size?, contentOffset: Point?, visibleRange: SnapshotVisibleRange? = nil) -> SnapshotDocument {
        var copy = self
        copy.contentSize = contentSize
        copy.contentOffset = contentOffset
        copy.visibleRange = visibleRange
        return copy
    }

    /// A copy listing the navigation stack, top first.
    public func withStack(_ stack: [String]) -> SnapshotDocument {
        var copy = self
        copy.stack = stack
        return copy
    }

    /// A copy showing a keyboard `height` points tall along the window's bottom edge (none for 0).
    public func withKeyboard(height: Double) -> SnapshotDocument {
        var copy = self
        copy.keyboardFrame = height.isFinite && height > 0
            ? Rect(x: 0, y: size.height - height, width: size.width, height: height) : nil
        return copy
    }

    /// A copy with this root.
    public func withRoot(_ root: SnapshotNode) -> SnapshotDocument {
        var copy = self
        copy.root = root
        return copy
    }
}
