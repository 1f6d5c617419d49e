import EpoxyDeklarativ

/// The userdata of a cell, header or footer model (`TextRow.cellModel{…}`, `TitleHeader("…")`,
/// `TitleFooter("…")`): an immutable erased ``CellAnyModel``.
final class LuaCellModelBox {
    /// The metatable name of cell models.
    static let typeName = "EpoxyCellModel"

    let model: CellAnyModel
    /// How it was made (`TextRow.cellModel`, `TitleHeader`), for messages.
    let kind: String

    init(_ model: CellAnyModel, kind: String) {
        self.model = model
        self.kind = kind
    }
}
