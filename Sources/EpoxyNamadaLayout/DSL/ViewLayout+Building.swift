import EpoxyLayout

// Configuring the view inside the chain, and laying out its own content.
extension ViewLayout {
    /// Sets a writable property and continues the chain: `.spacing(8)`, `.accessibilityIdentifier("title")`.
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<V, Value>) -> (Value) -> ViewLayout<V> {
        { [self] value in
            view[keyPath: keyPath] = value
            return self
        }
    }

    /// Runs `configure` on the view and continues the chain.
    @discardableResult
    public func apply(_ configure: (V) -> Void) -> Self {
        configure(view)
        return self
    }

    /// Lays out the view's subviews in the same pass: what is put in `layouter` goes into this
    /// view (a stack's `putStacked…` into its arranged subviews, a scroll view's content views
    /// into its content).
    @discardableResult
    public func layoutContent(_ layouter: (LayoutContainer) -> Void) -> Self {
        layouter(LayoutContainer(view: view, context: context))
        return self
    }
}
