import EpoxyLayout

// The entry points: `layoutContent` lays out what goes inside a view, `layout` the view's own
// constraints. Both run the closure, then make and activate the constraints it asked for.
extension View {
    /// Puts content into this view and constrains it. `option` says what happens to what an
    /// earlier pass made; the delegate supplies missing parents and view controllers and hears
    /// every error. Throws what `layouter` throws (nothing is activated then) or the pass's first
    /// ``NamadaLayoutError`` (after activating every constraint that could be made).
    @discardableResult
    public func layoutContent(
        withDelegate delegate: (any NamadaLayoutDelegate)? = nil, _ option: SublayoutingOption = .addNew,
        _ layouter: (LayoutContainer) throws -> Void
    ) throws -> [LayoutConstraint] {
        try runLayoutContent(LayoutContext(option: option, delegate: delegate, viewController: nil), layouter)
    }

    /// Constrains this view itself (to its parent, siblings, …) and whatever the chain puts in it.
    @discardableResult
    public func layout(
        withDelegate delegate: (any NamadaLayoutDelegate)? = nil, _ option: SublayoutingOption = .addNew,
        _ layouter: (ViewLayout<View>) throws -> Void
    ) throws -> [LayoutConstraint] {
        let context = LayoutContext(option: option, delegate: delegate, viewController: nil)
        context.prepare(self, includingRoot: true)
        let previous = superview.flatMap { parent in
            parent.subviews.firstIndex { $0 === self }.flatMap { $0 > 0 ? parent.subviews[$0 - 1] : nil }
        }
        try layouter(ViewLayout(view: self, context: context, previous: previous))
        return try context.complete()
    }

    func runLayoutContent(_ context: LayoutContext, _ layouter: (LayoutContainer) throws -> Void) throws -> [LayoutConstraint] {
        context.prepare(self, includingRoot: false)
        try layouter(LayoutContainer(view: self, context: context))
        return try context.complete()
    }
}
