import EpoxyCore

/// Where a compositional section that scrolls across the collection sits and how far it
/// scrolls: the collection view keeps the section's offset and shifts the section's items by it.
///
/// In a vertical collection the section scrolls sideways (along x); in a horizontal one it
/// scrolls up and down (along y), as UIKit's orthogonal sections do. Lengths and offsets below
/// are along that axis.
public struct OrthogonalSectionAttributes: Hashable, Sendable {
    /// Where a scroll rests.
    public var behavior: OrthogonalScrollingBehavior
    /// The axis the section scrolls along: across the collection's own.
    public var direction: ScrollDirection
    /// The section's visible area in content coordinates (at offset 0): the collection's full
    /// content width (height, in a horizontal collection), across the section from the start
    /// of its content insets to their end.
    public var viewport: Rect
    /// The length of everything that scrolls, from the viewport's start: the groups with the
    /// section's insets (and the safe area's left and right in a vertical collection).
    public var contentLength: Double
    /// The frames of the section's groups at offset 0, in order (where group paging rests).
    public var groupFrames: [Rect]

    /// Creates the attributes.
    public init(behavior: OrthogonalScrollingBehavior, direction: ScrollDirection = .horizontal, viewport: Rect, contentLength: Double, groupFrames: [Rect]) {
        self.behavior = behavior
        self.direction = direction
        self.viewport = viewport
        self.contentLength = contentLength
        self.groupFrames = groupFrames
    }

    private var horizontal: Bool { direction == .horizontal }
    private func start(_ rect: Rect) -> Double { horizontal ? rect.minX : rect.minY }
    private func mid(_ rect: Rect) -> Double { horizontal ? rect.midX : rect.midY }
    private func end(_ rect: Rect) -> Double { horizontal ? rect.maxX : rect.maxY }
    private var viewportLength: Double { horizontal ? viewport.width : viewport.height }

    /// The smallest and largest offsets a scroll rests at: from 0 to the content's end at the
    /// viewport's end, except that centred group paging may centre the first and last groups.
    public var offsetRange: ClosedRange<Double> {
        if behavior == .groupPagingCentered, let first = groupFrames.first, let last = groupFrames.last {
            let low = mid(first) - mid(viewport)
            return low...max(low, mid(last) - mid(viewport))
        }
        return 0...max(0, contentLength - viewportLength)
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
            guard viewportLength > 0 else { return clamped }
            let page = (clamped / viewportLength).rounded() * viewportLength
            candidates = [page, range.upperBound]
        case .continuousGroupLeadingBoundary, .groupPaging:
            // A group's leading edge rests where the first group's does (the section's leading inset).
            let leading = groupFrames.first.map(start) ?? 0
            candidates = groupFrames.map { start($0) - leading } + [range.upperBound]
        case .groupPagingCentered:
            candidates = groupFrames.map { mid($0) - mid(viewport) }
        }
        let inRange = candidates.map { min(max($0, range.lowerBound), range.upperBound) }
        return inRange.min { abs($0 - clamped) < abs($1 - clamped) } ?? clamped
    }

    /// The part of the viewport between the section's leading and trailing insets (where its
    /// first group starts and its last group ends at the extremes), along the section's axis in
    /// displayed coordinates: what `scrollToItem` places items in.
    public var insetVisibleRange: ClosedRange<Double> {
        let viewportStart = start(viewport)
        let leading = (groupFrames.first.map(start) ?? viewportStart) - viewportStart
        let trailing = max(0, viewportStart + contentLength - (groupFrames.last.map(end) ?? viewportStart + contentLength))
        let from = viewportStart + max(0, leading)
        return from...max(from, end(viewport) - trailing)
    }

    /// Where the section rests before any scroll: the start, or the first group centred.
    public var initialOffset: Double {
        behavior == .groupPagingCentered ? offsetRange.lowerBound : 0
    }
}
