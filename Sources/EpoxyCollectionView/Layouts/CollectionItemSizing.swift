import EpoxyCore

/// Measures self-sizing elements for layouts.
public protocol CollectionItemSizing {
    /// The size `model`'s view needs at exactly `width`: its constraints solved with the width
    /// required and the height at fitting priority. Never negative or non-finite.
    func fittingSize(of model: AnyItemModel, width: Double) -> Size
}
