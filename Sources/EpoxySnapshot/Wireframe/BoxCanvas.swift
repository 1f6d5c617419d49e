/// A grid of character cells on which the ASCII wireframe is drawn: box edges, merged where
/// they meet, under a layer of text written on top.
struct BoxCanvas {
    /// What the text layer holds in a cell.
    private enum Glyph {
        /// A character and the columns it spans (2 for wide characters).
        case character(Character, width: Int)
        /// The second column of a wide character written in the cell before.
        case continuation
    }

    let rows: Int
    let columns: Int
    private var edges: [BoxEdges]
    /// Text is sparse, so it is kept by cell index rather than in a full grid.
    private var glyphs: [Int: Glyph] = [:]

    /// An empty canvas; sizes below one are treated as one.
    init(rows: Int, columns: Int) {
        self.rows = max(rows, 1)
        self.columns = max(columns, 1)
        edges = Array(repeating: [], count: self.rows * self.columns)
    }

    /// Draws the outline of the box with corners at rows `top`, `bottom` and columns `left`,
    /// `right`; parts outside the canvas are clipped, so a box running off an edge stays open there.
    mutating func drawBox(top: Int, left: Int, bottom: Int, right: Int) {
        drawHorizontal(row: top, from: left, to: right)
        drawHorizontal(row: bottom, from: left, to: right)
        drawVertical(column: left, from: top, to: bottom)
        drawVertical(column: right, from: top, to: bottom)
    }

    /// Writes `text` on `row` from column `start`, clipped with "…" before column `end` or
    /// before the first cell that already holds text, so overlapping labels never mix their
    /// letters: the one written first stays whole. Text outside the canvas is dropped.
    mutating func write(_ text: String, row: Int, start: Int, end: Int) {
        let start = max(start, 0)
        var end = min(end, columns)
        guard (0..<rows).contains(row), start < end else { return }
        if let taken = (start..<end).first(where: { glyphs[row * columns + $0] != nil }) { end = taken }
        guard start < end else { return }
        let available = end - start
        let characters = Array(text)
        let fullWidth = characters.reduce(0) { $0 + CharacterCellWidth.of($1) }
        let fits = fullWidth <= available
        let budget = fits ? available : available - 1
        var column = start
        for character in characters {
            let width = CharacterCellWidth.of(character)
            guard width > 0 else { continue }
            guard column + width <= start + budget else { break }
            put(character, width: width, row: row, column: column)
            column += width
        }
        if !fits, column < end {
            put("…", width: 1, row: row, column: column)
        }
    }

    /// Covers the box with corners at rows `top`, `bottom` and columns `left`, `right` with
    /// something opaque: its interior is blanked, the lines that ran into it stop at its edges
    /// (joining them, `┴ ┤ ├ ┬`), text on it is removed, and its outline is drawn.
    mutating func cover(top: Int, left: Int, bottom: Int, right: Int) {
        guard top < bottom, left < right else { return }
        // Only the part on the canvas is covered (a box may run off it, or lie wholly outside).
        let firstRow = max(top, 0), endRow = min(bottom + 1, rows)
        let firstColumn = max(left, 0), endColumn = min(right + 1, columns)
        let visibleRows = firstRow..<max(firstRow, endRow), visibleColumns = firstColumn..<max(firstColumn, endColumn)
        for row in visibleRows {
            for column in visibleColumns {
                let index = row * columns + column
                let onTop = row == top, onBottom = row == bottom, onLeft = column == left, onRight = column == right
                guard onTop || onBottom || onLeft || onRight else {
                    edges[index] = []
                    glyphs[index] = nil
                    continue
                }
                // A label on its border is the dataID of a view wholly under it.
                glyphs[index] = nil
                if onTop, !onLeft, !onRight { edges[index].remove(.down) }
                if onBottom, !onLeft, !onRight { edges[index].remove(.up) }
                if onLeft, !onTop, !onBottom { edges[index].remove(.right) }
                if onRight, !onTop, !onBottom { edges[index].remove(.left) }
            }
        }
        drawBox(top: top, left: left, bottom: bottom, right: right)
    }

    /// Whether `row` has no text yet in `columns`, which must lie on the canvas.
    func hasNoText(row: Int, columns range: Range<Int>) -> Bool {
        guard (0..<rows).contains(row), range.lowerBound >= 0, range.upperBound <= columns else { return false }
        return range.allSatisfy { glyphs[row * columns + $0] == nil }
    }

    /// The canvas as lines of text with trailing spaces removed.
    func renderedLines() -> [String] {
        (0..<rows).map { row in
            var line = ""
            for column in 0..<columns {
                let index = row * columns + column
                switch glyphs[index] {
                case .character(let character, _): line.append(character)
                case .continuation: break
                case nil: line.append(edges[index].character)
                }
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    private mutating func drawHorizontal(row: Int, from left: Int, to right: Int) {
        guard (0..<rows).contains(row) else { return }
        let first = max(left, 0)
        let last = min(right, columns - 1)
        guard first <= last else { return }
        for column in first...last {
            var segment: BoxEdges = []
            if column > left { segment.insert(.left) }
            if column < right { segment.insert(.right) }
            edges[row * columns + column].formUnion(segment)
        }
    }

    private mutating func drawVertical(column: Int, from top: Int, to bottom: Int) {
        guard (0..<columns).contains(column) else { return }
        let first = max(top, 0)
        let last = min(bottom, rows - 1)
        guard first <= last else { return }
        for row in first...last {
            var segment: BoxEdges = []
            if row > top { segment.insert(.up) }
            if row < bottom { segment.insert(.down) }
            edges[row * columns + column].formUnion(segment)
        }
    }

    /// Puts a character into free cells (``write(_:row:start:end:)`` only writes where no text is).
    private mutating func put(_ character: Character, width: Int, row: Int, column: Int) {
        let index = row * columns + column
        glyphs[index] = .character(character, width: width)
        if width == 2, column + 1 < columns {
            glyphs[index + 1] = .continuation
        }
    }
}
