import EpoxyCore
import LuaRuntime

/// What a built-in's item model constructor (`Label.itemModel`) remembers so that a call whose
/// `dataID`, `content` and `style` are the scalars of an earlier call (and that has no other
/// field) gets the model that call returned without entering Swift (see
/// ``LuaState/makeFunction(name:memo:_:)``, which answers such calls from this table in C).
///
/// A list's re-render calls the constructor for every row and most rows are unchanged: answered
/// from the memo, such a row costs about what building its argument table costs, and the model
/// being the very same one lets the diff and the cell skip it at a glance. Models are immutable,
/// so handing the same userdata out again is safe, and the Swift constructor (with its
/// ``ItemModelCache``) would return the same model anyway. Entries are
/// `entries[dataID] = { content, style, model }`, written by the constructor
/// (``remember(_:fields:in:)``). At most ``capacity`` dataIDs are remembered (their entries are
/// replaced as their content changes); calls for others take the Swift constructor as before, so
/// a 100,000-row list does not hold 100,000 entries more.
final class ItemModelMemo {
    /// Most dataIDs remembered.
    static let capacity = 10_000

    /// `{ "dataID", "content", "style", entries = { … } }`, the shape the memo function reads.
    let table: LuaRef
    /// `table.entries`.
    private let entries: LuaRef
    /// The dataIDs with an entry.
    private var keys = Set<DataIDKey>()

    init(in lua: LuaState) throws {
        entries = try lua.makeTable()
        table = try lua.makeTable(.dictionary([
            1: .string("dataID"), 2: .string("content"), 3: .string("style"),
            "entries": .table(entries),
        ]))
    }

    /// Remembers `box` as the answer to a call whose argument table held exactly `fields` (all
    /// scalars, as ``LuaCall/scalarFields(_:limit:)`` reads them); calls with other fields are not
    /// remembered. Runs inside the constructor's call.
    func remember(_ box: LuaItemModelBox, fields: [(key: String, value: LuaValue)], in lua: LuaState) throws {
        guard let arguments = ScalarItemArguments(fields) else { return }
        let (dataID, content, style) = (arguments.dataID, arguments.content, arguments.style)
        // A NaN dataID cannot be a table key (and never equals itself anyway).
        if case .number(let number) = dataID, number.isNaN { return }
        guard let key = DataIDValue.hashable(dataID).map(DataIDKey.init) else { return }
        if !keys.contains(key) {
            guard keys.count < Self.capacity else { return }
            keys.insert(key)
        }
        let entryKey: LuaKey
        switch dataID {
        case .boolean(let boolean): entryKey = .boolean(boolean)
        case .integer(let integer): entryKey = .integer(integer)
        case .number(let number): entryKey = .number(number)
        case .string(let string): entryKey = .string(string)
        default: return
        }
        try lua.set(entryKey, .array([Self.scalar(content), Self.scalar(style), .object(box)]), in: entries)
    }

    /// A scalar (what ``LuaCall/scalarFields(_:limit:)`` reads) as is; anything else as nil.
    private static func scalar(_ value: LuaValue) -> LuaValue {
        switch value {
        case .boolean, .integer, .number, .string: value
        default: .nil
        }
    }
}
