import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import EpoxyScreens

// Collection screens on the stage: showing a `ViewController{…}` with its renderer, and finding
// items (from the layout, on screen or not) and the views inside their cells.
extension StageSession {
    /// The shown screen's collection view, if the root is a collection screen.
    var collectionView: CollectionView? { stage.collectionView }

    /// Shows `screen` on the window and makes its sections provider the render loop's renderer:
    /// renders once now (an error leaves the previous root in place), then on every `render()`
    /// and `State` change.
    func show(screen: LuaScreen) throws {
        let controller = screen.controller
        let renderLoop = environment.renderLoop
        renderLoop.setRenderer(nil)
        if controller.renderCount == 0 || stage.root?.viewController !== controller {
            try controller.render(cause: "show")
        }
        show(.viewController(controller))
        // The first layout may run only now that the screen has the window's size.
        stage.layoutIfNeeded()
        if let error = controller.collectionView.takeLayoutError() { throw error }
        renderLoop.setRenderer { [weak self, weak controller] cause in
            guard let controller else { return RenderReport(cause: cause) }
            let report = try controller.render(cause: cause)
            self?.stage.layoutIfNeeded()
            return RenderReport(cause: cause, changes: report.changes, warnings: self?.stage.warnings ?? [])
        }
    }

    /// The frame of the item with `dataID` in window coordinates, from the layout (off-screen
    /// items too); nil when no item has it.
    func itemFrame(of dataID: AnyHashable) -> Rect? {
        guard let collectionView, collectionView.frame(ofItem: dataID) != nil else { return nil }
        stage.layoutIfNeeded()
        return collectionView.frameInWindow(ofItem: dataID)
    }

    /// The element with a cell whose item (or header, footer) has `dataID`.
    func element(for dataID: AnyHashable) -> VisibleElement? {
        collectionView?.visibleElements.first { $0.dataID == dataID }
    }

    /// The view of the item with `dataID` if it has a cell, else a view with that dataID
    /// inside a cell (a button in a row, a component body's label, a composite's part).
    func cellConstrainable(for dataID: AnyHashable) -> (any Constrainable)? {
        guard let collectionView else { return nil }
        let elements = collectionView.visibleElements
        if let element = elements.first(where: { $0.dataID == dataID }) {
            return Self.hostedView(of: element)
        }
        guard dataID != AnyHashable(GroupItemCellView.hostedItemDataID) else { return nil }
        for element in elements {
            guard let group = (element.contentView as? GroupItemCellView)?.hostedGroup else { continue }
            for constrainable in group.constrainables {
                let nested = (constrainable as? any Group) ?? (constrainable as? any GroupHostingView)?.hostedGroup
                if let nested, let found = Self.search(nested, for: dataID) { return found }
            }
        }
        return nil
    }

    /// The view an element's model made (what its cell shows).
    static func hostedView(of element: VisibleElement) -> any Constrainable {
        (element.contentView as? GroupItemCellView)?.hostedConstrainable ?? element.contentView
    }

    /// The dataIDs of every item and supplementary element, then of the views inside cells.
    var collectionDataIDs: [AnyHashable] {
        guard let collectionView else { return [] }
        var result: [AnyHashable] = []
        for section in collectionView.sections {
            for items in section.supplementaryItems.values { result += items.map(\.dataID) }
            result += section.items.map(\.dataID)
        }
        for element in collectionView.visibleElements {
            guard let group = (element.contentView as? GroupItemCellView)?.hostedGroup else { continue }
            for constrainable in group.constrainables {
                if let nested = (constrainable as? any Group) ?? (constrainable as? any GroupHostingView)?.hostedGroup {
                    Self.collect(nested, into: &result)
                }
            }
        }
        return result
    }
}
