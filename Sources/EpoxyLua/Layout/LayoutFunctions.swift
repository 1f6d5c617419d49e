import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import EpoxyScreens
import LuaRuntime

/// Layout and inspection: `layout(root, { width=, height=, margins=, bottomPriority= })`,
/// `show(root)`, `frame(dataID)`, `find(dataID)`, `visible()`, `setDevice(…)` and
/// `setContentSizeCategory(…)`: argument checking over the state's ``Presenter``.
enum LayoutFunctions: LuaAPIFeature {
    static func make(environment: ScriptEnvironment) -> [EpoxyModule.Function] {
        let presenter = environment.presenter
        return EventFunctions.make(presenter: presenter) + [
            ("layout", { call in try layout(call, presenter) }),
            ("show", { call in
                let value = try call.value(1)
                guard let presentation = presenter.presentation(of: value, in: call.state) else {
                    throw LuaArgumentError(position: 1, function: call.functionName,
                                           expected: "group, group item or component instance", actual: call.typeName(1))
                }
                try presenter.show(presentation)
                return [value]
            }),
            ("frame", { call in
                try presenter.renderLoop.flush()
                return [frameTable(try presenter.frame(of: try DataIDPath.argument(call), function: call.functionName))]
            }),
            ("find", { call in try find(call, presenter) }),
            ("visible", { _ in
                try presenter.renderLoop.flush()
                return [.array(presenter.visibleDataIDs.map(DataIDValue.lua))]
            }),
            ("setDevice", { call in try setDevice(call, presenter) }),
            ("setContentSizeCategory", { call in
                let name = try call.string(1)
                guard let category = ContentSizeCategory(name: name) else {
                    throw LuaArgumentError(position: 1, function: call.functionName,
                                           problem: ClosestName.unknown("size category", name, valid: ContentSizeCategory.allCases.map(\.rawValue)))
                }
                presenter.setContentSizeCategory(category)
                return []
            }),
        ]
    }

    private static func root(_ call: LuaCall) throws -> LayoutRoot {
        if let screen = call.objectOrNil(1, as: NamadaViewHandle.self) { return .view(screen.view) }
        guard let model = call.objectOrNil(1, as: LuaModel.self) else {
            throw LuaArgumentError(position: 1, function: call.functionName,
                                   expected: "group, group item or component instance", actual: call.typeName(1))
        }
        return model.node.layoutRoot()
    }

    private static func layout(_ call: LuaCall, _ presenter: Presenter) throws -> [LuaValue] {
        let root = try root(call)
        let value = try call.namedFieldsSnapshot(2)
        guard value.isNil || value.isTableValue else {
            throw LuaArgumentError(position: 2, function: call.functionName, expected: "table", actual: call.typeName(2))
        }
        let options = TableArgument(call: call, position: 2, value: value.isNil ? .dictionary([:]) : value)
        try options.checkFields(["width", "height", "margins", "bottomPriority"], what: "layout options")
        let width = try options.optionalLength("width") ?? presenter.stage.window.device.size.width
        let margins = try options.optionalTable("margins").map { try StyleValues.insets($0) } ?? .zero
        var bottomPriority = LayoutPriority.required
        let priority = options.value["bottomPriority"]
        if !priority.isNil {
            switch LayoutValues.priority(priority) {
            case .success(let parsed): bottomPriority = parsed
            case .failure(let problem): throw options.error("bottomPriority", problem)
            }
        }
        try presenter.layout(root, options: LayoutOptions(
            width: width, height: try options.optionalLength("height"), margins: margins, bottomPriority: bottomPriority))
        return [try call.value(1)]
    }

    private static func find(_ call: LuaCall, _ presenter: Presenter) throws -> [LuaValue] {
        try presenter.renderLoop.flush()
        let path = try DataIDPath.argument(call)
        if let head = try presenter.collectionElement(at: path, function: call.functionName), head.length == path.dataIDs.count,
           let found = CollectionInspection.find(head.path.dataID, inSection: head.path.sectionDataID, in: presenter) { return [found] }
        guard presenter.stage.root != nil,
              let constrainable = try presenter.element(at: path, function: call.functionName) else { return [.nil] }
        var result: [LuaKey: LuaValue] = [
            "dataID": DataIDValue.lua(path.dataIDs[path.dataIDs.count - 1]),
            "frame": frameTable(presenter.stage.frame(of: constrainable) ?? Rect(x: 0, y: 0, width: 0, height: 0)),
            "viewID": .integer(Int64(presenter.number(of: constrainable))),
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

    private static func setDevice(_ call: LuaCall, _ presenter: Presenter) throws -> [LuaValue] {
        let device: Device
        switch try call.snapshot(1) {
        case .string(let name):
            guard let preset = Device(named: name) else {
                throw LuaArgumentError(position: 1, function: call.functionName,
                                       problem: ClosestName.unknown("device", name, valid: Device.presets.map(\.name)))
            }
            device = preset
        case let value where value.isTableValue:
            let table = TableArgument(call: call, position: 1, value: value)
            try table.checkFields(["width", "height", "safeArea"], what: "a device")
            guard let width = try table.optionalLength("width"), let height = try table.optionalLength("height") else {
                throw table.error("width", "a custom device needs a width and a height")
            }
            let safe = try table.optionalTable("safeArea").map { try StyleValues.insets($0) } ?? .zero
            device = Device(size: Size(width: width, height: height),
                            safeArea: EdgeInsets(top: safe.top, left: safe.leading, bottom: safe.bottom, right: safe.trailing))
        default:
            throw LuaArgumentError(position: 1, function: call.functionName, expected: "device name or table", actual: call.typeName(1))
        }
        presenter.setDevice(device)
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
