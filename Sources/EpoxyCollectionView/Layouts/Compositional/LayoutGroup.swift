import EpoxyCore

/// A row or column of subitems (NSCollectionLayoutGroup): sections repeat their group until
/// every item has a slot.
///
/// A group either repeats its subitems in order for as long as the next one fits along its
/// axis (`count` nil; a group whose length along the axis is estimated holds each subitem once
/// and is as long as they are), or holds exactly `count` copies of its first subitem sized to
/// share the group's length (the subitem's own length along the axis is ignored). A group whose
/// length across its axis is estimated takes the longest of its self-sizing subitems there, and
/// its items sized as a fraction of that length take it from the final length.
public struct LayoutGroup: Hashable, Sendable {
    /// The direction a group lays its subitems out in.
    public enum Axis: Hashable, Sendable {
        /// Leading to trailing.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// The group's size, resolved against the section's container (or the parent group's content).
    public var layoutSize: LayoutSize
    /// The direction subitems are laid out in.
    public var axis: Axis
    /// The subitems, repeated in order.
    public var subitems: [LayoutSubitem]
    /// Exactly this many copies of the first subitem, sized to fit; nil repeats to fill.
    public var count: Int?
    /// Space between consecutive subitems along the axis.
    public var interItemSpacing: Double
    /// Space between the group's edges and its subitems.
    public var contentInsets: DirectionalEdgeInsets

    /// Creates a group.
    public init(
        layoutSize: LayoutSize,
        axis: Axis,
        subitems: [LayoutSubitem],
        count: Int? = nil,
        interItemSpacing: Double = 0,
        contentInsets: DirectionalEdgeInsets = .zero
    ) {
        self.layoutSize = layoutSize
        self.axis = axis
        self.subitems = subitems
        self.count = count
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
    }

    /// A row repeating `subitems` to fill its width.
    public static func horizontal(layoutSize: LayoutSize, subitems: [LayoutSubitem], interItemSpacing: Double = 0) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, interItemSpacing: interItemSpacing)
    }

    /// A row of exactly `count` copies of `subitem`, sharing its width.
    public static func horizontal(layoutSize: LayoutSize, repeatingSubitem subitem: LayoutSubitem, count: Int, interItemSpacing: Double = 0) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: count, interItemSpacing: interItemSpacing)
    }

    /// A column repeating `subitems` to fill its height.
    public static func vertical(layoutSize: LayoutSize, subitems: [LayoutSubitem], interItemSpacing: Double = 0) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, interItemSpacing: interItemSpacing)
    }

    /// A column of exactly `count` copies of `subitem`, sharing its height.
    public static func vertical(layoutSize: LayoutSize, repeatingSubitem subitem: LayoutSubitem, count: Int, interItemSpacing: Double = 0) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: count, interItemSpacing: interItemSpacing)
    }
}
