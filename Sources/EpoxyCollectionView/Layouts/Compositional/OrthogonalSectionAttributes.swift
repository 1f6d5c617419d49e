import EpoxyCore

/// Where a sideways-scrolling compositional section sits and how far it scrolls: the collection
/// view keeps the section's offset and shifts the section's items by it.
public struct OrthogonalSectionAttributes: Hashable, Sendable {
    /// Where a scroll rests.
    public var behavior: OrthogonalScrollingBehavior
    /// The section's visible area in content coordinates (at offset 0): the collection's full
    /// content width, from the top of the section's content insets to their bottom.
    public var viewport: Rect
    /// The width of everything that scrolls: the groups with the section's insets and the
    /// safe area's left and right.
    public var contentWidth: Double
    /// The frames of the section's groups at offset 0, in order (where group paging rests).
    public var groupFrames: [Rect]

    /// Creates the attributes.
    public init(behavior: OrthogonalScrollingBehavior, viewport: Rect, contentWidth: Double, groupFrames: [Rect]) {
        self.behavior = behavior
        self.viewport = viewport
        self.contentWidth = contentWidth
        self.groupFrames = groupFrames
    }

    /// The smallest and largest offsets a scroll rests at: from 0 to the content's end at the
    /// viewport's right edge, except that centred group paging may centre the first and last groups.
    public var offsetRange: ClosedRange<Double> {
        if behavior == .groupPagingCentered, let first = groupFrames.first, let last = groupFrames.last {
            let low = first.midX - viewport.midX
            return low...max(low, last.midX - viewport.midX)
        }
        return 0...max(0, contentWidth - viewport.width)
    }

    /// Where a scroll released at `offset` comes to rest (no velocity: the nearest boundary),
    /// within `offsetRange`.
    public func restingOffset(for offset: Double) -> Double {
        let range = offsetRange
        let clamped = min(max(offset.isFinite ? offset : range.lowerBound, range.lowerBound), range.upperBound)
        let candidates: [Double]
        switch behavior {
        case .none, .continuous:
            return clamped
        case .paging:
            guard viewport.width > 0 else { return clamped }
            let page = (clamped / viewport.width).rounded() * viewport.width
            candidates = [page, range.upperBound]
        case .continuousGroupLeadingBoundary, .groupPaging:
            // A group's leading edge rests where the first group's does (the section's leading inset).
            let leading = groupFrames.first?.minX ?? 0
            candidates = groupFrames.map { $0.minX - leading } + [range.upperBound]
        case .groupPagingCentered:
            candidates = groupFrames.map { $0.midX - viewport.midX }
        }
        let inRange = candidates.map { min(max($0, range.lowerBound), range.upperBound) }
        return inRange.min { abs($0 - clamped) < abs($1 - clamped) } ?? clamped
    }

    /// The part of the viewport between the section's leading and trailing insets (where its
    /// first group starts and its last group ends at the extremes), along x in displayed
    /// coordinates: what `scrollToItem` places items in.
    public var insetVisibleRange: ClosedRange<Double> {
        let leading = (groupFrames.first?.minX ?? viewport.minX) - viewport.minX
        let trailing = max(0, viewport.minX + contentWidth - (groupFrames.last?.maxX ?? viewport.minX + contentWidth))
        let start = viewport.minX + max(0, leading)
        return start...max(start, viewport.maxX - trailing)
    }

    /// Where the section rests before any scroll: the start, or the first group centred.
    public var initialOffset: Double {
        behavior == .groupPagingCentered ? offsetRange.lowerBound : 0
    }
}
