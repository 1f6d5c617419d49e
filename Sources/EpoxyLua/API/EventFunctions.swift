import EpoxyCollectionView
import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import Foundation
import EpoxyScreens

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
        let dataID = try dataID(call)
        if let collectionView = presenter.collectionView, collectionView.frame(ofItem: dataID) != nil {
            do {
                try collectionView.tap(dataID)
            } catch let error as CollectionViewError {
                throw LuaArgumentError(position: 1, function: call.functionName, problem: error.description)
            }
            recordChange(presenter)
            return []
        }
        let constrainable = try control(call, presenter, dataID: dataID)
        let tapped: Bool
        switch constrainable {
        case let button as Button: tapped = button.simulateTap()
        case let toggle as Switch: tapped = toggle.simulateTap()
        case let checkbox as Checkbox: tapped = checkbox.simulateTap()
        case let row as ButtonRow: tapped = row.simulateTap()
        case let row as CheckboxRow: tapped = row.simulateTap()
        default:
            throw LuaArgumentError(position: 1, function: call.functionName,
                                   problem: "'\(DataIDFormatter.string(for: dataID))' is a \(describe(constrainable)), which cannot be tapped (collection items, Button, Switch, Checkbox, ButtonRow and CheckboxRow can)")
        }
        recordChange(presenter)
        return [.boolean(tapped)]
    }

    /// `scroll{ y = 300 }` (`x` is accepted; a vertical collection keeps its inset x): the
    /// content offset, kept within the scrollable range. Returns the new offset.
    /// `scroll{ section = dataID, x = 300 }` scrolls a sideways-scrolling section and lets go:
    /// it rests where its behaviour says (paging ones on a page or group boundary); returns
    /// `{ x = resting offset, y = 0 }`.
    private static func scroll(_ call: LuaCall, _ presenter: Presenter) throws -> [LuaValue] {
        guard call.typeName(1) == "table" else {
            throw LuaArgumentError(position: 1, function: call.functionName, expected: "table ({ y = … })", actual: call.typeName(1))
        }
        let table = TableArgument(call: call, position: 1, value: try call.snapshot(1))
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
        guard table.value["y"].isNil else {
            throw table.error("y", "a section scrolls sideways only: give x (scroll{ section = …, x = … })")
        }
        guard let x = try table.optionalNumber("x") else { throw table.error("x", "number expected, got nil") }
        guard x.isFinite else { throw table.error("x", "a finite number expected, got \(LuaNumberFormat.string(x))") }
        presenter.stage.layoutIfNeeded()
        let before = collectionView.orthogonalOffset(ofSection: section)
        let resting: Double
        do {
            resting = try collectionView.scrollSection(section, toX: x)
        } catch let error as CollectionViewError {
            throw table.error("section", error.description)
        }
        if before != resting { presenter.recordChange() }
        return [offsetTable(Point(x: resting, y: 0))]
    }

    /// `scrollTo(dataID, "top" | "center" | "bottom")` (default top).
    private static func scrollTo(_ call: LuaCall, _ presenter: Presenter) throws -> [LuaValue] {
        let dataID = try dataID(call)
        let collectionView = try collection(call, presenter)
        let name = try call.optionalString(2) ?? "top"
        let positions: [String: ScrollPosition] = ["top": .top, "center": .centeredVertically, "bottom": .bottom]
        guard let position = positions[name] else {
            throw LuaArgumentError(position: 2, function: call.functionName, problem: ClosestName.unknown("position", name, valid: ["top", "center", "bottom"]))
        }
        presenter.stage.layoutIfNeeded()
        let before = collectionView.contentOffset
        defer { recordChange(presenter, scrolledFrom: before) }
        do {
            try collectionView.scrollToItem(dataID, position: position)
        } catch let error as CollectionViewError {
            throw LuaArgumentError(position: 1, function: call.functionName, problem: error.description)
        }
        return [offsetTable(collectionView.contentOffset)]
    }

    /// Types `text` into the TextField with `dataID` (its `didChangeText` runs).
    private static func typeText(_ call: LuaCall, _ presenter: Presenter) throws -> [LuaValue] {
        let dataID = try dataID(call)
        let text = try call.string(2)
        let constrainable = try control(call, presenter, dataID: dataID)
        guard let field = constrainable as? TextField else {
            throw LuaArgumentError(position: 1, function: call.functionName,
                                   problem: "'\(DataIDFormatter.string(for: dataID))' is a \(describe(constrainable)), not a TextField")
        }
        field.simulateTyping(text)
        recordChange(presenter)
        return []
    }

    /// Moves a movable item to `toIndex` (1-based) in its section, as a user's drag does.
    private static func moveItem(_ call: LuaCall, _ presenter: Presenter) throws -> [LuaValue] {
        let dataID = try dataID(call)
        let collectionView = try collection(call, presenter)
        let index = try call.integer(2)
        guard let section = collectionView.sections.firstIndex(where: { $0.items.contains { $0.dataID == dataID } }) else {
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

    private static func dataID(_ call: LuaCall) throws -> AnyHashable {
        guard let dataID = DataIDValue.hashable(try call.value(1)) else {
            throw LuaArgumentError(position: 1, function: call.functionName, expected: "dataID (string, number or boolean)", actual: call.typeName(1))
        }
        return dataID
    }

    private static func collection(_ call: LuaCall, _ presenter: Presenter) throws -> CollectionView {
        guard let collectionView = presenter.collectionView else {
            throw LuaArgumentError(message: "\(call.functionName): the screen has no collection view (show a ViewController{ sections = … } first)")
        }
        return collectionView
    }

    /// The view with `dataID` in groups or cells; an error with close matches when none has it.
    private static func control(_ call: LuaCall, _ presenter: Presenter, dataID: AnyHashable) throws -> any Constrainable {
        guard presenter.stage.root != nil else {
            throw LuaArgumentError(message: "\(call.functionName): nothing is shown yet: call show(root) first")
        }
        if let found = presenter.constrainable(for: dataID) { return found }
        try itemError(call, presenter, dataID: dataID)
    }

    private static func itemError(_ call: LuaCall, _ presenter: Presenter, dataID: AnyHashable) throws -> Never {
        let known = presenter.dataIDs.map(DataIDFormatter.string(for:))
        let name = DataIDFormatter.string(for: dataID)
        var message = "no item with dataID '\(name)'"
        let close = known.filter { ClosestName.suggestion(for: name, among: [$0]) != nil }
        if !close.isEmpty {
            message += "; did you mean \(close.prefix(3).map { "'\($0)'" }.joined(separator: ", "))?"
        } else if !known.isEmpty {
            message += " (dataIDs: \(known.prefix(12).joined(separator: ", "))\(known.count > 12 ? ", …" : ""))"
        }
        throw LuaArgumentError(position: 1, function: call.functionName, problem: message)
    }

    private static func describe(_ constrainable: any Constrainable) -> String {
        (constrainable as? any ComponentDescribing)?.componentName ?? String(describing: type(of: constrainable))
    }

    private static func offsetTable(_ offset: Point) -> LuaValue {
        .dictionary(["x": .number(offset.x + 0), "y": .number(offset.y + 0)])
    }
}
