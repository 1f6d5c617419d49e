import Budget
import EpoxyCore
import Foundation

extension View {
    /// Most layout passes (solve, `layoutSubviews`, solve again…) before giving up with a warning.
    static let maximumLayoutPasses = 8

    /// Marks the view to have `layoutSubviews` called on the next layout pass.
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// Lays out the whole tree now if anything changed: solves the constraints, sets frames
    /// and calls `layoutSubviews` on views that needed layout, repeating while those calls
    /// change constraints.
    public func layoutIfNeeded() {
        rootView.layoutTree()
    }

    private func layoutTree() {
        for _ in 0..<View.maximumLayoutPasses {
            // A spent budget ends the passes: the host raises the limit error instead.
            if WorkBudget.isCurrentExceeded { return }
            // The tree drops its engine when the root joins another tree, so the engine never
            // outlives the root.
            let engine = layoutEngine ?? makeFramesEngine(fitsRootHeight: false)
            layoutEngine = engine
            if engine.isDirty { engine.applyFrames() }
            let pending = viewsInSubtree.filter(\.needsLayout)
            if pending.isEmpty { return }
            for view in pending {
                view.needsLayout = false
                view.layoutSubviews()
            }
            if let current = layoutEngine, current === engine, !current.isDirty,
               !viewsInSubtree.contains(where: \.needsLayout) {
                return
            }
        }
        warn("Layout did not settle after \(View.maximumLayoutPasses) passes (layoutSubviews keeps changing constraints).")
    }

    /// A frames engine for this root (see `LayoutEngine.init`). The engine lives in the root, so it
    /// must not hold the root strongly; nor weakly, which would give the root a side table (see
    /// `LayoutItemLifetime`).
    private func makeFramesEngine(fitsRootHeight: Bool) -> LayoutEngine {
        LayoutEngine(root: self, mode: .frames, fitsRootHeight: fitsRootHeight, warn: { [unowned self] in self.warn($0) })
    }

    /// The size the view needs: its constraints solved with its width and height pulled toward
    /// `targetSize` at the fitting priorities. A required priority fixes that dimension;
    /// `.fittingSizeLevel` (50) lets it shrink or grow to fit the content.
    public func systemLayoutSizeFitting(
        _ targetSize: Size,
        withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> Size {
        let engine = LayoutEngine(
            root: self,
            mode: .fitting(target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority),
            warn: rootView.warn)
        return engine.fittingSize()
    }

    /// The smallest size that fits the content (both fitting priorities at `.fittingSizeLevel`).
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// Makes this root `width` wide and as tall as its content fits at that width (the height
    /// at `.fittingSizeLevel`), keeping its origin, and lays it out.
    public func sizeToFitHeight(forWidth width: Double) {
        // A root without a size of its own fits inside its frames engine: one engine is built
        // (or the current one kept), its height solved for, then fixed, then the frames written.
        // A root in the frames engine keeps its frame, so its own intrinsic size would not count:
        // such a root, and a view inside a tree, are fitted by a fitting engine of their own.
        let ownSize = LayoutEngine.sanitized(intrinsicContentSize(forWidth: nil))
        guard superview == nil, ownSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) else {
            let fitting = systemLayoutSizeFitting(
                Size(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            frame = Rect(origin: frame.origin, size: Size(width: width, height: fitting.height))
            layoutIfNeeded()
            return
        }
        frame = Rect(origin: frame.origin, size: Size(width: width, height: frame.height))
        let engine = layoutEngine ?? makeFramesEngine(fitsRootHeight: true)
        layoutEngine = engine
        let height = engine.fitRootHeight()
        // The engine already holds this height: setting the frame changes nothing there.
        frame = Rect(origin: frame.origin, size: Size(width: width, height: height))
        layoutIfNeeded()
    }

    /// The target for the smallest fitting size.
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)

    /// Whether the constraints leave this view's frame undetermined (lays out first).
    public var hasAmbiguousLayout: Bool {
        layoutIfNeeded()
        return rootView.layoutEngine?.hasAmbiguousLayout(self) ?? false
    }

    /// The views of this subtree whose frames the constraints leave undetermined.
    public func viewsWithAmbiguousLayout() -> [View] {
        layoutIfNeeded()
        guard let engine = rootView.layoutEngine else { return [] }
        return viewsInSubtree.filter { engine.hasAmbiguousLayout($0) }
    }

    /// Active constraints that were broken to resolve conflicts in this view's tree.
    public var brokenConstraints: [LayoutConstraint] {
        layoutIfNeeded()
        return rootView.layoutEngine?.brokenConstraints ?? []
    }

    /// Sends a warning about this view's tree (a constraint conflict, duplicate dataIDs) to the
    /// root's `warningHandler` (a stage lists them with its snapshot), or without one to
    /// `EpoxyLogger.current` (standard error unless its owner scoped another logger).
    public func warn(_ message: String) {
        if let handler = rootView.warningHandler {
            handler(message)
        } else {
            EpoxyLogger.current.warn(message)
        }
    }

    // MARK: Engine notifications (called on the root)

    /// Drops the layout engine of this view's tree; the next layout builds a new one. For a
    /// caller about to change the tree, which drops it anyway: constraints deactivated after
    /// this are not taken out of a solver that is going.
    package func invalidateLayoutEngine() {
        let root = rootView
        root.layoutEngine = nil
        root.needsLayout = true
    }

    func constraintConstantChanged(_ constraint: LayoutConstraint) {
        layoutEngine?.constantChanged(constraint)
        needsLayout = true
    }

    func guideInsetsChanged() {
        layoutEngine?.guideInsetsChanged()
        needsLayout = true
    }

    func frameChanged(of view: View) {
        layoutEngine?.frameChanged(of: view)
        needsLayout = true
    }
}
