import EpoxyCore

/// A boundary item pinned to the visible bounds: where the layout put it and the section it
/// stays inside while the collection scrolls along its axis.
public struct PinnedSupplementaryAttributes: Hashable, Sendable {
    /// The element's kind.
    public var kind: SupplementaryElementKind
    /// The element's index among the section's elements of that kind.
    public var index: Int
    /// Whether it rides at the end of the visible bounds (a footer: bottom, or trailing in a
    /// horizontal collection) rather than the start.
    public var pinsToEnd: Bool
    /// The axis the collection scrolls along, which the element moves along.
    public var direction: ScrollDirection
    /// The frame the layout gave it (where it rests when not pinned).
    public var frame: Rect
    /// The section's start along the scroll axis in content coordinates (its headers included).
    public var sectionStart: Double
    /// The section's end along the scroll axis (its footers included).
    public var sectionEnd: Double

    /// Creates the attributes.
    public init(kind: SupplementaryElementKind, index: Int, pinsToEnd: Bool, direction: ScrollDirection = .vertical,
                frame: Rect, sectionStart: Double, sectionEnd: Double) {
        self.kind = kind
        self.index = index
        self.pinsToEnd = pinsToEnd
        self.direction = direction
        self.frame = frame
        self.sectionStart = sectionStart
        self.sectionEnd = sectionEnd
    }

    /// The frame while the visible content spans `visible` along the scroll axis: a header
    /// stays at the start of the visible bounds and a footer at the end, never leaving the section.
    public func pinnedFrame(visible: ClosedRange<Double>) -> Rect {
        let vertical = direction == .vertical
        let rest = vertical ? frame.minY : frame.minX
        let length = vertical ? frame.height : frame.width
        var position: Double
        if pinsToEnd {
            position = max(min(rest, visible.upperBound - length), sectionStart)
            position = min(position, rest)
        } else {
            position = min(max(rest, visible.lowerBound), sectionEnd - length)
            position = max(position, rest)
        }
        return vertical ? Rect(x: frame.minX, y: position, width: frame.width, height: frame.height)
            : Rect(x: position, y: frame.minY, width: frame.width, height: frame.height)
    }
}
