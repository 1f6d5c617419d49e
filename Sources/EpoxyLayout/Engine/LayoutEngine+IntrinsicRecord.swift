import EpoxyCore
import EpoxySolver

extension LayoutEngine {
    /// A view's intrinsic size and the compression and hugging constraints that express it.
    struct IntrinsicRecord {
        /// How one axis of a view is held at its intrinsic size.
        enum Axis {
            /// The view has no intrinsic metric on this axis.
            case none
            /// One two-sided constraint, compression resistance below and hugging above: one
            /// tableau row instead of two.
            case sized(Constraint)
            /// Compression resistance and hugging as two constraints: when both are required (a
            /// conflict then names the side that breaks), or after a required side could not
            /// hold (each side then keeps or breaks on its own).
            case split(atLeast: Constraint, atMost: Constraint)

            var constraints: [Constraint] {
                switch self {
                case .none: []
                case let .sized(constraint): [constraint]
                case let .split(atLeast, atMost): [atLeast, atMost]
                }
            }
        }

        let view: ViewReference
        var size: Size
        var horizontal: Axis
        var vertical: Axis
        /// The width the view was last measured for (nil: unconstrained).
        var measuredWidth: Double? = nil

        /// The constraints of both axes, width first.
        var constraints: [Constraint] { horizontal.constraints + vertical.constraints }
    }
}
