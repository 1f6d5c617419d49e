import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import EpoxyScreens
import LuaRuntime

// Finding what is on stage by dataID: in groups (nested ones and Lua components' bodies
// included), and on a collection screen the items (from the layout, on screen or not) and the
// views inside their cells.
extension Presenter {
    /// The shown screen's collection view, if the root is a collection screen.
    var collectionView: CollectionView? { stage.collectionView }

    /// The constrainable with `dataID`, searching nested groups and Lua components' bodies, and
    /// on a collection screen the views of items that have cells and the views inside them.
    func constrainable(for dataID: AnyHashable) -> (any Constrainable)? {
        if let found = stage.constrainable(for: dataID) { return found }
        if case .group(let group)? = stage.root, let found = Self.search(group, for: dataID) { return found }
        return cellConstrainable(for: dataID)
    }

    /// Every dataID on the stage, depth first, Lua components' bodies included; on a collection
    /// screen every item's (on screen or not) and those inside cells.
    var dataIDs: [AnyHashable] {
        var result: [AnyHashable] = []
        if case .group(let group)? = stage.root { Self.collect(group, into: &result) } else { result = stage.dataIDs }
        result += collectionDataIDs
        return result
    }

    /// The frame of the item with `dataID` in window coordinates, from the layout (off-screen
    /// items too); nil when no item has it.
    func itemFrame(of dataID: AnyHashable) -> Rect? {
        guard let collectionView, collectionView.frame(ofItem: dataID) != nil else { return nil }
        stage.layoutIfNeeded()
        return collectionView.frameInWindow(ofItem: dataID)
    }

    /// What `frame(dataID)` answers, after the pending updates ran: a collection item's frame
    /// from the layout, else the frame of the view or group on stage.
    ///
    /// - Throws: ``LuaArgumentError`` (for `function`) when nothing is shown or nothing has `dataID`.
    func frame(of dataID: AnyHashable, function: String) throws -> Rect {
        try renderLoop.flush()
        if let frame = itemFrame(of: dataID) { return frame }
        return stage.frame(of: try lookup(dataID, function: function)) ?? Rect(x: 0, y: 0, width: 0, height: 0)
    }

    /// The constrainable with `dataID`; an unknown one is an error (for `function`) listing close matches.
    func lookup(_ dataID: AnyHashable, function: String) throws -> any Constrainable {
        guard stage.root != nil else {
            throw LuaArgumentError(message: "nothing is laid out yet: call layout(root, { width = … }) or show(root) first")
        }
        guard let constrainable = constrainable(for: dataID) else {
            throw LuaArgumentError(position: 1, function: function, problem: unknownDataIDMessage(dataID))
        }
        return constrainable
    }

    /// What is wrong with an unknown `dataID`, for every function that finds items by dataID:
    /// the closest dataID shown, then the dataIDs shown (each once, the first dozen: a list of
    /// repeated rows named them all, one per row).
    func unknownDataIDMessage(_ dataID: AnyHashable) -> String {
        var seen = Set<String>()
        let known = dataIDs.map(DataIDFormatter.string(for:)).filter { seen.insert($0).inserted }
        let name = DataIDFormatter.string(for: dataID)
        var message = "no item with dataID '\(name)'"
        if let suggestion = ClosestName.suggestion(for: name, among: known) {
            message += "; did you mean '\(suggestion)'?"
        }
        if !known.isEmpty {
            message += " (dataIDs: \(known.prefix(12).joined(separator: ", "))\(known.count > 12 ? ", …" : ""))"
        }
        return message
    }

    /// The dataIDs `visible()` lists: on a collection screen the bars' and the displayed items',
    /// else those of views and groups with a size that intersect the container.
    var visibleDataIDs: [AnyHashable] {
        if let collectionView {
            stage.layoutIfNeeded()
            let bars = stage.visibleBarDataIDs
            return bars.top + collectionView.displayedItems.map(\.dataID) + bars.bottom
        }
        guard let container = stage.container else { return [] }
        let bounds = Rect(x: 0, y: 0, width: container.frame.width, height: container.frame.height)
        return dataIDs.filter { dataID in
            guard let constrainable = constrainable(for: dataID),
                  let frame = stage.frame(of: constrainable) else { return false }
            return frame.width > 0 && frame.height > 0 && frame.intersects(bounds)
        }
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
    private var collectionDataIDs: [AnyHashable] {
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

    static func search(_ group: any Group, for dataID: AnyHashable) -> (any Constrainable)? {
        if let found = group.constrainable(with: dataID) { return found }
        for constrainable in group.constrainables {
            let nested = (constrainable as? any Group) ?? (constrainable as? LuaComponentView)?.group
            if let nested, let found = search(nested, for: dataID) { return found }
        }
        return nil
    }

    static func collect(_ group: any Group, into result: inout [AnyHashable]) {
        for (item, constrainable) in zip(group.items, group.constrainables) {
            result.append(item.dataID)
            if let nested = (constrainable as? any Group) ?? (constrainable as? LuaComponentView)?.group {
                collect(nested, into: &result)
            }
        }
    }
}
