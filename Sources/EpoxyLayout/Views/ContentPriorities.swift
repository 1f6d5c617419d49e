/// A view's content hugging and compression resistance priorities per axis.
struct ContentPriorities: Equatable {
    var horizontalHugging = LayoutPriority.defaultLow
    var verticalHugging = LayoutPriority.defaultLow
    var horizontalCompressionResistance = LayoutPriority.defaultHigh
    var verticalCompressionResistance = LayoutPriority.defaultHigh

    func hugging(_ axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? horizontalHugging : verticalHugging
    }

    func compressionResistance(_ axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? horizontalCompressionResistance : verticalCompressionResistance
    }
}
