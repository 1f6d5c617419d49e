import EpoxyCore

/// Stacks a section's self-sizing headers or footers full width, one under the other, as list
/// and grid layouts place them.
enum SupplementaryStack {
    /// The frames of `elements` from `y` down, each `width` wide from `x` and as tall as it
    /// measures; advances `y` past them.
    static func frames(
        of elements: [SupplementaryItemModel]?,
        x: Double = 0,
        width: Double,
        y: inout Double,
        sizer: any CollectionItemSizing
    ) -> [Rect] {
        guard let elements, !elements.isEmpty else { return [] }
        var frames: [Rect] = []
        frames.reserveCapacity(elements.count)
        for element in elements {
            let height = sizer.fittingSize(of: element.model, width: width).height
            frames.append(Rect(x: x, y: y, width: width, height: height))
            y += height
        }
        return frames
    }
}
