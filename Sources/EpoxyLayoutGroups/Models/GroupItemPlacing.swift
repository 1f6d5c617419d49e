import EpoxyCore
import EpoxyLayout

/// An item with a placement in its group; gives it Epoxy's placement modifiers.
public protocol GroupItemPlacing {
    /// The item's alignments and padding.
    var placement: GroupItemPlacement { get set }
}

extension GroupItemPlacing {
    /// A copy aligned vertically by `alignment` in an HGroup or ZGroup (nil: the group's alignment).
    public func verticalAlignment(_ alignment: HGroup.ItemAlignment?) -> Self {
        var copy = self
        copy.placement.verticalAlignment = alignment
        return copy
    }

    /// A copy aligned horizontally by `alignment` in a VGroup or ZGroup (nil: the group's alignment).
    public func horizontalAlignment(_ alignment: VGroup.ItemAlignment?) -> Self {
        var copy = self
        copy.placement.horizontalAlignment = alignment
        return copy
    }

    /// A copy aligned by `alignment` when its HGroup reflows vertically for accessibility sizes.
    public func accessibilityAlignment(_ alignment: VGroup.ItemAlignment?) -> Self {
        var copy = self
        copy.placement.accessibilityAlignment = alignment
        return copy
    }

    /// A copy with `insets` of padding around it.
    public func padding(_ insets: DirectionalEdgeInsets) -> Self {
        var copy = self
        copy.placement.padding = insets
        return copy
    }

    /// A copy with `length` of padding on every edge.
    public func padding(_ length: Double) -> Self {
        padding(DirectionalEdgeInsets(top: length, leading: length, bottom: length, trailing: length))
    }

    /// A copy whose width is `ratio` times its height (3/2: three wide for two tall) at
    /// `priority`, as `widthAnchor.constraint(equalTo: heightAnchor, multiplier: ratio)`; an
    /// unusable ratio (not finite, not above zero) removes it.
    public func aspectRatio(_ ratio: Double, priority: LayoutPriority = .required) -> Self {
        var copy = self
        copy.placement.aspectRatio = AspectRatio(ratio, priority: priority)
        return copy
    }
}
