import CLuaSupport
import EpoxyCore

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
    /// The dataIDs with an entry.
    private var keys = Set<DataIDKey>()

    init(in lua: LuaState) throws {
        table = try lua.makeTable(.dictionary([
            1: .string("dataID"), 2: .string("content"), 3: .string("style"),
            "entries": .dictionary([:]),
        ]))
    }

    /// Remembers `box` as the answer to a call whose argument table held exactly `fields` (all
    /// scalars, as ``LuaCall/scalarFields(_:limit:)`` reads them); calls with other fields are not
    /// remembered. Runs inside the constructor's call.
    func remember(_ box: LuaItemModelBox, fields: [(key: String, value: LuaValue)], in lua: LuaState) throws {
        var dataID = LuaValue.nil, content = LuaValue.nil, style = LuaValue.nil
        for field in fields {
            switch field.key {
            case "dataID": dataID = field.value
            case "content": content = field.value
            case "style": style = field.value
            default: return
            }
        }
        // A NaN dataID cannot be a table key (and never equals itself anyway).
        if case .number(let number) = dataID, number.isNaN { return }
        guard let key = DataIDValue.hashable(dataID).map(DataIDKey.init) else { return }
        if !keys.contains(key) {
            guard keys.count < Self.capacity else { return }
            keys.insert(key)
        }
        var tape = LuaTape()
        tape.append(EPOXY_OP_REFERENCE, integer: Int64(table.reference))
        tape.pushString("entries")
        tape.append(EPOXY_OP_RAWGET)
        Self.push(dataID, on: &tape)
        tape.append(EPOXY_OP_TABLE, integer: 3)
        Self.push(content, on: &tape)
        tape.append(EPOXY_OP_RAWSETI, integer: 1)
        Self.push(style, on: &tape)
        tape.append(EPOXY_OP_RAWSETI, integer: 2)
        tape.pushObject(box, metatable: LuaItemModelBox.typeName)
        tape.append(EPOXY_OP_RAWSETI, integer: 3)
        tape.append(EPOXY_OP_RAWSET)
        tape.append(EPOXY_OP_POP, integer: 1)
        try lua.run(&tape)
    }

    /// Pushes a scalar (what ``LuaCall/scalarFields(_:limit:)`` reads); anything else as nil.
    private static func push(_ value: LuaValue, on tape: inout LuaTape) {
        switch value {
        case .boolean(let boolean): tape.append(EPOXY_OP_BOOLEAN, integer: boolean ? 1 : 0)
        case .integer(let integer): tape.append(EPOXY_OP_INTEGER, integer: integer)
        case .number(let number): tape.append(EPOXY_OP_NUMBER, number: number)
        case .string(let string): tape.pushString(string)
        default: tape.append(EPOXY_OP_NIL)
        }
    }
}
