/// The model of a section header: made, filled and sized like a cell model.
public protocol TableHeaderModel: CellModel {}
