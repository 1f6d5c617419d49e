import EpoxyCore

/// A header or footer of a compositional section (NSCollectionLayoutBoundarySupplementaryItem).
/// Its view is the section's supplementary item of `elementKind`: the n-th boundary item of a
/// kind shows the section's n-th supplementary item of that kind.
///
/// The alignment (NSRectAlignment) says which edges of the section's content the item sits
/// against. Along the collection's scroll axis (y in a vertical collection, x in a horizontal
/// one) an item aligned to the start edge (`top`, `topLeading`, `topTrailing` vertically;
/// `leading`, `topLeading`, `bottomLeading` horizontally) comes before the content and one
/// aligned to the end edge after it; `extendsBoundary` makes the section grow to hold it,
/// otherwise it overlaps the content. Across the axis the alignment's other edge places it:
/// flush with the section's leading or trailing (top or bottom) edge, leading (top) by default.
/// An alignment with no edge on the scroll axis (`leading`/`trailing` in a vertical collection,
/// `top`/`bottom` in a horizontal one) sits beside the content at its start along the scroll
/// axis; extending, it moves the content across by its own length there. `absoluteOffset` moves
/// the item after all that, without changing the section. Pinned items ride at the start of the
/// visible bounds along the scroll axis (end-aligned ones at the end) while their section is shown.
public struct LayoutBoundaryItem: Hashable, Sendable {
    /// Which edges of the section's content the item sits against (NSRectAlignment).
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        /// Above the content.
        case top
        /// Above the content, at its leading edge.
        case topLeading
        /// Before the content along x.
        case leading
        /// Below the content, at its leading edge.
        case bottomLeading
        /// Below the content.
        case bottom
        /// Below the content, at its trailing edge.
        case bottomTrailing
        /// After the content along x.
        case trailing
        /// Above the content, at its trailing edge.
        case topTrailing

        /// An edge of the content along one axis.
        enum Edge {
            case start, end
        }

        /// The alignment's edge along y (nil for `leading` and `trailing`).
        var verticalEdge: Edge? {
            switch self {
            case .top, .topLeading, .topTrailing: .start
            case .bottom, .bottomLeading, .bottomTrailing: .end
            case .leading, .trailing: nil
            }
        }

        /// The alignment's edge along x (nil for `top` and `bottom`).
        var horizontalEdge: Edge? {
            switch self {
            case .leading, .topLeading, .bottomLeading: .start
            case .trailing, .topTrailing, .bottomTrailing: .end
            case .top, .bottom: nil
            }
        }
    }

    /// The size, resolved against the section's container (a self-sizing height is measured
    /// at the resolved width).
    public var layoutSize: LayoutSize
    /// Which of the section's supplementary items this shows.
    public var elementKind: SupplementaryElementKind
    /// Which edges of the section's content the item sits against.
    public var alignment: Alignment
    /// Moves the item from where its alignment puts it (x right, y down).
    public var absoluteOffset: Point
    /// Whether the item stays at the edge of the visible bounds while its section is on screen.
    public var pinToVisibleBounds: Bool
    /// Whether the section grows to hold the item (false: it overlaps the items).
    public var extendsBoundary: Bool

    /// Creates a boundary item.
    public init(
        layoutSize: LayoutSize,
        elementKind: SupplementaryElementKind,
        alignment: Alignment,
        absoluteOffset: Point = .zero,
        pinToVisibleBounds: Bool = false,
        extendsBoundary: Bool = true
    ) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        self.absoluteOffset = absoluteOffset
        self.pinToVisibleBounds = pinToVisibleBounds
        self.extendsBoundary = extendsBoundary
    }
}
