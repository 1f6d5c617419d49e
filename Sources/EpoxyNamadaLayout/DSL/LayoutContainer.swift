import EpoxyLayout

/// What a `layoutContent` closure receives: the view content is put into (NamadaLayout's
/// `LayoutContainer`). Each `put` adds a subview and returns its ``ViewLayout`` chain; the view
/// put before is the next one's `previous`.
public final class LayoutContainer {
    /// The view content goes into.
    public let view: View
    /// The pass this container belongs to.
    public let context: LayoutContext
    /// The last view put in this container.
    public private(set) var lastPut: View?

    init(view: View, context: LayoutContext) {
        self.view = view
        self.context = context
    }

    /// Adds `subview` (unless it already is one, so its constraints survive `editExisting`) and
    /// returns its chain. A ``MoleculeView`` lays out its own content right away.
    @discardableResult
    public func put<Subview: View>(_ subview: Subview) -> ViewLayout<Subview> {
        if subview.superview !== view { view.addSubview(subview) }
        return chain(for: subview)
    }

    /// Embeds a child view controller: adds it to the laid-out controller (or the one the
    /// delegate provides) and its view as a subview; `didMove(toParent:)` follows when the pass completes.
    @discardableResult
    public func put(_ viewController: ViewController) -> ViewLayout<View> {
        context.embed(viewController, in: view)
        return chain(for: viewController.view)
    }

    /// The chain of a view just placed, with the previous view recorded and molecules laid out.
    func chain<Subview: View>(for subview: Subview) -> ViewLayout<Subview> {
        let layout = ViewLayout(view: subview, context: context, previous: lastPut)
        lastPut = subview
        if let molecule = subview as? any MoleculeView {
            context.moleculeWillLayout(molecule)
            molecule.layoutContent(LayoutContainer(view: molecule, context: context))
        }
        return layout
    }
}
