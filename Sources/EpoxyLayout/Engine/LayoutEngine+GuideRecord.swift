import EpoxyCore
import EpoxySolver

extension LayoutEngine {
    /// A layout guide, the insets it was last built with, and the constraints placing it.
    struct GuideRecord {
        let guide: GuideReference
        var insets: EdgeInsets
        let constraints: [Constraint]   // minX, minY, width, height
    }
}
