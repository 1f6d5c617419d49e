import EpoxyComponents
import EpoxyCore
import EpoxyLayout

/// A view that holds other views and may be filled with a colour (`putView()`'s view; stacks,
/// scroll views and screens are containers too), so `.backgroundColor(…)` works in a chain.
open class ContainerView: View {
    /// The fill behind the subviews; nil is clear.
    public var backgroundColor: Color?
}
