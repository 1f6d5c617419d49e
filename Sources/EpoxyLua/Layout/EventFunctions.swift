import EpoxyCollectionView
import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import Foundation
import EpoxyScreens
import LuaRuntime

/// The simulated user events: `tap(dataID)`, `scroll{ y = }` (`scroll{ section =, x = }`), `scrollTo(dataID,
/// position)`, `typeText(dataID, text)` and `moveItem(dataID, toIndex)`. Each flushes pending
/// updates first (so it acts on what the screen shows) and after (so the state changes its
/// handlers made are on screen when it returns). Unknown dataIDs are errors listing close matches.
enum EventFunctions {
    static func make(presenter: Presenter) -> [EpoxyModule.Function] {
        [
            ("tap", { call in try event(presenter) { try tap(call, presenter) } }),
            ("scroll", { call in try event(presenter) { try scroll(call, presenter) } }),
            ("scrollTo", { call in try event(presenter) { try scrollTo(call, presenter) } }),
            ("typeText", { call in try event(presenter) { try typeText(call, presenter) } }),
            ("moveItem", { call in try event(presenter) { try moveItem(call, presenter) } }),
        ]
    }

    private static func event(_ presenter: Presenter, _ body: () throws -> [LuaValue]) throws -> [LuaValue] {
        let renderLoop = presenter.renderLoop
        try renderLoop.flush()
        let results = try body()
        try renderLoop.flush()
        return results
    }

    /// Tells the REPL the screen changed without a render (a selection, a move, a scroll that
    /// moved): it shows the layout again. A scroll that did not move changes nothing.
    private static func recordChange(_ presenter: Presenter, scrolledFrom offset: Point? = nil) {
        if let offset, offset == presenter.collectionView?.contentOffset { return }
        presenter.recordChange()
    }

    /// A collection item: selects it (`didSelect`, `didChangeState`); a control found by dataID
    /// in the groups or inside cells: its `didTap`/`didToggle`.
    private static func tap(_ call: LuaCall, _ presenter: Presenter) throws -> [LuaValue] {
        if let tapped = try DeklarativFunctions.tap(call, stage: presenter.stage) { return tapped }
        let path = try DataIDPath.argument(call)
        if let item = try presenter.collectionItem(at: path, function: call.functionName), let collectionView = presenter.collectionView {
            do {
                try collectionView.tap(item.dataID, inSection: item.sectionDataID)
            } catch let error as CollectionViewError {
                throw LuaArgumentError(position: 1, function: call.functionName, problem: error.description)
            }
            recordChange(presenter)
            return []
        }
        let constrainable = try presenter.requireElement(at: path, function: call.functionName)
        let tapped: Bool
        switch constrainable {
        case let button as Button: tapped = button.simulateTap()
        case let toggle as Switch: tapped = toggle.simulateTap()
        case let checkbox as Checkbox: tapped = checkbox.simulateTap()
        case let row as ButtonRow: tapped = row.simulateTap()
        case let row as CheckboxRow: tapped = row.simulateTap()
        default:
            throw LuaArgumentError(position: 1, function: call.functionName,
                                   problem: "\(path.displayName) is a \(describe(constrainable)), which cannot be tapped (collection items, Button, Switch, Checkbox, ButtonRow and CheckboxRow can)")
        }
        recordChange(presenter)
        return [.boolean(tapped)]
    }

    /// `scroll{ y = 300 }` (`scroll{ x = 300 }` in a horizontal collection; the other axis is
    /// accepted and keeps its inset): the content offset, kept within the scrollable range.
    /// Returns the new offset. `scroll{ section = dataID, x = 300 }` scrolls an orthogonally
    /// scrolling section (`y =` for one in a horizontal collection, which scrolls up and down)
    /// and lets go: it rests where its behaviour says (paging ones on a page or group
    /// boundary); returns `{ x =, y = }` with the resting offset on the section's axis.
    private static func scroll(_ call: LuaCall, _ presenter: Presenter) throws -> [LuaValue] {
        let table = try TableArgument.fields(of: call, expected: "table ({ y = … })")
        try table.checkFields(["x", "y", "section"], what: "scroll")
        let collectionView = try collection(call, presenter)
        if let section = try table.optionalDataID("section") {
            return try scrollSection(section, table: table, collectionView: collectionView, presenter)
        }
        let current = collectionView.contentOffset
        let x = try table.optionalNumber("x") ?? current.x
        let y = try table.optionalNumber("y") ?? current.y
        guard x.isFinite, y.isFinite else {
            throw LuaArgumentError(position: 1, function: call.functionName, problem: "x and y must be finite numbers")
        }
        presenter.stage.layoutIfNeeded()
        collectionView.scroll(to: Point(x: x, y: y))
        recordChange(presenter, scrolledFrom: current)
        return [offsetTable(collectionView.contentOffset)]
    }

    private static func scrollSection(_ section: AnyHashable, table: TableArgument, collectionView: CollectionView, _ presenter: Presenter) throws -> [LuaValue] {
        // A section scrolls across its collection: sideways (x) in a vertical one, up and down (y) in a horizontal one.
        let horizontal = collectionView.scrollDirection == .vertical
        let (field, other) = horizontal ? ("x", "y") : ("y", "x")
        guard table.value[.string(other)].isNil else {
            let how = horizontal ? "sideways only" : "up and down only (the collection scrolls horizontally)"
            throw table.error(other, "a section scrolls \(how): give \(field) (scroll{ section = …, \(field) = … })")
        }
        guard let offset = try table.optionalNumber(field) else { throw table.error(field, "number expected, got nil") }
        guard offset.isFinite else { throw table.error(field, "a finite number expected, got \(LuaNumberFormat.string(offset))") }
        presenter.stage.layoutIfNeeded()
        let before = collectionView.orthogonalOffset(ofSection: section)
        let resting: Double
        do {
            resting = try collectionView.scrollSection(section, to: offset)
        } catch let error as CollectionViewError {
            throw table.error("section", error.description)
        }
        if before != resting { presenter.recordChange() }
        return [offsetTable(horizontal ? Point(x: resting, y: 0) : Point(x: 0, y: resting))]
    }

    /// `scrollTo(dataID, position)` (default "top"): "top", "center" (or "centeredVertically"),
    /// "bottom", "left", "centeredHorizontally", "right". An item of a carousel scrolls its
    /// carousel too (see ``CollectionView/scrollToItem(_:inSection:position:)``).
    private static func scrollTo(_ call: LuaCall, _ presenter: Presenter) throws -> [LuaValue] {
        let collectionView = try collection(call, presenter)
        let item = try item(call, presenter)
        let name = try call.optionalString(2) ?? "top"
        guard let position = scrollPositions.first(where: { $0.name == name })?.position else {
            throw LuaArgumentError(position: 2, function: call.functionName, problem: ClosestName.unknown("position", name, valid: scrollPositions.map(\.name)))
        }
        presenter.stage.layoutIfNeeded()
        let before = collectionView.contentOffset
        let carouselsBefore = carouselOffsets(collectionView)
        defer {
            if carouselOffsets(collectionView) != carouselsBefore { presenter.recordChange() } else { recordChange(presenter, scrolledFrom: before) }
        }
        do {
            try collectionView.scrollToItem(item.dataID, inSection: item.sectionDataID, position: position)
        } catch let error as CollectionViewError {
            throw LuaArgumentError(position: 1, function: call.functionName, problem: error.description)
        }
        return [offsetTable(collectionView.contentOffset)]
    }

    /// The names `scrollTo` takes, UIKit's (and "center" for centeredVertically).
    static let scrollPositions: [(name: String, position: ScrollPosition)] = [
        ("top", .top), ("center", .centeredVertically), ("bottom", .bottom),
        ("left", .left), ("centeredHorizontally", .centeredHorizontally), ("right", .right), ("centeredVertically", .centeredVertically),
    ]

    /// The offsets of the collection's orthogonal sections, by section.
    private static func carouselOffsets(_ collectionView: CollectionView) -> [Double?] {
        collectionView.sections.map { collectionView.orthogonalOffset(ofSection: $0.dataID) }
    }

    /// Types `text` into the TextField with `dataID` (its `didChangeText` runs).
    private static func typeText(_ call: LuaCall, _ presenter: Presenter) throws -> [LuaValue] {
        let path = try DataIDPath.argument(call)
        let text = try call.string(2)
        let constrainable = try presenter.requireElement(at: path, function: call.functionName)
        guard let field = constrainable as? TextField else {
            throw LuaArgumentError(position: 1, function: call.functionName,
                                   problem: "\(path.displayName) is a \(describe(constrainable)), not a TextField")
        }
        field.simulateTyping(text)
        recordChange(presenter)
        return []
    }

    /// Moves a movable item to `toIndex` (1-based) in its section, as a user's drag does.
    private static func moveItem(_ call: LuaCall, _ presenter: Presenter) throws -> [LuaValue] {
        let collectionView = try collection(call, presenter)
        let item = try item(call, presenter)
        let dataID = item.dataID
        let index = try call.integer(2)
        guard let section = collectionView.sections.firstIndex(where: { $0.dataID == item.sectionDataID }) else {
            try itemError(call, presenter, dataID: dataID)
        }
        let count = collectionView.sections[section].items.count
        guard index >= 1, index <= count else {
            throw LuaArgumentError(position: 2, function: call.functionName, problem: "index \(index) is out of range 1…\(count)")
        }
        do {
            try collectionView.moveItem(dataID, inSection: collectionView.sections[section].dataID, to: IndexPath(item: Int(index) - 1, section: section))
        } catch let error as CollectionViewError {
            throw LuaArgumentError(position: 1, function: call.functionName, problem: error.description)
        }
        recordChange(presenter)
        return []
    }

    // MARK: Lookups

    /// The collection item argument 1 names: an item's dataID, or `{ section, item }` for one
    /// whose dataID several sections have (alone, that is an error listing both).
    private static func item(_ call: LuaCall, _ presenter: Presenter) throws -> ItemPath {
        let path = try DataIDPath.argument(call)
        if let item = try presenter.collectionItem(at: path, function: call.functionName) { return item }
        guard let dataID = path.single else {
            throw LuaArgumentError(position: 1, function: call.functionName,
                                   problem: "\(path.displayName) names no collection item (give an item's dataID, or { section, item })")
        }
        try itemError(call, presenter, dataID: dataID)
    }

    private static func collection(_ call: LuaCall, _ presenter: Presenter) throws -> CollectionView {
        guard let collectionView = presenter.collectionView else {
            throw LuaArgumentError(message: "\(call.functionName): the screen has no collection view (show a ViewController{ sections = … } first)")
        }
        return collectionView
    }

    private static func itemError(_ call: LuaCall, _ presenter: Presenter, dataID: AnyHashable) throws -> Never {
        throw LuaArgumentError(position: 1, function: call.functionName, problem: presenter.unknownDataIDMessage(dataID))
    }

    private static func describe(_ constrainable: any Constrainable) -> String {
        (constrainable as? any ComponentDescribing)?.componentName ?? String(describing: type(of: constrainable))
    }

    private static func offsetTable(_ offset: Point) -> LuaValue {
        .dictionary(["x": .number(offset.x + 0), "y": .number(offset.y + 0)])
    }
}
