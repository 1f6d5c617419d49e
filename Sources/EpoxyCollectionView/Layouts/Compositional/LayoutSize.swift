import EpoxyCore

/// The width and height of a compositional layout element (NSCollectionLayoutSize).
public struct LayoutSize: Hashable, Sendable {
    /// The width.
    public var width: LayoutDimension
    /// The height.
    public var height: LayoutDimension

    /// Creates a size.
    public init(width: LayoutDimension, height: LayoutDimension) {
        self.width = width
        self.height = height
    }

    /// Both dimensions resolved in `container`.
    public func resolved(in container: Size) -> Size {
        Size(width: width.resolved(in: container), height: height.resolved(in: container))
    }
}
