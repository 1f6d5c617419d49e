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

    /// Every element with `dataID` on stage, in the order a depth-first walk meets them: in the
    /// root (nested groups, hosted groups such as Lua components' bodies and composite rows'
    /// parts, bars, a view root's views), then on a collection screen the views of the displayed
    /// cells and the elements inside them (the item's dataID first in their ancestors, after its
    /// section's when several sections have that dataID).
    func matches(of dataID: AnyHashable) -> [DataIDMatch] {
        var result = stage.matches(of: dataID)
        guard let collectionView else { return result }
        // Cells laid out ahead of scrolling (prefetched, not displayed) are not on screen: a tap
        // there would act on a row the user cannot see.
        for element in collectionView.visibleElements where element.isDisplayed {
            // An item dataID that several sections have is named with its section.
            let isRepeated = element.kind == nil
                ? collectionView.sectionDataIDs(withItem: element.dataID).count > 1
                : collectionView.sectionDataIDs(withSupplementary: element.dataID).count > 1
            let item = isRepeated ? [element.sectionDataID, element.dataID] : [element.dataID]
            if element.dataID == dataID {
                result.append(DataIDMatch(constrainable: Self.hostedView(of: element), ancestors: Array(item.dropLast())))
            } else {
                result += ViewTreeSearch.matches(of: dataID, inside: element.contentView).map { $0.inside(item) }
            }
        }
        return result
    }

    /// The collection item `path` names, if it names one: an item's dataID that one section
    /// has, or `{ section, item }` (an item dataID may repeat in other sections, as in Epoxy).
    ///
    /// - Throws: ``LuaArgumentError`` (for `function`) when the dataID is an item of several
    ///   sections; the message lists `{ section, item }` for each.
    func collectionItem(at path: DataIDPath, function: String) throws -> ItemPath? {
        guard let collectionView else { return nil }
        return try sectioned(path, function: function, what: "an item", sections: collectionView.sectionDataIDs(withItem:))
    }

    /// The header, footer or other supplementary element `path` names, as
    /// ``collectionItem(at:function:)`` names items: its dataID, or `{ section, dataID }`.
    func collectionSupplementary(at path: DataIDPath, function: String) throws -> ItemPath? {
        guard let collectionView else { return nil }
        return try sectioned(path, function: function, what: "a header or footer", sections: collectionView.sectionDataIDs(withSupplementary:))
    }

    private func sectioned(
        _ path: DataIDPath, function: String, what: String, sections sectionsWith: (AnyHashable) -> [AnyHashable]
    ) throws -> ItemPath? {
        guard path.dataIDs.count <= 2 else { return nil }
        if path.dataIDs.count == 2 {
            let section = path.dataIDs[0], dataID = path.dataIDs[1]
            guard sectionsWith(dataID).contains(section) else { return nil }
            return ItemPath(sectionDataID: section, dataID: dataID)
        }
        let dataID = path.dataIDs[0]
        let sections = sectionsWith(dataID)
        guard sections.count > 1 else { return sections.first.map { ItemPath(sectionDataID: $0, dataID: dataID) } }
        let paths = sections.prefix(4).map { DataIDPath([$0, dataID]).luaDescription }.joined(separator: ", ")
        throw LuaArgumentError(position: 1, function: function, problem:
            "\(path.displayName) is \(what) of \(sections.count) sections; give a path to one of them: \(paths)\(sections.count > 4 ? ", …" : "")")
    }

    /// A collection item or header that the start of a path names.
    struct CollectionElement {
        /// Its section and dataID.
        let path: ItemPath
        /// Whether it is a header, footer or other supplementary element.
        let isSupplementary: Bool
        /// How many dataIDs of the path named it (`{ section, dataID }` is two).
        let length: Int
    }

    /// The collection element (item, then header or footer) the first one or two dataIDs of
    /// `path` name.
    ///
    /// - Throws: ``LuaArgumentError`` (for `function`) when a dataID names an item (or header)
    ///   of several sections.
    func collectionElement(at path: DataIDPath, function: String) throws -> CollectionElement? {
        guard collectionView != nil else { return nil }
        if path.dataIDs.count >= 2 {
            let prefix = DataIDPath(Array(path.dataIDs.prefix(2)))
            if let item = try collectionItem(at: prefix, function: function) { return CollectionElement(path: item, isSupplementary: false, length: 2) }
            if let header = try collectionSupplementary(at: prefix, function: function) { return CollectionElement(path: header, isSupplementary: true, length: 2) }
        }
        let head = DataIDPath([path.dataIDs[0]])
        if let item = try collectionItem(at: head, function: function) { return CollectionElement(path: item, isSupplementary: false, length: 1) }
        if let header = try collectionSupplementary(at: head, function: function) { return CollectionElement(path: header, isSupplementary: true, length: 1) }
        return nil
    }

    /// What looking `path` up found: the one element, or why there is none.
    private enum Lookup {
        case found(any Constrainable)
        case missing(String)
    }

    /// Looks `path` up step by step: a collection item or header first (see
    /// ``collectionElement(at:function:)``), else every element with the first dataID (see
    /// ``matches(of:)``), then each later dataID inside the element before. Nothing found is
    /// `.missing` with what a user needs to know: an unknown first dataID described as
    /// ``unknownDataIDMessage(_:)`` does, an item or header with no view on screen, a later
    /// dataID missing inside the element before it.
    ///
    /// - Throws: ``LuaArgumentError`` (for `function`) when several elements answer to a step;
    ///   the message lists paths that tell them apart.
    private func lookUp(_ path: DataIDPath, collectionElement head: CollectionElement?, function: String) throws -> Lookup {
        var found: [DataIDMatch]
        var start = 1
        if let head {
            guard let view = shown(head.path, isSupplementary: head.isSupplementary) else {
                return .missing(offScreenMessage(head, in: path))
            }
            found = [DataIDMatch(constrainable: view, ancestors: head.length == 2 ? [head.path.sectionDataID] : [])]
            start = head.length
        } else {
            found = matches(of: path.dataIDs[0])
            if found.isEmpty { return .missing(unknownDataIDMessage(path.dataIDs[0])) }
        }
        for depth in start..<max(start, path.dataIDs.count) {
            let prefix = Array(path.dataIDs[..<depth])
            guard let outer = try only(found, path: DataIDPath(prefix), function: function) else { break }
            found = Self.matches(of: path.dataIDs[depth], inside: outer).map { $0.inside(prefix) }
            if found.isEmpty {
                return .missing("no element with dataID '\(DataIDFormatter.string(for: path.dataIDs[depth]))' inside \(DataIDPath(prefix).displayName)")
            }
        }
        guard let element = try only(found, path: path, function: function) else { return .missing("nothing answers to \(path.luaDescription)") }
        return .found(element)
    }

    /// Why a collection item or header named by `path` has nothing to act on or look inside.
    private func offScreenMessage(_ head: CollectionElement, in path: DataIDPath) -> String {
        let element = head.path
        let purpose = path.dataIDs.count > head.length ? " to look inside" : ""
        let repeated = head.isSupplementary
            ? (collectionView?.sectionDataIDs(withSupplementary: element.dataID).count ?? 0) > 1
            : (collectionView?.sectionDataIDs(withItem: element.dataID).count ?? 0) > 1
        let elementPath = head.length == 2 || repeated ? DataIDPath([element.sectionDataID, element.dataID]) : DataIDPath([element.dataID])
        let name = elementPath.displayName
        if head.isSupplementary {
            return "\(name) (a header or footer of section '\(DataIDFormatter.string(for: element.sectionDataID))') has no view on screen\(purpose): scroll its section into view first"
        }
        return "item \(name) has no cell on screen\(purpose): scrollTo(\(elementPath.luaDescription)) first"
    }

    /// The one element `path` names (see ``DataIDPath``), nil when nothing answers to it.
    ///
    /// - Throws: ``LuaArgumentError`` (for `function`) when several elements answer to the
    ///   path; the message lists paths that tell them apart.
    func element(at path: DataIDPath, function: String) throws -> (any Constrainable)? {
        guard case .found(let element) = try lookUp(path, collectionElement: try collectionElement(at: path, function: function), function: function) else {
            return nil
        }
        return element
    }

    /// The view a displayed cell shows for the item (or header, footer) at `path`, nil when it
    /// has none on screen.
    private func shown(_ path: ItemPath, isSupplementary: Bool) -> (any Constrainable)? {
        guard let element = collectionView?.visibleElements.first(where: {
            ($0.kind != nil) == isSupplementary && $0.isDisplayed && $0.sectionDataID == path.sectionDataID && $0.dataID == path.dataID
        }) else { return nil }
        return Self.hostedView(of: element)
    }

    /// The one element `path` names.
    ///
    /// - Throws: ``LuaArgumentError`` (for `function`) when nothing is shown, when nothing has
    ///   the path's dataIDs (naming the closest dataIDs) and when several elements do.
    func requireElement(at path: DataIDPath, function: String) throws -> any Constrainable {
        try checkShown(function: function)
        switch try lookUp(path, collectionElement: try collectionElement(at: path, function: function), function: function) {
        case .found(let element): return element
        case .missing(let problem): throw LuaArgumentError(position: 1, function: function, problem: problem)
        }
    }

    private func checkShown(function: String) throws {
        guard stage.root == nil else { return }
        throw LuaArgumentError(message: "\(function): nothing is shown yet: call show(root) or layout(root, { width = … }) first")
    }

    /// The element `found` holds for `path`, nil when it is empty. Of several, the one directly
    /// at the level searched (in the root group, a collection item, a direct item of the element
    /// before in the path) is the one meant, when it is alone there: `frame("title")` is the
    /// screen's own title, not a row's.
    private func only(_ found: [DataIDMatch], path: DataIDPath, function: String) throws -> (any Constrainable)? {
        guard found.count > 1 else { return found.first?.constrainable }
        let level = path.dataIDs.count - 1
        let direct = found.filter { $0.ancestors.count == level }
        if direct.count == 1 { return direct[0].constrainable }
        let paths = found.prefix(5).map { shortestPath(to: $0, named: path.dataIDs[level]) }
        var problem = "\(path.displayName) names \(found.count) elements"
        if Set(paths.map(\.dataIDs)).count == paths.count {
            let shown = paths.prefix(4).map(\.luaDescription).joined(separator: ", ") + (found.count > 4 ? ", …" : "")
            problem += "; give a path to one of them: \(shown)"
        } else {
            problem += " that no path of dataIDs tells apart; give them distinct dataIDs"
        }
        throw LuaArgumentError(position: 1, function: function, problem: problem)
    }

    /// The shortest path that names `match` alone: `dataID` after as few of its ancestors as
    /// resolve to it (one, then two, innermost first), else after all of them.
    private func shortestPath(to match: DataIDMatch, named dataID: AnyHashable) -> DataIDPath {
        let ancestors = match.ancestors
        var candidates = ancestors.indices.reversed().map { [ancestors[$0]] }
        for inner in ancestors.indices.reversed() {
            for outer in ancestors.indices.reversed() where outer < inner {
                candidates.append([ancestors[outer], ancestors[inner]])
            }
        }
        for candidate in candidates.prefix(36) where candidate.count < ancestors.count {
            let path = DataIDPath(candidate + [dataID])
            if let resolved = try? element(at: path, function: ""), resolved === match.constrainable { return path }
        }
        return DataIDPath(ancestors + [dataID])
    }

    /// The elements with `dataID` inside `outer` (a group's items, a view's hosted group or
    /// subviews), `outer` itself not included.
    private static func matches(of dataID: AnyHashable, inside outer: any Constrainable) -> [DataIDMatch] {
        switch outer {
        case let group as any Group: ViewTreeSearch.matches(of: dataID, in: group)
        case let view as View: ViewTreeSearch.matches(of: dataID, inside: view)
        default: []
        }
    }

    /// Every dataID on the stage, depth first, Lua components' bodies included; on a collection
    /// screen every item's (on screen or not) and those inside cells.
    var dataIDs: [AnyHashable] {
        stage.dataIDs + collectionDataIDs
    }

    /// The frame of the item with `dataID` (in `section` when given) in window coordinates, from
    /// the layout (off-screen items too), or of the header or footer with `dataID` (where its view
    /// is, else from the layout); nil when none has it.
    func itemFrame(of dataID: AnyHashable, inSection section: AnyHashable? = nil) -> Rect? {
        guard let collectionView else { return nil }
        if collectionView.frame(ofItem: dataID, inSection: section) != nil {
            stage.layoutIfNeeded()
            return collectionView.frameInWindow(ofItem: dataID, inSection: section)
        }
        // A header or footer answers where its view is (a pinned one stays at the top), else
        // from the layout, off screen.
        guard collectionView.frame(ofSupplementary: dataID, inSection: section) != nil else { return nil }
        stage.layoutIfNeeded()
        if let element = collectionView.visibleElements.first(where: {
            $0.kind != nil && $0.dataID == dataID && (section == nil || $0.sectionDataID == section)
        }) {
            return element.cell.convert(element.cell.bounds, to: nil)
        }
        return collectionView.frame(ofSupplementary: dataID, inSection: section).map { collectionView.convert($0, to: nil) }
    }

    /// What `frame(path)` answers, after the pending updates ran: a collection item's (or a
    /// header's) frame from the layout, else the frame of the element `path` names on stage;
    /// `.missing` with the reason when nothing answers.
    ///
    /// - Throws: ``LuaArgumentError`` (for `function`) when nothing is shown or several elements
    ///   answer to `path`.
    func lookUpFrame(of path: DataIDPath, function: String) throws -> FrameLookup {
        try renderLoop.flush()
        let head = try collectionElement(at: path, function: function)
        if let head, head.length == path.dataIDs.count,
           let frame = itemFrame(of: head.path.dataID, inSection: head.path.sectionDataID) { return .frame(frame) }
        try checkShown(function: function)
        switch try lookUp(path, collectionElement: head, function: function) {
        case .found(let element): return .frame(stage.frame(of: element) ?? Rect(x: 0, y: 0, width: 0, height: 0))
        case .missing(let problem): return .missing(problem)
        }
    }

    /// A frame, or why `path` has none.
    enum FrameLookup {
        case frame(Rect)
        case missing(String)
    }

    /// The frame `path` names (see ``lookUpFrame(of:function:)``).
    ///
    /// - Throws: ``LuaArgumentError`` (for `function`) when nothing is shown, nothing answers to
    ///   `path`, or several elements do.
    func frame(of path: DataIDPath, function: String) throws -> Rect {
        switch try lookUpFrame(of: path, function: function) {
        case .frame(let frame): return frame
        case .missing(let problem): throw LuaArgumentError(position: 1, function: function, problem: problem)
        }
    }

    /// What is wrong with an unknown `dataID`, for every function that finds items by dataID:
    /// the closest dataID shown, then the dataIDs shown (each once, the first dozen: a list of
    /// repeated rows named them all, one per row).
    func unknownDataIDMessage(_ dataID: AnyHashable) -> String {
        var seen = Set<String>()
        let known = dataIDs.map(DataIDFormatter.string(for:)).filter { seen.insert($0).inserted }
        let name = DataIDFormatter.string(for: dataID)
        var message = "no item with dataID '\(name)'"
        // A dataID of another type spelled the same (5 and "5") is no suggestion.
        if let suggestion = ClosestName.suggestion(for: name, among: known), suggestion != name {
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
        // One walk: a dataID is listed when any element with it shows (each looked up by dataID
        // made this quadratic, and judged a repeated dataID by its first element alone).
        let elements = stage.elements
        var listed = Set<AnyHashable>()
        var result: [AnyHashable] = []
        for (element, frame) in zip(elements, stage.frames(of: elements.map(\.constrainable))) where !listed.contains(element.dataID) {
            guard let frame, frame.width > 0, frame.height > 0, frame.intersects(bounds) else { continue }
            listed.insert(element.dataID)
            result.append(element.dataID)
        }
        return result
    }

    /// The element with a cell whose item (or header, footer) has `dataID`.
    func element(for dataID: AnyHashable, inSection section: AnyHashable? = nil) -> VisibleElement? {
        collectionView?.visibleElements.first { $0.dataID == dataID && (section == nil || $0.sectionDataID == section) }
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
            result += ViewTreeSearch.elements(inside: element.contentView).map(\.dataID)
        }
        return result
    }
}
