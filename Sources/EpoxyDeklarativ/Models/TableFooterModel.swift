/// The model of a section footer: made, filled and sized like a cell model.
public protocol TableFooterModel: CellModel {}
