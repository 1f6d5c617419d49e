import EpoxyDeklarativ

/// The userdata of `DeclarativeTVC{}`, `DeclarativeTable{}` or `DeclarativeCollection{…}`: the
/// controller, which `show` puts on the window and `tap` selects rows of.
final class LuaDeclarativeBox {
    /// The metatable name of declarative tables and collections.
    static let typeName = "EpoxyDeclarativeTable"

    let controller: DeclarativeTVC
    /// The constructor's name, for messages and `tostring`.
    let name: String

    init(_ controller: DeclarativeTVC, name: String) {
        self.controller = controller
        self.name = name
    }
}
