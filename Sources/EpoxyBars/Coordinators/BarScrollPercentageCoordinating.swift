/// A coordinator that takes the scroll percentage of the content under its bar, e.g. so a
/// navigation bar shows its divider only once the content is scrolled.
public protocol BarScrollPercentageCoordinating: AnyObject {
    /// How far the content is scrolled, 0 (at the top) to 1.
    var scrollPercentage: Double { get set }
}
