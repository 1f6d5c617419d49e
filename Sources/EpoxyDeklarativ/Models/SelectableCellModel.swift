/// A cell model that can be selected: selecting its row runs `selectCommand`.
public protocol SelectableCellModel: CellModel {
    /// What selecting the row does.
    var selectCommand: Command { get }
}
