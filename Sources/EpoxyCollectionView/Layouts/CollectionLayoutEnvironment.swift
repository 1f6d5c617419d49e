import EpoxyCore
import EpoxyLayout

/// The space a layout lays elements out in.
public struct CollectionLayoutEnvironment: Hashable, Sendable {
    /// The width of the content: the collection's width minus its left and right content insets.
    public var contentWidth: Double
    /// How far down (in content coordinates) frames must be exact. Layouts with estimated sizes
    /// measure elements that start above it and may estimate the rest; others ignore it.
    public var exactExtent: Double
    /// The height of the visible area: the collection's height minus its adjusted top and
    /// bottom content insets (what fractional heights of compositional layouts resolve against).
    public var visibleHeight: Double
    /// The safe area's left and right insets, which compositional sections keep clear of
    /// (UIKit's automatic content-insets reference); top and bottom are ignored.
    public var safeAreaInsets: EdgeInsets
    /// The text size the elements are measured at.
    public var contentSizeCategory: ContentSizeCategory

    /// Creates an environment; by default every frame must be exact.
    public init(
        contentWidth: Double,
        exactExtent: Double = .infinity,
        visibleHeight: Double = 0,
        safeAreaInsets: EdgeInsets = .zero,
        contentSizeCategory: ContentSizeCategory = .large
    ) {
        self.contentWidth = contentWidth
        self.exactExtent = exactExtent
        self.visibleHeight = visibleHeight
        self.safeAreaInsets = safeAreaInsets
        self.contentSizeCategory = contentSizeCategory
    }

    /// The container compositional sections resolve fractions against (UIKit's
    /// `effectiveContentSize`): the content width minus the safe area's left and right, and
    /// the visible height.
    public var effectiveContentSize: Size {
        Size(width: max(0, contentWidth - safeAreaInsets.left - safeAreaInsets.right), height: max(0, visibleHeight))
    }
}
