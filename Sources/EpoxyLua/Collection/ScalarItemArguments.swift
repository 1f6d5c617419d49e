import LuaRuntime

/// The arguments of an item model constructor call whose table held only scalar `dataID`,
/// `content` and `style` fields (as ``LuaCall/scalarFields(_:limit:)`` reads them): the calls the
/// ``ItemModelCache`` and the ``ItemModelMemo`` can answer with an earlier model.
struct ScalarItemArguments {
    let dataID: LuaValue
    let content: LuaValue
    let style: LuaValue

    /// nil when `fields` holds any other field.
    init?(_ fields: [(key: String, value: LuaValue)]) {
        var dataID = LuaValue.nil, content = LuaValue.nil, style = LuaValue.nil
        for field in fields {
            switch field.key {
            case "dataID": dataID = field.value
            case "content": content = field.value
            case "style": style = field.value
            default: return nil
            }
        }
        (self.dataID, self.content, self.style) = (dataID, content, style)
    }
}
