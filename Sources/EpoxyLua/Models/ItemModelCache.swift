/// The item models a state's built-in constructors made last, by component, constructor and
/// dataID: a screen's provider rebuilds every item on each render, and an item called again
/// with the same content and style (and no behaviors, whose functions are new each time) gets
/// the model it got before. The diff then sees the same model (equal at a glance) and its cell
/// skips the update. One per state; the entry of a dataID is replaced when it changes.
final class ItemModelCache {
    private struct Key: Hashable {
        let component: String
        let constructor: String
        let dataID: AnyHashable
    }

    private struct Entry {
        let content: LuaValue
        let style: LuaValue
        let model: LuaItemModel
    }

    /// Most entries kept; the cache starts over beyond it (a long REPL session's old dataIDs).
    static let capacity = 250_000

    private var entries: [Key: Entry] = [:]

    /// The fields a cached call may have: any other field (or behaviors) makes a new model.
    static let cacheableFields: Set<String> = ["dataID", "content", "style"]

    /// The model made last for these arguments, if they are the same as then.
    func model(component: String, constructor: String, arguments: LuaValue) -> LuaItemModel? {
        guard let key = key(component: component, constructor: constructor, arguments: arguments),
              let entry = entries[key], entry.content == arguments["content"], entry.style == arguments["style"] else { return nil }
        return entry.model
    }

    /// Remembers `model` as made from `arguments`.
    func store(_ model: LuaItemModel, component: String, constructor: String, arguments: LuaValue) {
        guard let key = key(component: component, constructor: constructor, arguments: arguments) else { return }
        if entries.count >= Self.capacity, entries[key] == nil { entries = [:] }
        entries[key] = Entry(content: arguments["content"], style: arguments["style"], model: model)
    }

    private func key(component: String, constructor: String, arguments: LuaValue) -> Key? {
        guard let fields = arguments.dictionaryValue,
              fields.keys.allSatisfy({ $0.stringValue.map(Self.cacheableFields.contains) ?? false }),
              let dataID = DataIDValue.hashable(arguments["dataID"]) else { return nil }
        return Key(component: component, constructor: constructor, dataID: dataID)
    }
}
