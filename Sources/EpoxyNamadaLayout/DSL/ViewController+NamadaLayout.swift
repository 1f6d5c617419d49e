import EpoxyLayout

extension ViewController {
    /// Puts content into the controller's view; child controllers put there become its children.
    @discardableResult
    public func layoutContent(
        withDelegate delegate: (any NamadaLayoutDelegate)? = nil, _ option: SublayoutingOption = .addNew,
        _ layouter: (LayoutContainer) throws -> Void
    ) throws -> [LayoutConstraint] {
        try view.runLayoutContent(LayoutContext(option: option, delegate: delegate, viewController: self), layouter)
    }
}
