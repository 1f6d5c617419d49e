import EpoxyLayout

/// Makes the constraints that place `item` in its group for a custom alignment. The first
/// argument is the group itself (zero padding), the second the item with its padding.
/// Whatever the closure returns is activated as is; returning nothing leaves the item unplaced.
public typealias CustomAlignmentConstraints = (
    _ group: ConstrainableContainer, _ item: ConstrainableContainer
) -> [LayoutConstraint]
