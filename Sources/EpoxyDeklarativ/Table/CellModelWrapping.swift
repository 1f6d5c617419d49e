/// A collection item made from a DeklarativTVC cell model, so hosts can reach the model a row
/// was made from (the Lua bindings read the content the script gave it).
public protocol CellModelWrapping {
    /// The cell model the item shows.
    var wrappedCellModel: any CellModel { get }
}

extension CellItemModel: CellModelWrapping {
    var wrappedCellModel: any CellModel { cell.base }
}
