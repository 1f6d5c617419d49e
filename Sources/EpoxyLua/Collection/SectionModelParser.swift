import EpoxyCollectionView
import LuaRuntime

/// Reads `SectionModel{ dataID =, items = { … } }` and the item lists of its modifiers, with
/// errors naming the field and the position of a value that is not an item model.
enum SectionModelParser {
    /// The section of `SectionModel{…}`'s argument 1.
    static func section(call: LuaCall) throws -> SectionModel {
        if let section = plainSection(call: call) { return section }
        let arguments = try TableArgument.fields(of: call)
        try arguments.checkFields(["dataID", "items"], what: "SectionModel")
        let dataID = try arguments.dataID()
        let items = try itemModels(arguments, "items", supplementary: false, in: call.state)
        return SectionModel(dataID: dataID, items: items.map { AnyItemModel($0) })
    }

    /// `SectionModel{ dataID = x, items = { … } }` whose dataID is a string, number or boolean
    /// and whose items are all item models, read without converting the list (a long list's
    /// re-render passes every row here); nil for anything else, which `section(call:)` reads in
    /// full and reports.
    private static func plainSection(call: LuaCall) -> SectionModel? {
        guard let table = call.scalarFields(1, listField: "items", of: LuaItemModelBox.self),
              table.fields.count == 1, table.fields[0].key == "dataID",
              let dataID = DataIDValue.hashable(table.fields[0].value) else { return nil }
        var items: [AnyItemModel] = []
        items.reserveCapacity(table.list.count)
        for box in table.list {
            guard !box.isSupplementary else { return nil }
            items.append(AnyItemModel(box.model))
        }
        return SectionModel(dataID: dataID, items: items)
    }

    /// The item models of the list at `field` (absent: none). `supplementary` says which
    /// constructor the list needs (`itemModel` or `supplementaryItemModel`).
    static func itemModels(_ table: TableArgument, _ field: String, supplementary: Bool, in lua: LuaState) throws -> [LuaItemModel] {
        let value = table.value[.string(field)]
        let elements: [LuaValue]
        switch value {
        case .nil: return []
        case .array(let array): elements = array
        case .dictionary(let fields) where fields.isEmpty: return []
        case .dictionary:
            throw table.error(field, "a list { model, model, … } expected, got a table with other keys (are there nil holes?)")
        default:
            throw table.error(field, "a list of \(supplementary ? "supplementary " : "")item models expected, got \(value.typeName)")
        }
        return try elements.enumerated().map { index, element in
            guard let box = lua.object(element, as: LuaItemModelBox.self) else {
                let given = lua.object(element, as: LuaModel.self).map { "\($0.node.description) (a group item; use \(constructorHint($0.node)))" }
                    ?? lua.object(element, as: LuaSectionModelBox.self).map { "\($0.description) (sections go in the screen's sections list)" }
                    ?? element.typeName
                throw table.error("\(field)[\(index + 1)]", "\(supplementary ? "supplementary " : "")item model expected (X.\(supplementary ? "supplementaryItemModel" : "itemModel"){…}), got \(given)")
            }
            guard box.isSupplementary == supplementary else {
                throw table.error("\(field)[\(index + 1)]", "\(box.model.description) is \(box.isSupplementary ? "a supplementary" : "an item") model; use X.\(supplementary ? "supplementaryItemModel" : "itemModel"){…} here")
            }
            return box.model
        }
    }

    private static func constructorHint(_ node: ModelNode) -> String {
        if case .component(let component) = node.body { return "\(component.name).itemModel{…}" }
        return "a component's itemModel{…}"
    }
}
