import EpoxyCore

/// Maps window points to wireframe cells: the window's width onto the columns, and rows at
/// half the horizontal scale because a terminal cell is about twice as tall as it is wide.
struct WireframeScale {
    /// Coordinates are clamped to this many cells either side before conversion to `Int`,
    /// so absurd frames cannot overflow.
    private static let cellLimit = 1_000_000.0

    let columns: Int
    let rows: Int
    let horizontal: Double
    let vertical: Double

    /// The scale for a window of `windowSize` drawn `columns` wide, at most `maximumRows` tall;
    /// with `fittingRows`, small enough that the whole window fits that many rows (narrower
    /// than `columns` when the window is tall). Nil when the window has no finite, positive size.
    init?(windowSize: Size, columns: Int, maximumRows: Int, fittingRows: Int? = nil) {
        let width = windowSize.width
        let height = windowSize.height
        guard width.isFinite, height.isFinite, width > 0, height > 0, columns >= 2 else { return nil }
        // The right edge at x = width lands on the last column; the bottom edge on the last row.
        var horizontal = Double(columns - 1) / width
        if let fittingRows, fittingRows >= 2 {
            horizontal = min(horizontal, 2 * Double(fittingRows - 1) / height)
        }
        self.horizontal = horizontal
        vertical = horizontal / 2
        self.columns = min(columns, max(Self.cells(width * horizontal) + 1, 2))
        let wanted = Self.cells(height * vertical) + 1
        rows = min(max(wanted, 2), maximumRows, fittingRows.map { max($0, 2) } ?? maximumRows)
    }

    /// The column of window x coordinate `x`.
    func column(_ x: Double) -> Int {
        Self.cells(x * horizontal)
    }

    /// The row of window y coordinate `y`.
    func row(_ y: Double) -> Int {
        Self.cells(y * vertical)
    }

    /// Whole rows in a vertical distance, rounded down.
    func rowOffset(_ distance: Double) -> Int {
        guard distance.isFinite, distance > 0 else { return 0 }
        return Self.cells((distance * vertical).rounded(.down))
    }

    private static func cells(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        return Int(min(max(value, -cellLimit), cellLimit).rounded())
    }
}
