import EpoxyDeklarativ

/// The userdata of `TableSection{ header =, rows = {…}, footer = }`.
final class LuaTableSectionBox {
    /// The metatable name of table sections.
    static let typeName = "EpoxyTableSection"

    let section: TableSection

    init(_ section: TableSection) {
        self.section = section
    }
}
