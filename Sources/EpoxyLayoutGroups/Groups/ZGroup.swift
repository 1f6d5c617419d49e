import EpoxyCore
import EpoxyLayout

/// Overlays its items in one box, each placed on both axes by its alignments (a badge at the
/// top-trailing corner of an avatar). The box hugs the largest item. Later items are in front.
/// Not part of Epoxy; it follows SwiftUI's `ZStack`.
public final class ZGroup: ItemsGroup {
    /// How items are placed horizontally unless they set their own `horizontalAlignment`.
    public let horizontalAlignment: VGroup.ItemAlignment
    /// How items are placed vertically unless they set their own `verticalAlignment`.
    public let verticalAlignment: HGroup.ItemAlignment

    /// The group's style (its alignments in both axes).
    public var style: Style { Style(horizontalAlignment: horizontalAlignment, verticalAlignment: verticalAlignment) }

    /// Creates a group with a style and items.
    public init(style: Style = Style(), items: [any GroupItemModeling] = []) {
        horizontalAlignment = style.horizontalAlignment
        verticalAlignment = style.verticalAlignment
        super.init(name: "ZGroup", items: items)
    }

    /// Creates a group whose items a builder block lists.
    public convenience init(
        horizontalAlignment: VGroup.ItemAlignment = .center,
        verticalAlignment: HGroup.ItemAlignment = .center,
        @GroupModelBuilder _ content: () -> [any GroupItemModeling]
    ) {
        self.init(style: Style(horizontalAlignment: horizontalAlignment, verticalAlignment: verticalAlignment), items: content())
    }

    // MARK: Constraints

    override func makeConstraints(owner: ConstrainableContainer) -> [LayoutConstraint] {
        ZGroupConstraints(owner: owner, horizontalAlignment: horizontalAlignment, verticalAlignment: verticalAlignment)
            .make(state.containers)
    }
}
