import EpoxyLayout

extension View {
    /// Sets the hugging priority only when it differs: setting it always re-solves the view's
    /// intrinsic constraints, and group items apply their priorities on every update.
    func updateContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if contentHuggingPriority(for: axis) != priority { setContentHuggingPriority(priority, for: axis) }
    }

    /// Sets the compression resistance priority only when it differs (see above).
    func updateContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if contentCompressionResistancePriority(for: axis) != priority {
            setContentCompressionResistancePriority(priority, for: axis)
        }
    }
}
