import EpoxyCollectionView
import EpoxyCore
import EpoxyDeklarativ
import LuaRuntime

/// Reads the arguments of the DeklarativTVC constructors and `set{…}` into Swift models, with
/// errors naming the field.
enum DeklarativParser {
    /// The fields `X.cellModel{…}` accepts; the first four are the component's.
    static let cellFields = ["dataID", "content", "style", "behaviors", "selectCommand", "height", "size", "hash", "innerHash"]

    /// `X.cellModel{…}`: makes the component's item model with `itemModel` (the collection
    /// bindings' constructor), then the cell model around it.
    static func cellModel(componentName: String, itemModel: LuaValue, call: LuaCall) throws -> LuaCellModelBox {
        let arguments = try TableArgument.fields(of: call)
        try arguments.checkFields(cellFields, what: "\(componentName).cellModel")
        let fields = arguments.value.namedFields ?? [:]
        // The component's own fields reach its item constructor as the script's tables, as if it
        // had called `X.itemModel{…}`: passing the snapshot pushed a copy of each back into Lua,
        // and a 300,000-element content took 75 MB of host memory to push, past the memory limit.
        let table = try call.table(1)
        var itemFields: [LuaKey: LuaValue] = ["dataID": .string("cell")]
        for name in ["content", "style", "behaviors"] where fields[.string(name)] != nil {
            itemFields[.string(name)] = try call.state.get(.string(name), in: table)
        }
        let made: LuaItemModel
        do {
            let result = try call.state.call(itemModel, [.dictionary(itemFields)]).first ?? .nil
            guard let box = call.state.object(result, as: LuaItemModelBox.self) else {
                throw LuaArgumentError(position: 1, function: call.functionName, problem: "\(componentName) made no item model")
            }
            made = box.model
        } catch let error as LuaError {
            // The item constructor's message names itself; the script called cellModel.
            throw LuaArgumentError(message: error.message.replacingOccurrences(of: "'itemModel'", with: "'cellModel'"))
        }
        let height = try length(arguments, "height")
        var size: Size?
        if let table = try arguments.optionalTable("size") {
            try table.checkFields(["width", "height"], what: "size")
            guard let width = try length(table, "width"), let height = try length(table, "height") else {
                throw arguments.error("size", "width and height expected")
            }
            size = Size(width: width, height: height)
        }
        let model = LuaCellModel(
            item: made, fixedHeight: height, fixedSize: size, dataID: try arguments.optionalDataID(),
            selectCommand: try command(arguments, "selectCommand", in: call.state) ?? Command {},
            hash: fields[.string("hash")], innerHash: fields[.string("innerHash")])
        return LuaCellModelBox(CellAnyModel(model), kind: "\(componentName).cellModel")
    }

    /// `TableSection{ header =, rows = {…}, footer = }` (`items` is accepted for `rows`).
    static func section(call: LuaCall) throws -> LuaTableSectionBox {
        let arguments = try TableArgument.fields(of: call)
        try arguments.checkFields(["header", "rows", "items", "footer"], what: "TableSection")
        let field = arguments.value["items"].isNil ? "rows" : "items"
        return LuaTableSectionBox(TableSection(
            erasedHeader: try optionalCell(arguments, "header", in: call.state),
            rows: try cells(arguments, field, in: call.state),
            erasedFooter: try optionalCell(arguments, "footer", in: call.state)))
    }

    /// `TableModel{ sections = {…} }` or `TableModel{ rows = {…} }`.
    static func model(call: LuaCall) throws -> LuaTableModelBox {
        let arguments = try TableArgument.fields(of: call)
        try arguments.checkFields(["sections", "rows"], what: "TableModel")
        return LuaTableModelBox(try model(arguments, in: call.state))
    }

    /// The model `set{ rows = … }` or `set{ model = … }` (or `TableModel{…}`) describes.
    static func model(_ arguments: TableArgument, in lua: LuaState) throws -> TableModel {
        let hasRows = !arguments.value["rows"].isNil
        let hasSections = !arguments.value["sections"].isNil
        let given = arguments.value["model"]
        switch (hasRows, hasSections, given.isNil) {
        case (true, false, true):
            return TableModel(sections: [TableSection(erasedHeader: nil, rows: try cells(arguments, "rows", in: lua), erasedFooter: nil)])
        case (false, true, true):
            return TableModel(sections: try list(arguments, "sections", in: lua).enumerated().map { index, element in
                guard let box = lua.object(element, as: LuaTableSectionBox.self) else {
                    throw arguments.error("sections[\(index + 1)]", "TableSection{…} expected, got \(describe(element, in: lua))")
                }
                return box.section
            })
        case (false, false, false):
            guard let box = lua.object(given, as: LuaTableModelBox.self) else {
                throw arguments.error("model", "TableModel{…} expected, got \(describe(given, in: lua))")
            }
            return box.model
        default:
            throw LuaArgumentError(position: arguments.position, function: arguments.call.functionName,
                                   problem: "give exactly one of rows = { … }, sections = { … } or model = TableModel{ … }")
        }
    }

    /// `animations = "fade"` (every operation), a table of one animation per operation
    /// (missing ones `automatic`), or nil/false (reload everything).
    static func animations(_ arguments: TableArgument) throws -> TableAnimations? {
        let names = RowAnimation.allCases.map(\.rawValue)
        func parse(_ value: LuaValue, _ field: String) throws -> RowAnimation {
            guard case .string(let name) = value else { throw arguments.error(field, "animation name expected, got \(value.typeName)") }
            guard let animation = RowAnimation(rawValue: name) else {
                throw arguments.error(field, ClosestName.unknown("animation", name, valid: names))
            }
            return animation
        }
        switch arguments.value["animations"] {
        case .nil, .boolean(false): return nil
        case .string: return TableAnimations(all: try parse(arguments.value["animations"], "animations"))
        case .dictionary:
            guard let table = try arguments.optionalTable("animations") else { return nil }
            let operations = ["deleteSections", "insertSections", "reloadSections", "deleteRows", "insertRows", "reloadRows"]
            try table.checkFields(operations, what: "animations")
            let parsed = try operations.map { table.value[.string($0)].isNil ? RowAnimation.automatic : try parse(table.value[.string($0)], "animations.\($0)") }
            return TableAnimations(
                deleteSectionsAnimation: parsed[0], insertSectionsAnimation: parsed[1], reloadSectionsAnimation: parsed[2],
                deleteRowsAnimation: parsed[3], insertRowsAnimation: parsed[4], reloadRowsAnimation: parsed[5])
        case let other:
            throw arguments.error("animations", "animation name or table expected, got \(other.typeName)")
        }
    }

    // MARK: Fields

    private static func length(_ table: TableArgument, _ field: String) throws -> Double? {
        guard let value = try table.optionalNumber(field) else { return nil }
        guard value.isFinite, value >= 0 else { throw table.error(field, "a finite number ≥ 0 expected, got \(value)") }
        return value
    }

    private static func command(_ table: TableArgument, _ field: String, in lua: LuaState) throws -> Command? {
        let value = table.value[.string(field)]
        if value.isNil { return nil }
        guard let box = lua.object(value, as: LuaCommandBox.self) else {
            throw table.error(field, "Command{ id = …, function() … end } expected, got \(value.typeName)")
        }
        return box.command
    }

    private static func optionalCell(_ table: TableArgument, _ field: String, in lua: LuaState) throws -> CellAnyModel? {
        let value = table.value[.string(field)]
        if value.isNil { return nil }
        guard let box = lua.object(value, as: LuaCellModelBox.self) else {
            throw table.error(field, "TitleHeader(\"…\"), TitleFooter(\"…\") or X.cellModel{…} expected, got \(describe(value, in: lua))")
        }
        return box.model
    }

    private static func cells(_ table: TableArgument, _ field: String, in lua: LuaState) throws -> [CellAnyModel] {
        try list(table, field, in: lua).enumerated().map { index, element in
            guard let box = lua.object(element, as: LuaCellModelBox.self) else {
                throw table.error("\(field)[\(index + 1)]", "cell model expected (X.cellModel{…}), got \(describe(element, in: lua))")
            }
            return box.model
        }
    }

    private static func list(_ table: TableArgument, _ field: String, in lua: LuaState) throws -> [LuaValue] {
        switch table.value[.string(field)] {
        case .array(let elements): return elements
        case .dictionary(let fields) where fields.isEmpty: return []
        case let other: throw table.error(field, "list expected, got \(other.typeName)")
        }
    }

    /// A value's kind for messages: the model it is, or its Lua type.
    private static func describe(_ value: LuaValue, in lua: LuaState) -> String {
        if let box = lua.object(value, as: LuaItemModelBox.self) { return "\(box.model.description) (use X.cellModel{…} in tables)" }
        if let box = lua.object(value, as: LuaCellModelBox.self) { return box.kind }
        if lua.object(value, as: LuaTableSectionBox.self) != nil { return "TableSection" }
        if lua.object(value, as: LuaTableModelBox.self) != nil { return "TableModel" }
        return value.typeName
    }
}
