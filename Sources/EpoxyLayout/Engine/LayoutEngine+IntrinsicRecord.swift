import EpoxyCore
import EpoxySolver

extension LayoutEngine {
    /// A view's intrinsic size and the hugging/compression constraints that express it.
    struct IntrinsicRecord {
        let view: ViewReference
        var size: Size
        var constraints: [Constraint]
        /// The width the view was last measured for (nil: unconstrained).
        var measuredWidth: Double? = nil
    }
}
