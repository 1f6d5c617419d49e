import EpoxyCore

extension View {
    /// Tells layout the intrinsic size changed; it is measured again on the next layout pass.
    public func invalidateIntrinsicContentSize() {
        let root = rootView
        if let engine = root.layoutEngine, !engine.intrinsicSizeInvalidated(of: self) {
            root.invalidateLayoutEngine()
        }
        root.needsLayout = true
    }

    /// How strongly the view resists growing beyond its intrinsic size on `axis` (default 250).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        contentPriorities.hugging(axis)
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (default 750).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        contentPriorities.compressionResistance(axis)
    }

    /// Sets the hugging priority on `axis` (clamped to 1…1000).
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        let clamped = View.clamp(priority)
        switch axis {
        case .horizontal: contentPriorities.horizontalHugging = clamped
        case .vertical: contentPriorities.verticalHugging = clamped
        }
        contentPrioritiesChanged()
    }

    /// Sets the compression resistance priority on `axis` (clamped to 1…1000).
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        let clamped = View.clamp(priority)
        switch axis {
        case .horizontal: contentPriorities.horizontalCompressionResistance = clamped
        case .vertical: contentPriorities.verticalCompressionResistance = clamped
        }
        contentPrioritiesChanged()
    }

    private func contentPrioritiesChanged() {
        let root = rootView
        root.layoutEngine?.contentPrioritiesChanged(of: self)
        root.needsLayout = true
    }

    private static func clamp(_ priority: LayoutPriority) -> LayoutPriority {
        guard priority.rawValue.isFinite else { return .required }
        return LayoutPriority(min(1000, max(1, priority.rawValue)))
    }
}
