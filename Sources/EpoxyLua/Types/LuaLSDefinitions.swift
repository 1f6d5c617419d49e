import EpoxyLayout
import EpoxyScreens
import EpoxySnapshot

/// lua-language-server (LuaLS) definitions of the whole API: a `---@meta` file that makes an
/// editor complete and type-check screen scripts and specs. Globals come from ``LuaAPITypes``;
/// the methods of every kind of model, handle and table come from the same registries the
/// bindings install them from, so a new modifier appears here without a second list.
public enum LuaLSDefinitions {
    /// The definitions file.
    public static func write() -> String {
        var lines = [
            "---@meta epoxy",
            "-- Epoxy for Lua: lua-language-server definitions, written by `epoxy types`.",
            "-- Point .luarc.json's \"workspace.library\" at the folder holding this file.",
            "",
        ]
        lines += aliases()
        lines += classes()
        for global in LuaAPITypes.globals { lines += definition(of: global) }
        for component in BuiltinComponent.catalog {
            lines += definition(of: LuaAPIType(name: component.name, summary: "The built-in \(component.name) component.", kind: .component))
        }
        for global in LuaAPITypes.hostGlobals { lines += definition(of: global) }
        lines += ["", "-- Specs (`epoxy test`) also have these."]
        for global in LuaAPITypes.specGlobals { lines += definition(of: global) }
        lines += ["---@type epoxy.Assert", "assert = assert", ""]
        return lines.joined(separator: "\n")
    }

    private static func quotedUnion(_ names: [String]) -> String {
        names.map { "\"\($0)\"" }.joined(separator: "|")
    }

    private static func aliases() -> [String] {
        [
            "---@alias epoxy.DataID string|number|boolean",
            "---@alias epoxy.Priority number|\(quotedUnion(LayoutValues.priorityNames))",
            "---@alias epoxy.Axis \"horizontal\"|\"vertical\"",
            "---@alias epoxy.ContentSizeCategory \(quotedUnion(ContentSizeCategory.allCases.map(\.rawValue)))",
            "---@alias epoxy.DeviceName \(quotedUnion(Device.presets.map(\.name)))",
            "---@alias epoxy.SnapshotFormat \(quotedUnion(SnapshotFormat.allCases.map(\.rawValue) + ["png"]))",
            "---@alias epoxy.Insets number|{ top?: number, leading?: number, bottom?: number, trailing?: number, left?: number, right?: number }",
            "---@alias epoxy.Size { width: number, height: number }",
            "---@alias epoxy.Rect { x: number, y: number, width: number, height: number }",
            "---@alias epoxy.GroupArguments { dataID?: epoxy.DataID, spacing?: number, alignment?: string|table, accessibilityAlignment?: string|table, reflowsForAccessibilityTypeSizes?: boolean, forceAccessibilityVerticalLayout?: boolean, [integer]: epoxy.Model }",
            "---@alias epoxy.ModelArguments { dataID?: epoxy.DataID, content?: any, style?: any, behaviors?: table<string, function> }",
            "---@alias epoxy.CollectionLayout table",
            "---@alias epoxy.LayoutDimension { fractionalWidth: number }|{ fractionalHeight: number }|{ absolute: number }|{ estimated: number }",
            "---@alias epoxy.LayoutSpacing number|{ fixed: number }|{ flexible: number }",
            "---@alias epoxy.LayoutEdgeSpacing { leading?: epoxy.LayoutSpacing, top?: epoxy.LayoutSpacing, trailing?: epoxy.LayoutSpacing, bottom?: epoxy.LayoutSpacing }",
            "---@alias epoxy.LayoutGroupArguments { width: epoxy.LayoutDimension, height: epoxy.LayoutDimension, subitems: epoxy.LayoutItem[], count?: integer, interItemSpacing?: number, contentInsets?: epoxy.Insets }",
            "",
        ]
    }

    /// A class with one method per name, each taking `self` and returning `returns`.
    private static func methodClass(_ name: String, summary: String, methods: [String], returns: String, fields: [String] = []) -> [String] {
        ["---\(summary)", "---@class \(name)"] + fields.map { "---@field \($0)" }
            + methods.sorted().map { "---@field \($0) fun(self: \(name), \(modifierParameters[$0] ?? "...: any")): \(returns)" } + [""]
    }

    /// The parameters of modifiers whose arguments are the same on every kind of model.
    private static let modifierParameters: [String: String] = [
        "padding": "insets: epoxy.Insets",
        "verticalAlignment": "alignment: string|table",
        "horizontalAlignment": "alignment: string|table",
        "accessibilityAlignment": "alignment: string|table",
        "contentHuggingPriority": "priority: epoxy.Priority, axis: epoxy.Axis",
        "contentCompressionResistancePriority": "priority: epoxy.Priority, axis: epoxy.Axis",
        "numberOfLines": "count: integer",
        "reflowsForAccessibilityTypeSizes": "enabled: boolean",
        "forceAccessibilityVerticalLayout": "enabled: boolean",
        "didSelect": "callback: fun(context: table)",
        "willDisplay": "callback: fun(context: table)",
        "didEndDisplaying": "callback: fun(context: table)",
        "didChangeState": "callback: fun(context: table)",
        "didDisplay": "callback: fun(context: table)",
        "styleID": "id: any",
        "selectionStyle": "style: \"noBackground\"|{ color: string }",
        "isMovable": "movable: boolean",
        "flowLayoutItemSize": "size: epoxy.Size",
        "makeCoordinator": "make: fun(updateBarModel: fun()): table",
        "didShow": "callback: fun()",
        "didHide": "callback: fun()",
        "didAdd": "callback: fun()",
        "didRemove": "callback: fun()",
    ]

    private static func classes() -> [String] {
        var lines = methodClass("epoxy.Model", summary: "A group, group item or component model; every modifier returns a new model.",
                                methods: ModelModifiers.allNames, returns: "epoxy.Model")
        lines += methodClass("epoxy.ItemModel", summary: "An item of a collection section; every modifier returns a new model.",
                             methods: ItemModelModifiers.names, returns: "epoxy.ItemModel", fields: ["dataID epoxy.DataID"])
        lines += methodClass("epoxy.SupplementaryItemModel", summary: "A section header or footer model.",
                             methods: ItemModelModifiers.supplementaryNames, returns: "epoxy.SupplementaryItemModel", fields: ["dataID epoxy.DataID"])
        lines += methodClass("epoxy.BarModel", summary: "A bar of a top or bottom bar stack.",
                             methods: BarModelType.modifierNames, returns: "epoxy.BarModel", fields: ["dataID epoxy.DataID"])
        lines += methodClass("epoxy.SectionModel", summary: "A section of item models.",
                             methods: SectionModelType.modifierNames, returns: "epoxy.SectionModel", fields: ["dataID epoxy.DataID"])
        lines += methodClass("epoxy.NavigationModel", summary: "A screen of a navigation stack.",
                             methods: LuaNavigationModel.modifierNames, returns: "epoxy.NavigationModel",
                             fields: ["dataID epoxy.DataID", "isRoot boolean"])
        lines += methodClass("epoxy.NamadaContent", summary: "The content of a layoutContent function: put* adds a view.",
                             methods: Array(NamadaContentMethods.methods.keys), returns: "epoxy.NamadaView")
        lines += methodClass("epoxy.NamadaView", summary: "A view handle of NamadaLayout: chain methods add constraints and bindings.",
                             methods: Array(Set(NamadaChainMethods.methods.keys).union(NamadaSetterMethods.methods.keys)),
                             returns: "epoxy.NamadaView")
        lines += methodClass("epoxy.StateField", summary: "The binding handle of a State field: state[\"$field\"].",
                             methods: Array(StateFieldMethods.methods(environment: ScriptEnvironment(fontDirectory: nil)).keys),
                             returns: "any")
        lines += methodClass("epoxy.Observation", summary: "An observation of a State field.",
                             methods: Array(LuaObservation.methods.keys), returns: "epoxy.Observation")
        lines += methodClass("epoxy.Binding", summary: "A binding of a State field to a view property.",
                             methods: Array(PropertyBindingMethods.methods.keys), returns: "epoxy.Binding")
        lines += methodClass("epoxy.DeclarativeTable", summary: "A DeklarativTVC table or collection.",
                             methods: Array(DeklarativFunctions.tableMethods.keys), returns: "any")
        lines += [
            "---A component's factories: each makes one kind of model of the component.",
            "---@class epoxy.ComponentFactory",
            "---@field name string",
            "---@field groupItem fun(arguments: epoxy.ModelArguments): epoxy.Model",
            "---@field itemModel fun(arguments: epoxy.ModelArguments): epoxy.ItemModel",
            "---@field supplementaryItemModel fun(arguments: epoxy.ModelArguments): epoxy.SupplementaryItemModel",
            "---@field barModel fun(arguments: epoxy.ModelArguments): epoxy.BarModel",
            "---@field cellModel fun(arguments: epoxy.ModelArguments|{ selectCommand?: epoxy.Command, height?: number, size?: epoxy.Size, hash?: any, innerHash?: any }): epoxy.CellModel",
            "",
            "---@class epoxy.LayoutItem",
            "---@class epoxy.LayoutSection",
            "---@class epoxy.LayoutBoundaryItem",
            "---@class epoxy.Screen",
            "---@class epoxy.Command",
            "---@class epoxy.CellModel",
            "---@class epoxy.TableSection",
            "---@class epoxy.TableModel",
            "---@class epoxy.ViewModel",
            "---@field view any",
            "---@field bind fun(self: epoxy.ViewModel, view: any)",
            "---@field unbind fun(self: epoxy.ViewModel)",
            "",
            "---@class epoxy.Changeset",
            "---@field inserts integer[]",
            "---@field deletes integer[]",
            "---@field updates { from: integer, to: integer }[]",
            "---@field moves { from: integer, to: integer }[]",
            "---@field duplicates table",
            "---@field isEmpty boolean",
            "",
            "---@class epoxy.SectionedChangeset",
            "---@field sections epoxy.Changeset",
            "---@field items table",
            "---@field isEmpty boolean",
            "",
            "---@class epoxy.Found",
            "---@field dataID epoxy.DataID",
            "---@field frame epoxy.Rect",
            "---@field component string",
            "---@field content any",
            "---@field viewID integer?",
            "---@field sectionDataID epoxy.DataID?",
            "---@field isSelected boolean?",
            "---@field isDisplayed boolean?",
            "---@field state \"normal\"|\"highlighted\"|\"selected\"|nil",
            "",
            "---@class epoxy.RenderReport",
            "---@field cause string",
            "---@field isEmpty boolean",
            "---@field changes { scope: string, inserted: string[], deleted: string[], moved: string[], updated: string[], replaced: string[] }[]",
            "---@field warnings string[]",
            "",
            "---@class epoxy.Assert",
            "---@field are table<string, fun(expected: any, actual: any, message?: string)>",
            "---@field are_not table<string, fun(expected: any, actual: any, message?: string)>",
            "---@field is_true fun(value: any, message?: string)",
            "---@field is_false fun(value: any, message?: string)",
            "---@field is_nil fun(value: any, message?: string)",
            "---@field truthy fun(value: any, message?: string)",
            "---@field falsy fun(value: any, message?: string)",
            "---@field has_error fun(body: fun(), message?: string)",
            "---@field frame fun(dataID: epoxy.DataID, rect: epoxy.Rect)",
            "---@field snapshot fun(root: any, name: string, options?: table)",
            "",
        ]
        return lines
    }

    private static func definition(of global: LuaAPIType) -> [String] {
        var lines = ["---\(global.summary)"]
        switch global.kind {
        case .function(let parameters, let returns):
            let parsed = Self.parameters(parameters)
            for parameter in parsed { lines.append("---@param \(parameter.name) \(parameter.type)") }
            if let returns {
                for result in topLevelParts(returns) { lines.append("---@return \(result)") }
            }
            let names = parsed.map { $0.name.hasSuffix("?") ? String($0.name.dropLast()) : $0.name }
            lines.append("function \(global.name)(\(names.joined(separator: ", "))) end")
        case .component:
            lines += ["---@type epoxy.ComponentFactory", "\(global.name) = {}"]
        case .table(let fields):
            lines.append("\(global.name) = {")
            for field in fields {
                lines.append("  ---@type \(field.type)")
                lines.append("  \(field.name) = nil,")
            }
            lines.append("}")
        }
        return lines + [""]
    }

    /// `name: type` pairs separated by top-level commas.
    static func parameters(_ text: String) -> [(name: String, type: String)] {
        topLevelParts(text).compactMap { part in
            guard let colon = part.firstIndex(of: ":") else { return nil }
            return (part[..<colon].trimmingCharacters(in: .whitespaces), part[part.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
    }

    /// `text` split at commas outside `{}`, `()`, `<>` and `[]`, each part trimmed.
    static func topLevelParts(_ text: String) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in text {
            switch character {
            case "{", "(", "<", "[": depth += 1
            case "}", ")", ">", "]": depth -= 1
            case "," where depth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        parts.append(current)
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
