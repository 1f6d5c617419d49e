import EpoxyDeklarativ

/// The userdata of `TableModel{ sections = {…} }` or `TableModel{ rows = {…} }`.
final class LuaTableModelBox {
    /// The metatable name of table models.
    static let typeName = "EpoxyTableModel"

    let model: TableModel

    init(_ model: TableModel) {
        self.model = model
    }
}
