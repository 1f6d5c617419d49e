/// Everything a declarative table (or collection) shows: its sections.
public struct TableModel: Hashable {
    /// The sections, in display order.
    public var sections: [TableSection]

    /// Creates a model of `sections`.
    public init(sections: [TableSection]) {
        self.sections = sections
    }

    /// Creates a model of one section without header or footer.
    public init(rows: [any CellModel]) {
        sections = [TableSection(rows: rows)]
    }
}
