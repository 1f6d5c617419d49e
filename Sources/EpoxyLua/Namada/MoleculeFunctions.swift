import EpoxyCore
import EpoxyLayout
import EpoxyNamadaLayout
import LuaRuntime

/// `Molecule{ layoutContent = function(content, view) … end, moleculeWillLayout =, moleculeDidLayout = }`
/// and `MoleculeCell{ layoutContent =, layoutBehaviour =, layoutOption =, calculatedCellSize =,
/// calculatedCellHeight = }` return constructors: `Badge{ dataID = "badge" }` makes a view to
/// `put`; a cell also answers `:layoutCell(phase)`, `:prepareForReuse()`, `:cellSize(width)`,
/// `:cellHeight(width)` and `:layoutCount()`.
enum MoleculeFunctions {
    static var functions: [EpoxyModule.Function] {
        [
            ("Molecule", { call in try define(call, isCell: false) }),
            ("MoleculeCell", { call in try define(call, isCell: true) }),
        ]
    }

    private static func define(_ call: LuaCall, isCell: Bool) throws -> [LuaValue] {
        let table = try TableArgument.fields(of: call)
        let cellFields = ["layoutBehaviour", "layoutOption", "calculatedCellSize", "calculatedCellHeight"]
        try table.checkFields(["layoutContent"] + (isCell ? cellFields : ["moleculeWillLayout", "moleculeDidLayout"]), what: call.functionName)
        guard let layoutContent = try table.optionalFunction("layoutContent") else {
            throw table.error("layoutContent", "function expected, got nil")
        }
        let definition = LuaMoleculeDefinition(
            layoutContent: layoutContent,
            willLayout: isCell ? nil : try table.optionalFunction("moleculeWillLayout"),
            didLayout: isCell ? nil : try table.optionalFunction("moleculeDidLayout"),
            layoutOption: isCell ? try table.optionalFunction("layoutOption") : nil,
            calculatedCellSize: isCell ? try table.optionalFunction("calculatedCellSize") : nil,
            calculatedCellHeight: isCell ? try table.optionalFunction("calculatedCellHeight") : nil,
            layoutBehaviour: isCell ? try behaviour(table.value["layoutBehaviour"], table) : .layoutOnce)
        let name = isCell ? "MoleculeCell" : "Molecule"
        let constructor = try call.state.makeFunction(name: name) { call in
            let view: View = isCell
                ? LuaMoleculeCell(definition: definition, state: call.state)
                : LuaMoleculeView(definition: definition, state: call.state)
            let value = try call.namedFieldsSnapshot(1)
            if !value.isNil {
                let fields = TableArgument(call: call, position: 1, value: value)
                try fields.checkFields(["dataID"], what: name)
                if let dataID = try fields.optionalDataID() { view.accessibilityIdentifier = DataIDFormatter.string(for: dataID) }
            }
            return [.object(NamadaViewHandle(view: view, chain: nil, pass: nil))]
        }
        return [constructor.value]
    }

    /// `"layoutOnce"`, `"alwaysLayout"`, `{ layoutOn = phase }` or `{ layoutOnEach = { phase, … } }` (default: once).
    private static func behaviour(_ value: LuaValue, _ table: TableArgument) throws -> CellLayoutBehaviour {
        func phase(_ value: LuaValue) throws -> CellLayoutingPhase {
            guard case .string(let name) = value, let phase = CellLayoutingPhase(rawValue: name) else {
                throw table.error("layoutBehaviour", ClosestName.unknown("phase", value.stringValue ?? value.typeName, valid: CellLayoutingPhase.allCases.map(\.rawValue)))
            }
            return phase
        }
        switch value {
        case .nil, .string("layoutOnce"): return .layoutOnce
        case .string("alwaysLayout"): return .alwaysLayout
        case .dictionary(let fields) where fields.count == 1 && fields["layoutOn"] != nil:
            return .layoutOn(try phase(fields["layoutOn"] ?? .nil))
        case .dictionary(let fields) where fields.count == 1 && fields["layoutOnEach"] != nil:
            guard case .array(let phases) = fields["layoutOnEach"] ?? .nil else {
                throw table.error("layoutBehaviour", "layoutOnEach takes a list of phases")
            }
            return .layoutOnEach(try phases.map(phase))
        default:
            throw table.error("layoutBehaviour", "\"layoutOnce\", \"alwaysLayout\", { layoutOn = phase } or { layoutOnEach = { phase, … } } expected")
        }
    }

    /// The cell methods of a view handle.
    static var cellMethods: [String: (NamadaViewHandle, LuaCall) throws -> [LuaValue]] {
        [
            "layoutCell": { handle, call in
                let name = try call.string(1)
                guard let phase = CellLayoutingPhase(rawValue: name) else {
                    throw LuaArgumentError(position: 1, function: call.functionName,
                                           problem: ClosestName.unknown("phase", name, valid: CellLayoutingPhase.allCases.map(\.rawValue)))
                }
                return [.boolean(try layingOut(handle, call) { try $0.layoutCell(on: phase) })]
            },
            "prepareForReuse": { handle, call in [.boolean(try layingOut(handle, call) { try $0.prepareForReuse() })] },
            "cellSize": { handle, call in
                let width = try call.number(1)
                let size = try layingOut(handle, call) { try $0.cellSize(for: width) }
                return [.dictionary(["width": .number(size.width + 0), "height": .number(size.height + 0)])]
            },
            "cellHeight": { handle, call in
                let width = try call.number(1)
                return [.number(try layingOut(handle, call) { try $0.cellHeight(for: width) } + 0)]
            },
            "layoutCount": { handle, call in
                [.integer(Int64(try cell(handle, call).layoutCount))]
            },
        ]
    }

    private static func cell(_ handle: NamadaViewHandle, _ call: LuaCall) throws -> LuaMoleculeCell {
        guard let cell = handle.view as? LuaMoleculeCell else {
            throw LuaArgumentError(message: "'\(call.functionName)' needs a MoleculeCell, got \(handle.view.layoutItemDescription)")
        }
        return cell
    }

    /// Runs a cell operation, raising what its `layoutContent` raised and the layout's first error.
    private static func layingOut<Result>(_ handle: NamadaViewHandle, _ call: LuaCall, _ body: (LuaMoleculeCell) throws -> Result) throws -> Result {
        let cell = try cell(handle, call)
        var result: Result?
        try NamadaPass.reportingErrors { result = try body(cell) }
        if let error = cell.takePendingError() { throw error }
        guard let result else { throw LuaArgumentError(message: "'\(call.functionName)' produced no result") }
        return result
    }
}
