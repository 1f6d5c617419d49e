import EpoxyCollectionView
import EpoxyCore
import LuaRuntime

/// The Lua side of ``LuaSectionModelBox``: the flow-layout, compositional-layout and supplementary-item modifiers
/// return new sections, `section.dataID` reads the dataID, and an unknown key is an error
/// naming the closest modifier.
enum SectionModelType {
    /// Every modifier of sections.
    static let modifierNames = [
        "supplementaryItems", "flowLayoutSectionInset", "flowLayoutMinimumLineSpacing",
        "flowLayoutMinimumInteritemSpacing", "flowLayoutItemSize", "flowLayoutHeaderReferenceSize",
        "flowLayoutFooterReferenceSize", "compositionalLayoutSection",
    ]

    static func register(in lua: LuaState) throws {
        var modifiers: [String: LuaRef] = [:]
        for name in modifierNames {
            modifiers[name] = try lua.makeFunction(name: name) { call in
                guard let box = call.objectOrNil(1, as: LuaSectionModelBox.self) else {
                    throw LuaArgumentError(message: "calling '\(name)' on bad self (section expected, got \(call.typeName(1)); use section:\(name)(…))")
                }
                return [.object(LuaSectionModelBox(try apply(name, to: box.section, call: call.droppingSelf())))]
            }
        }
        try lua.registerType(LuaSectionModelBox.self, name: LuaSectionModelBox.typeName, metamethods: [
            "__index": { call in
                guard let box = call.objectOrNil(1, as: LuaSectionModelBox.self),
                      case .string(let key) = try call.value(2) else { return [.nil] }
                switch key {
                case "dataID": return [DataIDValue.lua(box.section.dataID)]
                case "count": return [.integer(Int64(box.section.items.count))]
                default:
                    guard let function = modifiers[key] else {
                        var message = "no modifier '\(key)' on SectionModel"
                        if let suggestion = ClosestName.suggestion(for: key, among: modifierNames) { message += "; did you mean '\(suggestion)'?" }
                        throw LuaArgumentError(message: message + " (modifiers: \(modifierNames.joined(separator: ", ")))")
                    }
                    return [function.value]
                }
            },
            "__tostring": { call in
                [.string(call.objectOrNil(1, as: LuaSectionModelBox.self)?.description ?? LuaSectionModelBox.typeName)]
            },
        ])
    }

    private static func apply(_ name: String, to section: SectionModel, call: LuaCall) throws -> SectionModel {
        switch name {
        case "supplementaryItems":
            let table = try TableArgument.fields(of: call, function: name)
            try table.checkFields(["header", "footer"], what: "supplementaryItems")
            var copy = section
            for (field, kind) in [("header", SupplementaryElementKind.sectionHeader), ("footer", .sectionFooter)] {
                guard !table.value[.string(field)].isNil else { continue }
                let models = try SectionModelParser.itemModels(table, field, supplementary: true, in: call.state)
                copy = copy.supplementaryItems(ofKind: kind, models.map { SupplementaryItemModel($0) })
            }
            return copy
        case "flowLayoutSectionInset":
            return section.flowLayoutSectionInset(call.isNil(1) ? nil : try CollectionValues.insets(call, position: 1))
        case "flowLayoutMinimumLineSpacing":
            return section.flowLayoutMinimumLineSpacing(call.isNil(1) ? nil : try CollectionValues.length(call, position: 1))
        case "flowLayoutMinimumInteritemSpacing":
            return section.flowLayoutMinimumInteritemSpacing(call.isNil(1) ? nil : try CollectionValues.length(call, position: 1))
        case "flowLayoutItemSize":
            return section.flowLayoutItemSize(try CollectionValues.optionalSize(call, position: 1))
        case "compositionalLayoutSection":
            return section.compositionalLayoutSection(try CompositionalLayoutParser.layoutSection(call, position: 1))
        case "flowLayoutHeaderReferenceSize":
            return section.flowLayoutHeaderReferenceSize(try CollectionValues.optionalSize(call, position: 1))
        default:
            return section.flowLayoutFooterReferenceSize(try CollectionValues.optionalSize(call, position: 1))
        }
    }
}
