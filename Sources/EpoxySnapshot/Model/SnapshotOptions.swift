/// Settings of the writers that have any: the ASCII wireframe's width and height and how much
/// of a text a one-line summary shows.
public struct SnapshotOptions: Hashable, Sendable {
    /// The narrowest and widest wireframe the ASCII writer draws; wider requests are clamped
    /// so a script cannot ask for an unbounded grid.
    public static let columnRange: ClosedRange<Int> = 8...1000

    /// The ASCII wireframe's width in character columns (default 80).
    public var columns: Int
    /// The most rows the ASCII wireframe may take: the whole window is scaled down to fit them
    /// (a terminal's height). Nil draws the window at the width's scale, however tall.
    public var rows: Int?
    /// How many characters of a text the text tree shows before cutting it with "…" (default 40).
    public var summaryLength: Int

    /// Options with a wireframe of `columns` and text summaries of `summaryLength` characters.
    public init(columns: Int = 80, summaryLength: Int = 40) {
        self.columns = columns
        self.summaryLength = summaryLength
    }

    /// The default options.
    public static let standard = SnapshotOptions()

    /// `columns` clamped to `columnRange`.
    public var clampedColumns: Int {
        min(max(columns, Self.columnRange.lowerBound), Self.columnRange.upperBound)
    }

    /// A copy with this wireframe width.
    public func withColumns(_ columns: Int) -> SnapshotOptions {
        var copy = self
        copy.columns = columns
        return copy
    }

    /// The fewest rows a fitted wireframe takes.
    public static let rowRange: ClosedRange<Int> = 4...1000

    /// A copy whose wireframe fits `rows` rows (nil: no limit).
    public func withRows(_ rows: Int?) -> SnapshotOptions {
        var copy = self
        copy.rows = rows.map { min(max($0, Self.rowRange.lowerBound), Self.rowRange.upperBound) }
        return copy
    }

    /// A copy with this summary length.
    public func withSummaryLength(_ length: Int) -> SnapshotOptions {
        var copy = self
        copy.summaryLength = length
        return copy
    }
}
