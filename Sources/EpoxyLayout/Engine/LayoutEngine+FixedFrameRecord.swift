import EpoxyCore
import EpoxySolver

extension LayoutEngine {
    /// A view that keeps its frame, and the constraints pinning it there.
    struct FixedFrameRecord {
        var frame: Rect
        let constraints: [Constraint]   // minX, minY, width, height
    }
}
