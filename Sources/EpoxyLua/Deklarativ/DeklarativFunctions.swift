import EpoxyCore
import EpoxyCollectionView
import EpoxyDeklarativ
import EpoxyScreens
import Foundation
import LuaRuntime

/// DeklarativTVC in Lua: `Command{…}`, `TitleHeader(…)`, `TitleFooter(…)`, `TableSection{…}`,
/// `TableModel{…}`, `X.cellModel{…}` on every built-in component, and the controllers
/// `DeclarativeTVC{}` (also named `DeclarativeTable`) and `DeclarativeCollection{ layout = … }`
/// with `:set{ rows = … | sections = … | model = …, animations = … }`.
enum DeklarativFunctions: LuaAPIFeature {
    /// The constructor functions, installed like every other API function.
    static func make(environment: ScriptEnvironment) -> [EpoxyModule.Function] {
        [
            ("Command", { call in [.object(try LuaCommandBox.make(call: call))] }),
            ("TitleHeader", { call in
                [.object(LuaCellModelBox(CellAnyModel(TitleWithoutViewTableHeaderModel(title: try call.string(1))), kind: "TitleHeader"))]
            }),
            ("TitleFooter", { call in
                [.object(LuaCellModelBox(CellAnyModel(TitleWithoutViewTableFooterModel(title: try call.string(1))), kind: "TitleFooter"))]
            }),
            ("TableSection", { call in [.object(try DeklarativParser.section(call: call))] }),
            ("TableModel", { call in [.object(try DeklarativParser.model(call: call))] }),
            ("DeclarativeTVC", { call in [.object(try makeTable(call, name: "DeclarativeTVC"))] }),
            ("DeclarativeTable", { call in [.object(try makeTable(call, name: "DeclarativeTable"))] }),
            ("DeclarativeCollection", { call in [.object(try makeCollection(call))] }),
        ]
    }

    /// Registers the userdata types and adds `cellModel` to the built-in component namespaces.
    /// The methods of `DeclarativeTVC{}`, `DeclarativeTable{}` and `DeclarativeCollection{}` values.
    static var tableMethods: [String: (LuaDeclarativeBox, LuaCall) throws -> [LuaValue]] {
        [
            "set": { box, call in try set(box, call) },
            "lastBatch": { box, _ in [box.controller.lastBatch.map(TableBatchEncoding.table(for:)) ?? .nil] },
            "rowNames": { box, _ in [.array(box.controller.rowNames.map { .array($0.map(LuaValue.string)) })] },
        ]
    }

    static func install(in lua: LuaState, module: LuaRef, environment: ScriptEnvironment) throws {
        try lua.registerType(LuaCommandBox.self, name: LuaCommandBox.typeName, metamethods: [
            "__tostring": { call in [.string(call.objectOrNil(1, as: LuaCommandBox.self)?.command.description ?? "Command")] },
        ])
        try lua.registerType(LuaCellModelBox.self, name: LuaCellModelBox.typeName, metamethods: [
            "__tostring": { call in [.string(call.objectOrNil(1, as: LuaCellModelBox.self)?.model.description ?? "cellModel")] },
        ])
        try lua.registerType(LuaTableSectionBox.self, name: LuaTableSectionBox.typeName, metamethods: [
            "__tostring": { _ in [.string("TableSection")] },
        ])
        try lua.registerType(LuaTableModelBox.self, name: LuaTableModelBox.typeName, metamethods: [
            "__tostring": { _ in [.string("TableModel")] },
        ])
        try lua.registerType(LuaDeclarativeBox.self, name: LuaDeclarativeBox.typeName, methods: tableMethods, metamethods: [
            "__tostring": { call in [.string(call.objectOrNil(1, as: LuaDeclarativeBox.self)?.name ?? "DeclarativeTVC")] },
        ])
        for component in BuiltinComponent.catalog {
            guard case .table(let namespace) = try lua.global(component.name) else { continue }
            let itemModel = try lua.get("itemModel", in: namespace)
            try lua.register("cellModel", in: namespace) { call in
                [.object(try DeklarativParser.cellModel(componentName: component.name, itemModel: itemModel, call: call))]
            }
        }
    }

    /// `Row.cellModel` of a `Component{…}`: rows made from the component's item models.
    static func cellModelConstructor(for definition: LuaComponentDefinition, in lua: LuaState) throws -> LuaRef {
        let itemModel = try definition.constructor("itemModel", in: lua)
        let name = definition.name
        return try lua.makeFunction(name: "\(name).cellModel") { call in
            [.object(try DeklarativParser.cellModel(componentName: name, itemModel: itemModel.value, call: call))]
        }
    }

    // MARK: Controllers

    private static func makeTable(_ call: LuaCall, name: String) throws -> LuaDeclarativeBox {
        let arguments = try options(call, name: name, fields: ["title"])
        let controller = DeclarativeTVC()
        controller.title = try arguments.optionalString("title")
        return LuaDeclarativeBox(controller, name: name)
    }

    private static func makeCollection(_ call: LuaCall) throws -> LuaDeclarativeBox {
        let arguments = try options(call, name: "DeclarativeCollection", fields: ["title", "layout"])
        var layout = FlowLayout()
        let value = arguments.value["layout"]
        if !value.isNil {
            guard let given = call.state.object(value, as: LuaCollectionLayout.self)?.layout as? FlowLayout else {
                throw arguments.error("layout", "Layout.flow{…} expected, got \(call.state.object(value, as: LuaCollectionLayout.self).map { "Layout.\($0.name)" } ?? value.typeName)")
            }
            layout = given
        }
        let controller = DeclarativeCollection(layout: layout)
        controller.title = try arguments.optionalString("title")
        return LuaDeclarativeBox(controller, name: "DeclarativeCollection")
    }

    private static func options(_ call: LuaCall, name: String, fields: [String]) throws -> TableArgument {
        let value = try call.namedFieldsSnapshot(1)
        guard value.isNil || value.isTableValue else {
            throw LuaArgumentError(position: 1, function: call.functionName, expected: "table", actual: call.typeName(1))
        }
        let arguments = TableArgument(call: call, position: 1, value: value.isNil ? .dictionary([:]) : value)
        try arguments.checkFields(fields, what: name)
        return arguments
    }

    /// `tvc:set{ rows = … | sections = … | model = …, animations = … }`: applies the model and
    /// returns the batch.
    private static func set(_ box: LuaDeclarativeBox, _ call: LuaCall) throws -> [LuaValue] {
        try call.state.refuseInsideHostPass("\(box.name):set()")
        let arguments = try TableArgument.fields(of: call, function: "set", expected: "table ({ rows = … } or { model = … })")
        try arguments.checkFields(["rows", "sections", "model", "animations"], what: "\(box.name):set")
        let model = try DeklarativParser.model(arguments, in: call.state)
        let animations = try DeklarativParser.animations(arguments)
        let batch = box.controller.set(model: model, animations: animations)
        return [TableBatchEncoding.table(for: batch)]
    }

    // MARK: Hooks for show and tap

    /// A 1-based section or row number: a whole number (out-of-range ones are reported by the
    /// caller, so only non-integral and huge values are errors here).
    private static func position(_ arguments: TableArgument, _ field: String) throws -> Int {
        let number = try arguments.number(field)
        guard number.isFinite, number == number.rounded(), abs(number) < 1e9 else {
            // As Lua writes it: math.maxinteger is a whole number, too large to be a position.
            let written = if case .integer(let integer) = arguments.value[.string(field)] { String(integer) } else { LuaNumberFormat.string(number) }
            throw arguments.error(field, "a whole number below 1e9 expected, got \(written)")
        }
        return Int(number)
    }

    /// The controller `value` holds when it is a declarative table or collection (for `show`).
    static func controller(of value: LuaValue, in lua: LuaState) -> DeclarativeTVC? {
        lua.object(value, as: LuaDeclarativeBox.self)?.controller
    }

    /// `tap(name)` or `tap{ section =, row = }` on a shown declarative table: selects the row and
    /// runs its command (a failing command is an error naming it). Returns nil when the root is
    /// not a declarative table or no row has the name (then `tap` looks for controls in cells).
    static func tap(_ call: LuaCall, stage: Stage) throws -> [LuaValue]? {
        guard let controller = stage.root?.viewController as? DeclarativeTVC else { return nil }
        let value = try call.namedFieldsSnapshot(1)
        // A list of dataIDs is a path to an element inside a row (`tap({ "b", "like" })`), the
        // generic tap's to find; only `{ section =, row = }` names a row by position.
        if value.isTableValue, call.rawLength(1) > 0 { return nil }
        let path: IndexPath
        if value.isTableValue {
            let arguments = TableArgument(call: call, position: 1, value: value)
            try arguments.checkFields(["section", "row"], what: "row position")
            let section = try position(arguments, "section")
            let row = try position(arguments, "row")
            let names = controller.rowNames
            guard section >= 1, section <= names.count else {
                throw LuaArgumentError(position: 1, function: call.functionName, problem: "no section \(section) (the table has \(names.count) sections)")
            }
            guard row >= 1, row <= names[section - 1].count else {
                throw LuaArgumentError(position: 1, function: call.functionName, problem: "no row \(row) in section \(section) (it has \(names[section - 1].count) rows)")
            }
            path = IndexPath(item: row - 1, section: section - 1)
        } else if let name = DataIDValue.hashable(value).map(DataIDFormatter.string(for:)),
                  controller.rowNames.filter({ $0.contains(name) }).count < 2,
                  let found = controller.indexPath(ofRowNamed: name) {
            // A name several sections have is the generic tap's to refuse, listing { section, row }.
            path = found
        } else {
            return nil
        }
        stage.layoutIfNeeded()
        do {
            try controller.selectRow(at: path)
        } catch let error as DeklarativError {
            throw LuaArgumentError(position: 1, function: call.functionName, problem: error.description)
        }
        return [.boolean(true)]
    }
}
