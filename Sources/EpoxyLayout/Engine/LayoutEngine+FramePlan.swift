import EpoxyCore
import EpoxySolver

extension LayoutEngine {
    /// What writing frames reads, fixed when the engine is built (any change to the tree or its
    /// guides rebuilds the engine): every view's and guide's four variables in one array, read
    /// in one pass with `Solver.values(of:)`, and where each frame's superview rect is in it,
    /// so writing frames needs no per-view lookups.
    struct FramePlan {
        /// `minX, minY, width, height` of every view of `views` in order, then of every guide
        /// of `guides` in order.
        let variables: [Variable]
        /// Per view of the tree, the tree index of its superview (-1 for the root).
        let superviewIndices: [Int]
        /// Per view of the tree, whether the engine writes its frame (a managed view other
        /// than the root).
        let writesFrame: [Bool]
        /// The tree's guides with the tree index of their owners, in tree order.
        let guides: [(guide: GuideReference, owner: Int)]

        init(subtree: [View], isManaged: (View) -> Bool, treeIndex: [ObjectIdentifier: Int]) {
            var variables: [Variable] = []
            var superviewIndices: [Int] = []
            var writesFrame: [Bool] = []
            var guides: [(guide: GuideReference, owner: Int)] = []
            variables.reserveCapacity(4 * subtree.count)
            superviewIndices.reserveCapacity(subtree.count)
            writesFrame.reserveCapacity(subtree.count)
            for (index, view) in subtree.enumerated() {
                let own = view.layoutVariables
                variables += [own.minX, own.minY, own.width, own.height]
                // The root is never written (it keeps its frame or is what is being fitted).
                let parentIndex = index == 0 ? nil : view.superview.flatMap { treeIndex[ObjectIdentifier($0)] }
                superviewIndices.append(parentIndex ?? -1)
                writesFrame.append(parentIndex != nil && isManaged(view))
                for guide in view.layoutGuides { guides.append((GuideReference(guide: guide), index)) }
            }
            for (guide, _) in guides {
                let own = guide.guide.layoutVariables
                variables += [own.minX, own.minY, own.width, own.height]
            }
            self.variables = variables
            self.superviewIndices = superviewIndices
            self.writesFrame = writesFrame
            self.guides = guides
        }

        /// The rect at `index` of `values` read for `variables` (a view's tree index, or the view count plus a guide's index).
        @inline(__always)
        static func rect(at index: Int, in values: UnsafeBufferPointer<Double>) -> Rect {
            let base = 4 * index
            return Rect(x: values[base], y: values[base + 1], width: values[base + 2], height: values[base + 3])
        }
    }
}
