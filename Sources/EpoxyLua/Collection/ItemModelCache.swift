import EpoxyLayoutGroups
import LuaRuntime

/// The item models a state's built-in constructors made last, by component, constructor and
/// dataID: a screen's provider rebuilds every item on each render, and an item called again
/// with the same content and style (and no behaviors, whose functions are new each time) gets
/// the model it got before. The diff then sees the same model (equal at a glance) and its cell
/// skips the update. One per constructor of a built-in in a state; the entry of a dataID is
/// replaced when it changes.
final class ItemModelCache {
    /// The style as given (a shorthand such as `"body"` is kept as given), and the model; the
    /// content is the model's own.
    private struct Entry {
        let style: LuaValue
        let model: LuaItemModel
    }

    /// A dataID as the cache keys it: the same identity as ``DataIDValue/hashable(_:)`` (an
    /// integral number is an integer), without boxing it in an `AnyHashable`, whose
    /// hashing and comparing cost more than the rest of a cached call.
    private enum Key: Hashable {
        case integer(Int64)
        case number(Double)
        case string(String)
        case boolean(Bool)

        init?(_ dataID: LuaValue) {
            switch dataID {
            case .integer(let integer): self = .integer(integer)
            case .number(let number): self = Int64(exactly: number).map(Key.integer) ?? .number(number)
            case .string(let string): self = .string(string)
            case .boolean(let boolean): self = .boolean(boolean)
            default: return nil
            }
        }
    }

    /// Most entries kept; the cache starts over beyond it (a long REPL session's old dataIDs).
    static let capacity = 250_000

    private var entries: [Key: Entry] = [:]

    /// The resolved style of the model made last, as a value and a hash key.
    private var lastStyle: SharedStyle?

    /// A resolved style shared by the models of consecutive rows.
    struct SharedStyle {
        let fields: [LuaKey: LuaValue]
        let value: LuaValue
        let key: AnyHashable
        /// Makes the item of a model of this style without behaviors, once asked for.
        var itemMaker: ((LuaItemModel.Core) -> AnyGroupItem)?
    }

    /// `style`, or the equal style of the model made before: the rows of a list usually share
    /// one, so they keep one copy of its table and its hash key instead of one per row (and the
    /// sizer hashes it once).
    func sharedStyle(_ style: [LuaKey: LuaValue]) -> SharedStyle {
        if let lastStyle, lastStyle.fields == style { return lastStyle }
        let value = LuaValue.dictionary(style)
        let shared = SharedStyle(fields: style, value: value, key: AnyHashable(HashedLuaValue(value)), itemMaker: nil)
        lastStyle = shared
        return shared
    }

    /// The item maker of the style ``sharedStyle(_:)`` answered last, made by `make` the first
    /// time: the rows of a style without behaviors share one.
    func sharedItemMaker(_ make: () -> (LuaItemModel.Core) -> AnyGroupItem) -> (LuaItemModel.Core) -> AnyGroupItem {
        if let maker = lastStyle?.itemMaker { return maker }
        let maker = make()
        lastStyle?.itemMaker = maker
        return maker
    }

    /// The fields a cached call may have: any other field (or behaviors) makes a new model.
    static let cacheableFields: Set<String> = ["dataID", "content", "style"]

    /// The model made last for these arguments, if they are the same as then.
    func model(arguments: LuaValue) -> LuaItemModel? {
        guard let dataID = dataID(of: arguments), let entry = entries[dataID],
              entry.model.content == arguments["content"], entry.style == arguments["style"] else { return nil }
        return entry.model
    }

    /// The model made last for a call whose argument table holds exactly `fields` (all scalars,
    /// as ``LuaCall/scalarFields(_:limit:)`` reads them), if they are the same as then: the same
    /// answer as ``model(arguments:)`` without a snapshot of the table.
    func model(scalarFields fields: [(key: String, value: LuaValue)]) -> LuaItemModel? {
        guard let arguments = ScalarItemArguments(fields), let key = Key(arguments.dataID), let entry = entries[key],
              entry.model.content == arguments.content, entry.style == arguments.style else { return nil }
        return entry.model
    }

    /// Remembers `model` as made from `arguments`.
    func store(_ model: LuaItemModel, arguments: LuaValue) {
        guard let dataID = dataID(of: arguments) else { return }
        if entries.count >= Self.capacity, entries[dataID] == nil { entries = [:] }
        entries[dataID] = Entry(style: arguments["style"], model: model)
    }

    /// The dataID of cacheable arguments (only `dataID`, `content` and `style` given).
    private func dataID(of arguments: LuaValue) -> Key? {
        guard let fields = arguments.namedFields,
              fields.keys.allSatisfy({ $0.stringValue.map(Self.cacheableFields.contains) ?? false }) else { return nil }
        return Key(arguments["dataID"])
    }
}
