/// One section of a declarative table: an optional header, rows, an optional footer.
public struct TableSection: Hashable {
    /// The header, if any.
    public let header: CellAnyModel?
    /// The footer, if any.
    public let footer: CellAnyModel?
    /// The rows, in display order.
    public var rows: [CellAnyModel]

    /// Creates a section.
    public init(header: (any TableHeaderModel)? = nil, rows: [any CellModel], footer: (any TableFooterModel)? = nil) {
        self.header = header.map { CellAnyModel($0) }
        self.footer = footer.map { CellAnyModel($0) }
        self.rows = rows.map { CellAnyModel($0) }
    }

    /// Creates a section from erased models (any cell model may be a header or footer).
    public init(erasedHeader header: CellAnyModel?, rows: [CellAnyModel], erasedFooter footer: CellAnyModel?) {
        self.header = header
        self.footer = footer
        self.rows = rows
    }

    /// The section's identity in animated updates: its header's and footer's identities.
    var innerHashValue: Int {
        var hasher = Hasher()
        hasher.combine(header?.innerHashValue())
        hasher.combine(footer?.innerHashValue())
        return hasher.finalize()
    }

    /// Whether the section's header and footer show the same as `other`'s (else it is reloaded).
    func isHeaderAndFooterAnimationEqual(to other: TableSection) -> Bool {
        header?.innerAnimationEquatableValue() == other.header?.innerAnimationEquatableValue()
            && footer?.innerAnimationEquatableValue() == other.footer?.innerAnimationEquatableValue()
    }
}
