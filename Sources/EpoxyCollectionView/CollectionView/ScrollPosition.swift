/// Where `scrollToItem` puts the item in the visible area (UICollectionView.ScrollPosition).
///
/// A position names one axis: the collection or carousel scrolling along that axis puts the
/// item there, and one scrolling along the other axis scrolls the least distance that shows it.
public enum ScrollPosition: String, Hashable, Sendable, CaseIterable {
    /// The item's top at the top of the visible area (below the top content inset).
    case top
    /// The item centred vertically in the visible area.
    case centeredVertically
    /// The item's bottom at the bottom of the visible area (above the bottom content inset).
    case bottom
    /// The item's left edge at the left of the visible area (a carousel's leading inset).
    case left
    /// The item centred horizontally in the visible area.
    case centeredHorizontally
    /// The item's right edge at the right of the visible area (a carousel's trailing inset).
    case right

    /// Where along an axis an item is put.
    enum Placement {
        case start, center, end
    }

    /// Whether the position is along x.
    var isHorizontal: Bool {
        switch self {
        case .left, .centeredHorizontally, .right: true
        case .top, .centeredVertically, .bottom: false
        }
    }

    /// Where the item goes along the position's axis.
    var placement: Placement {
        switch self {
        case .top, .left: .start
        case .centeredVertically, .centeredHorizontally: .center
        case .bottom, .right: .end
        }
    }

    /// The offset along one axis that puts `span` (the item's extent) at `placement` of
    /// `visible` (the extent shown at `current`), or, with no placement, the least scroll that
    /// shows all of it (its start when it is longer than the visible extent).
    static func offset(placing span: ClosedRange<Double>, in visible: ClosedRange<Double>, current: Double, at placement: Placement?) -> Double {
        let resolved: Placement
        if let placement {
            resolved = placement
        } else if span.lowerBound < visible.lowerBound || span.upperBound - span.lowerBound > visible.upperBound - visible.lowerBound {
            resolved = .start
        } else if span.upperBound > visible.upperBound {
            resolved = .end
        } else {
            return current
        }
        switch resolved {
        case .start: return current + span.lowerBound - visible.lowerBound
        case .center: return current + (span.lowerBound + span.upperBound) / 2 - (visible.lowerBound + visible.upperBound) / 2
        case .end: return current + span.upperBound - visible.upperBound
        }
    }
}
