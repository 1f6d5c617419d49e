import EpoxyLayout

/// A view that lays out its own content (NamadaLayout's molecule): when it is put by a layout
/// pass, `moleculeWillLayout`, then `layoutContent` run right away, and `moleculeDidLayout` runs
/// once the pass has activated its constraints.
public protocol MoleculeView: View {
    /// Puts and constrains the molecule's content.
    func layoutContent(_ layout: LayoutContainer)
    /// Called before `layoutContent`.
    func moleculeWillLayout()
    /// Called after the pass made the molecule's constraints.
    func moleculeDidLayout()
}

extension MoleculeView {
    public func moleculeWillLayout() {}
    public func moleculeDidLayout() {}

    /// Lays the molecule's content out on its own, outside any pass (a molecule made by hand).
    @discardableResult
    public func layoutMolecule(withDelegate delegate: (any NamadaLayoutDelegate)? = nil, _ option: SublayoutingOption = .addNew) throws -> [LayoutConstraint] {
        let context = LayoutContext(option: option, delegate: delegate, viewController: nil)
        return try runLayoutContent(context) { container in
            context.moleculeWillLayout(self)
            layoutContent(container)
        }
    }
}
