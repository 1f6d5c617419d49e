import EpoxyCore

/// A boundary item pinned to the visible bounds: where the layout put it and the section it
/// stays inside while the collection scrolls.
public struct PinnedSupplementaryAttributes: Hashable, Sendable {
    /// The element's kind.
    public var kind: SupplementaryElementKind
    /// The element's index among the section's elements of that kind.
    public var index: Int
    /// Above or below the items.
    public var alignment: LayoutBoundaryItem.Alignment
    /// The frame the layout gave it (where it rests when not pinned).
    public var frame: Rect
    /// The section's top in content coordinates (its headers included).
    public var sectionMinY: Double
    /// The section's bottom in content coordinates (its footers included).
    public var sectionMaxY: Double

    /// Creates the attributes.
    public init(kind: SupplementaryElementKind, index: Int, alignment: LayoutBoundaryItem.Alignment, frame: Rect, sectionMinY: Double, sectionMaxY: Double) {
        self.kind = kind
        self.index = index
        self.alignment = alignment
        self.frame = frame
        self.sectionMinY = sectionMinY
        self.sectionMaxY = sectionMaxY
    }

    /// The frame while the visible content spans `visibleMinY` to `visibleMaxY`: a header
    /// stays at the top of the visible bounds and a footer at the bottom, never leaving the section.
    public func pinnedFrame(visibleMinY: Double, visibleMaxY: Double) -> Rect {
        var y = frame.minY
        switch alignment {
        case .top:
            y = min(max(frame.minY, visibleMinY), sectionMaxY - frame.height)
            y = max(y, frame.minY)
        case .bottom:
            y = max(min(frame.minY, visibleMaxY - frame.height), sectionMinY)
            y = min(y, frame.minY)
        }
        return Rect(x: frame.minX, y: y, width: frame.width, height: frame.height)
    }
}
