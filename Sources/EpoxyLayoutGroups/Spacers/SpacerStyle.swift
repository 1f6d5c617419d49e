/// The size limits of a ``Spacer``. Limits left nil leave that dimension free, so a spacer
/// without any fills whatever space its group has left.
public struct SpacerStyle: Hashable {
    /// The least width.
    public var minWidth: Double?
    /// The greatest width.
    public var maxWidth: Double?
    /// The exact width.
    public var fixedWidth: Double?
    /// The least height.
    public var minHeight: Double?
    /// The greatest height.
    public var maxHeight: Double?
    /// The exact height.
    public var fixedHeight: Double?

    /// Creates a style; every limit is optional.
    public init(
        minWidth: Double? = nil, maxWidth: Double? = nil, fixedWidth: Double? = nil,
        minHeight: Double? = nil, maxHeight: Double? = nil, fixedHeight: Double? = nil
    ) {
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.fixedWidth = fixedWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.fixedHeight = fixedHeight
    }
}
