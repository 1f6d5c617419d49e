import EpoxyCore
import EpoxyLayout

/// Lays its items out top to bottom (SwiftUI's `VStack`, Epoxy's `VGroup`).
public final class VGroup: ItemsGroup {
    /// How items are placed horizontally unless they set their own alignment.
    public let alignment: ItemAlignment

    /// The space between neighbouring items; changing it re-makes the constraints.
    public var spacing: Double {
        didSet { installConstraints() }
    }


    /// The group's current style (its alignment and spacing).
    public var style: Style { Style(alignment: alignment, spacing: spacing) }

    /// Creates a group with a style and items.
    public init(style: Style = Style(), items: [any GroupItemModeling] = []) {
        alignment = style.alignment
        spacing = style.spacing
        super.init(name: "VGroup", items: items)
    }

    /// Creates a group from its alignment, spacing and items.
    public convenience init(alignment: ItemAlignment = .fill, spacing: Double = 0, items: [any GroupItemModeling]) {
        self.init(style: Style(alignment: alignment, spacing: spacing), items: items)
    }

    /// Creates a group whose items a builder block lists.
    public convenience init(
        alignment: ItemAlignment = .fill,
        spacing: Double = 0,
        @GroupModelBuilder _ content: () -> [any GroupItemModeling]
    ) {
        self.init(style: Style(alignment: alignment, spacing: spacing), items: content())
    }

    /// Creates a group with a style whose items a builder block lists.
    public convenience init(style: Style, @GroupModelBuilder _ content: () -> [any GroupItemModeling]) {
        self.init(style: style, items: content())
    }

    // MARK: Constraints

    override func makeConstraints(owner: ConstrainableContainer) -> [LayoutConstraint] {
        VGroupConstraints(owner: owner, alignment: alignment, spacing: spacing).make(state.containers)
    }
}
