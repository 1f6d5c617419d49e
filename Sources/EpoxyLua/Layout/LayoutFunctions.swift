import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import EpoxyScreens
import LuaRuntime

/// Layout and inspection without a screen: `layout(root, { width=, height=,
/// margins=, bottomPriority= })`, `show(root)`, `frame(dataID)`, `find(dataID)`, `visible()`,
/// `setDevice(…)` and `setContentSizeCategory(…)`, all working on the state's stage.
enum LayoutFunctions: LuaAPIFeature {
    static func make(environment: ScriptEnvironment) -> [EpoxyModule.Function] {
        let session = StageSession(environment: environment)
        return EventFunctions.make(environment: environment, session: session) + [
            ("layout", { call in try layout(call, session) }),
            ("show", { call in
                if case .function(let provider) = try call.value(1) {
                    try session.show(provider: provider, in: call.state)
                } else if try environment.screens.show(try call.value(1), in: call.state, on: session) {
                    try environment.renderLoop.flush()
                } else if let screen = call.state.object(try call.value(1), as: LuaScreen.self) {
                    try session.show(screen: screen)
                } else if let controller = DeklarativFunctions.controller(of: try call.value(1), in: call.state) {
                    environment.renderLoop.setRenderer(nil)
                    session.show(.viewController(controller))
                } else {
                    let root = try root(call)
                    environment.renderLoop.setRenderer(nil)
                    session.show(root)
                }
                return [try call.value(1)]
            }),
            ("frame", { call in
                try session.environment.renderLoop.flush()
                if let dataID = DataIDValue.hashable(try call.value(1)), let frame = session.itemFrame(of: dataID) {
                    return [frameTable(frame)]
                }
                let (_, constrainable) = try lookup(call, session)
                return [frameTable(session.stage.frame(of: constrainable) ?? Rect(x: 0, y: 0, width: 0, height: 0))]
            }),
            ("find", { call in try find(call, session) }),
            ("visible", { _ in
                try environment.renderLoop.flush()
                return visible(session)
            }),
            ("setDevice", { call in try setDevice(call, session) }),
            ("setContentSizeCategory", { call in
                let name = try call.string(1)
                guard let category = ContentSizeCategory(name: name) else {
                    throw LuaArgumentError(position: 1, function: call.functionName,
                                           problem: ClosestName.unknown("size category", name, valid: ContentSizeCategory.allCases.map(\.rawValue)))
                }
                session.stage.window.setContentSizeCategory(category)
                session.relayout()
                return []
            }),
        ]
    }

    /// Whether `show(value)` shows `value` (a root provider function aside): what `epoxy run`
    /// and the REPL show when a script returns it, rather than print it.
    static func isShowable(_ value: LuaValue, in lua: LuaState) -> Bool {
        lua.object(value, as: LuaModel.self) != nil || lua.object(value, as: LuaScreen.self) != nil
            || lua.object(value, as: LuaNavigationDefinition.self) != nil || lua.object(value, as: NamadaViewHandle.self) != nil
            || DeklarativFunctions.controller(of: value, in: lua) != nil
    }

    private static func root(_ call: LuaCall) throws -> LayoutRoot {
        if let screen = call.state.object(try call.value(1), as: NamadaViewHandle.self) { return .view(screen.view) }
        guard let model = call.state.object(try call.value(1), as: LuaModel.self) else {
            throw LuaArgumentError(position: 1, function: call.functionName,
                                   expected: "group, group item or component instance", actual: call.typeName(1))
        }
        return model.node.layoutRoot()
    }

    private static func layout(_ call: LuaCall, _ session: StageSession) throws -> [LuaValue] {
        let root = try root(call)
        let value = try call.snapshot(2)
        guard value.isNil || value.dictionaryValue != nil else {
            throw LuaArgumentError(position: 2, function: call.functionName, expected: "table", actual: call.typeName(2))
        }
        let options = TableArgument(call: call, position: 2, value: value.isNil ? .dictionary([:]) : value)
        try options.checkFields(["width", "height", "margins", "bottomPriority"], what: "layout options")
        let width = try options.optionalLength("width") ?? session.stage.window.device.size.width
        let margins = try options.optionalTable("margins").map(StyleValues.insets) ?? .zero
        var bottomPriority = LayoutPriority.required
        let priority = options.value["bottomPriority"]
        if !priority.isNil {
            switch LayoutValues.priority(priority) {
            case .success(let parsed): bottomPriority = parsed
            case .failure(let problem): throw options.error("bottomPriority", problem)
            }
        }
        session.layout(root, options: LayoutOptions(
            width: width, height: try options.optionalLength("height"), margins: margins, bottomPriority: bottomPriority))
        return [try call.value(1)]
    }

    /// The dataID of argument 1 and what it names; an unknown one is an error listing close matches.
    private static func lookup(_ call: LuaCall, _ session: StageSession) throws -> (AnyHashable, any Constrainable) {
        try session.environment.renderLoop.flush()
        let dataID = try dataID(call)
        guard session.stage.root != nil else {
            throw LuaArgumentError(message: "nothing is laid out yet: call layout(root, { width = … }) or show(root) first")
        }
        guard let constrainable = session.constrainable(for: dataID) else {
            let known = session.dataIDs.map(DataIDFormatter.string(for:))
            var message = "no item with dataID '\(DataIDFormatter.string(for: dataID))'"
            if let suggestion = ClosestName.suggestion(for: DataIDFormatter.string(for: dataID), among: known) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw LuaArgumentError(position: 1, function: call.functionName, problem: message + " (dataIDs: \(known.joined(separator: ", ")))")
        }
        return (dataID, constrainable)
    }

    private static func dataID(_ call: LuaCall) throws -> AnyHashable {
        guard let dataID = DataIDValue.hashable(try call.value(1)) else {
            throw LuaArgumentError(position: 1, function: call.functionName, expected: "dataID (string, number or boolean)", actual: call.typeName(1))
        }
        return dataID
    }

    private static func find(_ call: LuaCall, _ session: StageSession) throws -> [LuaValue] {
        try session.environment.renderLoop.flush()
        let dataID = try dataID(call)
        if let item = CollectionInspection.find(dataID, in: session) { return [item] }
        guard session.stage.root != nil, let constrainable = session.constrainable(for: dataID) else { return [.nil] }
        var result: [LuaKey: LuaValue] = [
            "dataID": DataIDValue.lua(dataID),
            "frame": frameTable(session.stage.frame(of: constrainable) ?? Rect(x: 0, y: 0, width: 0, height: 0)),
            "viewID": .integer(Int64(session.number(of: constrainable))),
        ]
        if let view = constrainable as? View, let content = view.modelContent as? LuaValue {
            result["content"] = content
        }
        if let component = constrainable as? any ComponentDescribing {
            result["component"] = .string(component.componentName)
            result["summary"] = .string(component.contentSummary)
            if let luaComponent = constrainable as? LuaComponentView {
                result["renderCount"] = .integer(Int64(luaComponent.renderCount))
            }
        } else {
            result["component"] = .string(String(describing: type(of: constrainable)))
        }
        return [.dictionary(result)]
    }

    private static func visible(_ session: StageSession) -> [LuaValue] {
        if let collectionView = session.collectionView {
            session.stage.layoutIfNeeded()
            let bars = session.stage.visibleBarDataIDs
            return [.array((bars.top + collectionView.displayedItems.map(\.dataID) + bars.bottom).map(DataIDValue.lua))]
        }
        guard let container = session.stage.container else { return [.array([])] }
        let bounds = Rect(x: 0, y: 0, width: container.frame.width, height: container.frame.height)
        let ids = session.dataIDs.filter { dataID in
            guard let constrainable = session.constrainable(for: dataID),
                  let frame = session.stage.frame(of: constrainable) else { return false }
            return frame.width > 0 && frame.height > 0 && frame.intersects(bounds)
        }
        return [.array(ids.map(DataIDValue.lua))]
    }

    private static func setDevice(_ call: LuaCall, _ session: StageSession) throws -> [LuaValue] {
        let device: Device
        switch try call.snapshot(1) {
        case .string(let name):
            guard let preset = Device(named: name) else {
                throw LuaArgumentError(position: 1, function: call.functionName,
                                       problem: ClosestName.unknown("device", name, valid: Device.presets.map(\.name)))
            }
            device = preset
        case let value where value.dictionaryValue != nil:
            let table = TableArgument(call: call, position: 1, value: value)
            try table.checkFields(["width", "height", "safeArea"], what: "a device")
            guard let width = try table.optionalLength("width"), let height = try table.optionalLength("height") else {
                throw table.error("width", "a custom device needs a width and a height")
            }
            let safe = try table.optionalTable("safeArea").map(StyleValues.insets) ?? .zero
            device = Device(size: Size(width: width, height: height),
                            safeArea: EdgeInsets(top: safe.top, left: safe.leading, bottom: safe.bottom, right: safe.trailing))
        default:
            throw LuaArgumentError(position: 1, function: call.functionName, expected: "device name or table", actual: call.typeName(1))
        }
        session.stage.window.setDevice(device)
        session.relayout()
        return []
    }

    static func frameTable(_ rect: Rect) -> LuaValue {
        // `+ 0` turns a solver's -0.0 into 0.0 so results print and compare cleanly.
        .dictionary([
            "x": .number(rect.minX + 0), "y": .number(rect.minY + 0),
            "width": .number(rect.width + 0), "height": .number(rect.height + 0),
        ])
    }
}
