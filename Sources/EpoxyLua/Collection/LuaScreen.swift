import EpoxyCollectionView
import EpoxyScreens
import LuaRuntime

/// The userdata of `ViewController{ layout =, sections = function() … end, … }`: a
/// ``ScreenViewController`` whose sections provider calls the script's function, plus the bar
/// providers and keyboard setting stored for the bars module.
final class LuaScreen {
    /// The metatable name of screens.
    static let typeName = "EpoxyViewController"
    /// The fields `ViewController{…}` accepts.
    static let fields = ["layout", "sections", "topBars", "bottomBars", "avoidsKeyboard", "title", "didMoveItem"]

    let controller: ScreenViewController
    /// `topBars = function() … end`, stored until bars are wired.
    let topBars: LuaRef?
    /// `bottomBars = function() … end`, stored until bars are wired.
    let bottomBars: LuaRef?
    /// Whether the bottom bars avoid the keyboard.
    let avoidsKeyboard: Bool

    init(controller: ScreenViewController, topBars: LuaRef?, bottomBars: LuaRef?, avoidsKeyboard: Bool) {
        self.controller = controller
        self.topBars = topBars
        self.bottomBars = bottomBars
        self.avoidsKeyboard = avoidsKeyboard
    }

    /// Reads `ViewController{…}`'s argument 1; the sections function runs on every render.
    static func make(call: LuaCall) throws -> LuaScreen {
        let arguments = try TableArgument.fields(of: call)
        try arguments.checkFields(fields, what: "ViewController")
        let layout = try CollectionLayoutParser.layout(arguments.value["layout"], field: arguments, in: call.state)
        guard let sections = try arguments.optionalFunction("sections") else {
            throw arguments.error("sections", "function expected (returning { SectionModel{…}, … }), got \(arguments.value["sections"].typeName)")
        }
        let provider = SectionsProvider(function: sections, state: call.state)
        let controller = ScreenViewController(layout: layout, sections: provider.sections)
        controller.title = try arguments.optionalString("title")
        if let didMoveItem = try arguments.optionalFunction("didMoveItem") {
            // The collection view's move delegate: the script records the new order in its
            // state, so the next render agrees with what the user did.
            let state = call.state
            controller.collectionView.didMoveItem = { [handle = state.handle] move in
                BehaviorCallback(function: didMoveItem, name: "didMoveItem", dataID: move.dataID, state: handle.state)([
                    "from": .integer(Int64(move.source.item + 1)),
                    "to": .integer(Int64(move.destination.item + 1)),
                    "fromSectionDataID": DataIDValue.lua(move.sourceSectionDataID),
                    "toSectionDataID": DataIDValue.lua(move.destinationSectionDataID),
                ])
            }
        }
        return LuaScreen(
            controller: controller, topBars: try arguments.optionalFunction("topBars"),
            bottomBars: try arguments.optionalFunction("bottomBars"),
            avoidsKeyboard: try arguments.optionalBoolean("avoidsKeyboard") ?? false)
    }
}

/// Calls a screen's `sections` function and checks what it returned: a list of sections.
private struct SectionsProvider {
    let function: LuaRef
    /// Not owned: the state owns the screen that owns this provider.
    @LuaStateReference var state: LuaState?

    func sections() throws -> [SectionModel] {
        guard let state else { return [] }
        // A render rebuilds a whole screen, so it gets a top-level run's budget, not an event's.
        let value = try state.call(function.value, [], timeLimit: state.configuration.timeLimit).first ?? .nil
        let elements: [LuaValue]
        switch try state.snapshot(value) {
        case .array(let array): elements = array
        case .dictionary(let fields) where fields.isEmpty: elements = []
        default:
            throw LuaArgumentError(message: "the sections function of ViewController returned \(value.typeName); it must return a list { SectionModel{…}, … }")
        }
        return try elements.enumerated().map { index, element in
            guard let box = state.object(element, as: LuaSectionModelBox.self) else {
                let given = state.object(element, as: LuaItemModelBox.self).map { "\($0.model.description) (wrap items in SectionModel{ dataID = …, items = { … } })" }
                    ?? element.typeName
                throw LuaArgumentError(message: "the sections function of ViewController returned a bad value at [\(index + 1)]: SectionModel expected, got \(given)")
            }
            return box.section
        }
    }
}
