import EpoxyLayoutGroups
import LuaRuntime

/// Reads `HGroup{ spacing=, alignment=, …, item, item }` (and VGroup, ZGroup, their `…Item`
/// forms, and `SpacerItem{…}`) into models, with errors naming the field or the item's index.
enum GroupModelParser {
    /// Parses a group constructor's argument 1.
    static func group(_ kind: GroupModel.Kind, isItem: Bool, call: LuaCall) throws -> ModelNode {
        // Items beside the fields, as every group has them, are read in place; any other shape
        // is read whole, so that its error can name the bad entry.
        let listed = call.listObjects(1, of: LuaModel.self)
        let arguments = listed == nil
            ? try tableArgument(call)
            : TableArgument(call: call, position: 1, value: try call.namedFieldsSnapshot(1))
        var fields = ["dataID"]
        let state = call.state
        let style: GroupModel.Style
        switch kind {
        case .HGroup:
            fields += ["spacing", "alignment", "accessibilityAlignment", "reflowsForAccessibilityTypeSizes", "forceAccessibilityVerticalLayout"]
            try arguments.checkFields(fields, what: call.functionName)
            let defaults = HGroup.Style()
            style = .h(HGroup.Style(
                alignment: try alignment(arguments, "alignment", LayoutValues.vertical, state: state) ?? defaults.alignment,
                accessibilityAlignment: try alignment(arguments, "accessibilityAlignment", LayoutValues.horizontal, state: state)
                    ?? defaults.accessibilityAlignment,
                spacing: try arguments.optionalOffset("spacing") ?? 0,
                reflowsForAccessibilityTypeSizes: try arguments.optionalBoolean("reflowsForAccessibilityTypeSizes") ?? true,
                forceVerticalAccessibilityLayout: try arguments.optionalBoolean("forceAccessibilityVerticalLayout") ?? false))
        case .VGroup:
            fields += ["spacing", "alignment"]
            try arguments.checkFields(fields, what: call.functionName)
            style = .v(VGroup.Style(
                alignment: try alignment(arguments, "alignment", LayoutValues.horizontal, state: state) ?? .fill,
                spacing: try arguments.optionalOffset("spacing") ?? 0))
        case .ZGroup:
            fields += ["horizontalAlignment", "verticalAlignment"]
            try arguments.checkFields(fields, what: call.functionName)
            style = .z(ZGroup.Style(
                horizontalAlignment: try alignment(arguments, "horizontalAlignment", LayoutValues.horizontal, state: state) ?? .center,
                verticalAlignment: try alignment(arguments, "verticalAlignment", LayoutValues.vertical, state: state) ?? .center))
        }
        let dataID = isItem ? try arguments.dataID() : try arguments.optionalDataID()
        let group = GroupModel(
            kind: kind, style: style, items: try listed.map { try items($0, arguments) } ?? items(arguments, state: state),
            isItem: isItem, location: call.callerLocation)
        guard group.depth <= GroupModel.maximumDepth else {
            throw LuaArgumentError(message: "\(call.functionName): groups nested \(group.depth) levels deep; at most \(GroupModel.maximumDepth) levels of groups are allowed")
        }
        return ModelNode(body: .group(group), dataID: dataID)
    }

    /// Parses `SpacerItem{ dataID=, minWidth=, … }`.
    static func spacer(call: LuaCall) throws -> ModelNode {
        let arguments = try tableArgument(call)
        let limits = ["minWidth", "maxWidth", "fixedWidth", "minHeight", "maxHeight", "fixedHeight"]
        try arguments.checkFields(["dataID"] + limits, what: "SpacerItem")
        let style = SpacerStyle(
            minWidth: try arguments.optionalLength("minWidth"), maxWidth: try arguments.optionalLength("maxWidth"),
            fixedWidth: try arguments.optionalLength("fixedWidth"), minHeight: try arguments.optionalLength("minHeight"),
            maxHeight: try arguments.optionalLength("maxHeight"), fixedHeight: try arguments.optionalLength("fixedHeight"))
        return ModelNode(body: .spacer(style, location: call.callerLocation), dataID: try arguments.dataID())
    }

    private static func tableArgument(_ call: LuaCall) throws -> TableArgument {
        guard call.typeName(1) == "table" else {
            throw LuaArgumentError(position: 1, function: call.functionName, expected: "table", actual: call.typeName(1))
        }
        return TableArgument(call: call, position: 1, value: try call.snapshot(1))
    }

    private static func alignment<Alignment>(
        _ arguments: TableArgument, _ field: String, _ parse: (LuaValue, LuaState) -> Parsed<Alignment, String>, state: LuaState
    ) throws -> Alignment? {
        let value = arguments.value[.string(field)]
        if value.isNil { return nil }
        switch parse(value, state) {
        case .success(let alignment): return alignment
        case .failure(let problem): throw arguments.error(field, problem)
        }
    }

    /// The models of a list read in place (see ``LuaCall/listObjects(_:of:)``), each with a dataID.
    private static func items(_ models: [LuaModel], _ arguments: TableArgument) throws -> [ModelNode] {
        var items: [ModelNode] = []
        items.reserveCapacity(models.count)
        for (offset, model) in models.enumerated() {
            guard model.node.dataID != nil else { throw missingDataID(model.node, index: offset + 1, arguments) }
            items.append(model.node)
        }
        return items
    }

    private static func missingDataID(_ node: ModelNode, index: Int, _ arguments: TableArgument) -> LuaArgumentError {
        LuaArgumentError(
            position: arguments.position, function: arguments.call.functionName,
            problem: "item \(index) is a \(node.typeName) without a dataID; nested groups are \(node.typeName)Item{ dataID = …, … }")
    }

    /// The items in the array part: 1…n without holes, each a model with a dataID.
    private static func items(_ arguments: TableArgument, state: LuaState) throws -> [ModelNode] {
        // A list is read where it is: made a dictionary, every group of a screen's list copied
        // its items once more on each render.
        let count: Int64
        switch arguments.value {
        case .array(let elements): count = Int64(elements.count)
        case .dictionary(let fields):
            count = fields.keys.compactMap { key -> Int64? in
                if case .integer(let index) = key { return index }
                return nil
            }.max() ?? 0
        default: return []
        }
        var items: [ModelNode] = []
        for index in 1...max(1, count) where count > 0 {
            let value = arguments.value[.integer(index)]
            let problem: String
            if value.isNil {
                problem = "is nil (a hole in the item list; a `cond and item` that is false? filter items before building the group)"
            } else if let model = state.object(value, as: LuaModel.self) {
                if model.node.dataID != nil { items.append(model.node); continue }
                throw missingDataID(model.node, index: Int(index), arguments)
            } else if let box = state.object(value, as: LuaItemModelBox.self) {
                // The mix-up SectionModel names the other way round.
                problem = "is \(box.model.description) (\(box.isSupplementary ? "a supplementary" : "an item") model, for a collection's sections; "
                    + "use \(box.model.componentName).groupItem{…} in a group)"
            } else {
                problem = "is a \(value.typeName), not a group item (Label.groupItem{…}, HGroupItem{…}, SpacerItem{…}, …)"
            }
            throw LuaArgumentError(position: arguments.position, function: arguments.call.functionName, problem: "item \(index) \(problem)")
        }
        return items
    }
}
