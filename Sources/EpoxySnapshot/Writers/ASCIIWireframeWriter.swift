import EpoxyCore

/// Writes a document as a box-drawing wireframe: every view's frame as a box (`┌─┐│└┘`)
/// scaled to a column count, nested boxes inside their parents and edges merged where they
/// meet (`├ ┤ ┬ ┴ ┼`), each box's text inside it, and its dataID in its top border when the
/// border is long enough.
///
/// The window's width maps onto `options.columns` (or less, so the window fits `options.rows`
/// when given); a row is twice as tall as a column is wide (y scale = x scale / 2), as
/// terminal cells are. A view with subviews that lies over an earlier sibling (a bar over a list's
/// cells) hides what is under it, as its background does on screen, and a shown keyboard is drawn
/// last, hiding what is under it. Choices that keep it readable:
/// - layout groups (kind `group`) are layout guides, not views, and are not drawn (their
///   children are);
/// - nodes with an empty, negative or non-finite size draw nothing (the text and JSON
///   formats show their frames);
/// - a box thinner than a cell still gets two distinct edges, so it stays visible;
/// - text is written from the row of its line and clipped to the box with "…", and where two
///   views' texts overlap the later one is cut before the earlier one's, never mixed into it;
///   a non-text node shows its content summary as `‹summary›`;
/// - the grid is the window, so whatever lies outside it (scrolled-away cells) is clipped.
/// Warnings follow the drawing, one line each.
public struct ASCIIWireframeWriter: Sendable {
    /// The most rows drawn, so a very tall window cannot demand an unbounded grid.
    public static let maximumRows = 4000

    /// The writer's options; `columns` sets the width.
    public let options: SnapshotOptions

    /// A writer with `options`.
    public init(options: SnapshotOptions = .standard) {
        self.options = options
    }

    /// The wireframe for `document`, ending with a line break.
    public func write(_ document: SnapshotDocument) -> String {
        var lines: [String]
        if let scale = WireframeScale(
            windowSize: document.size, columns: options.clampedColumns, maximumRows: Self.maximumRows, fittingRows: options.rows
        ) {
            var canvas = BoxCanvas(rows: scale.rows, columns: scale.columns)
            let boxes = placedBoxes(document.root, scale: scale)
            for box in boxes {
                canvas.drawBox(top: box.top, left: box.left, bottom: box.bottom, right: box.right)
            }
            for box in boxes {
                writeLabels(of: box, on: &canvas, scale: scale)
            }
            drawOverlays(boxes, on: &canvas, scale: scale)
            if let keyboard = document.keyboardFrame, Self.isDrawable(keyboard) {
                drawKeyboard(keyboard, on: &canvas, scale: scale)
            }
            lines = canvas.renderedLines()
        } else {
            lines = ["(nothing to draw: window \(TextTreeWriter.frameDescription(Rect(origin: .zero, size: document.size))))"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The boxes to draw, parents before children, skipping groups and degenerate frames.
    private func placedBoxes(_ root: SnapshotNode, scale: WireframeScale) -> [WireframeBox] {
        var boxes: [WireframeBox] = []
        let canvas = CellRect(top: 0, left: 0, bottom: scale.rows, right: scale.columns)
        var pending = [(node: root, clip: canvas, depth: 0, isOverlay: false)]
        while let (node, clip, depth, isOverlay) = pending.popLast() {
            let overlays = Self.overlaysEarlierSiblings(node.children, scale: scale)
            guard node.kind != .group, Self.isDrawable(node.frame) else {
                // A group is not drawn: its items are its parent's children, over what it is over.
                pending.append(contentsOf: zip(node.children, overlays).reversed().map { ($0, clip, depth, isOverlay || $1) })
                continue
            }
            let cells = Self.cells(of: node.frame, scale: scale)
            boxes.append(WireframeBox(node: node, top: cells.top, left: cells.left, bottom: cells.bottom, right: cells.right,
                                      clip: clip, depth: depth, isOverlay: isOverlay))
            let interior = clip.intersection(CellRect(top: cells.top + 1, left: cells.left + 1, bottom: cells.bottom, right: cells.right))
            pending.append(contentsOf: zip(node.children, overlays).reversed().map { ($0, interior, depth + 1, $1) })
        }
        return boxes
    }

    /// The cells of a frame's box (at least one cell each way, so a thin view stays visible).
    private static func cells(of frame: Rect, scale: WireframeScale) -> CellRect {
        let left = scale.column(frame.minX), top = scale.row(frame.minY)
        return CellRect(top: top, left: left, bottom: max(scale.row(frame.maxY), top + 1), right: max(scale.column(frame.maxX), left + 1))
    }

    /// For each of `siblings`, whether it is a container whose box's interior shares a cell with
    /// an earlier sibling's. Boxes that only meet at their borders (a list's rows) share edges
    /// instead, and overlapping leaves (two labels) keep both texts, the later yielding.
    private static func overlaysEarlierSiblings(_ siblings: [SnapshotNode], scale: WireframeScale) -> [Bool] {
        func interiorsMeet(_ a: CellRect, _ b: CellRect) -> Bool {
            max(a.top, b.top) + 1 < min(a.bottom, b.bottom) && max(a.left, b.left) + 1 < min(a.right, b.right)
        }
        var earlier: [CellRect] = []
        // The box around every earlier sibling: a sibling clear of it (the next row of a stack,
        // the common case) is clear of each, so the siblings are not compared pairwise.
        var bounds: CellRect?
        return siblings.map { sibling in
            guard isDrawable(sibling.frame) else { return false }
            let cells = cells(of: sibling.frame, scale: scale)
            defer {
                earlier.append(cells)
                bounds = bounds.map { CellRect(top: min($0.top, cells.top), left: min($0.left, cells.left),
                                               bottom: max($0.bottom, cells.bottom), right: max($0.right, cells.right)) } ?? cells
            }
            guard !sibling.children.isEmpty, let bounds, interiorsMeet(bounds, cells) else { return false }
            return earlier.contains { interiorsMeet($0, cells) }
        }
    }

    /// Draws each overlay again over what lies under it: its cells blanked, then its box, and
    /// its subtree's boxes and labels.
    private func drawOverlays(_ boxes: [WireframeBox], on canvas: inout BoxCanvas, scale: WireframeScale) {
        for index in boxes.indices where boxes[index].isOverlay {
            let overlay = boxes[index]
            let subtree = [overlay] + boxes[(index + 1)...].prefix { $0.depth > overlay.depth }
            canvas.cover(top: overlay.top, left: overlay.left, bottom: overlay.bottom, right: overlay.right)
            for box in subtree {
                canvas.drawBox(top: box.top, left: box.left, bottom: box.bottom, right: box.right)
            }
            for box in subtree {
                writeLabels(of: box, on: &canvas, scale: scale)
            }
        }
    }

    /// The keyboard hides what lies under it: its cells are blanked, then it is drawn as a box
    /// labelled `keyboard` in its middle.
    private func drawKeyboard(_ frame: Rect, on canvas: inout BoxCanvas, scale: WireframeScale) {
        let top = scale.row(frame.minY), left = scale.column(frame.minX)
        let bottom = max(scale.row(frame.maxY), top + 1), right = max(scale.column(frame.maxX), left + 1)
        canvas.cover(top: top, left: left, bottom: bottom, right: right)
        let label = "keyboard"
        let middleRow = min(max((top + bottom) / 2, top + 1), bottom - 1)
        let start = max(left + 1, (left + right) / 2 - label.count / 2)
        canvas.write(label, row: middleRow, start: start, end: right)
    }

    private static func isDrawable(_ frame: Rect) -> Bool {
        [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
            && frame.width > 0 && frame.height > 0
    }

    private func writeLabels(of box: WireframeBox, on canvas: inout BoxCanvas, scale: WireframeScale) {
        let node = box.node
        if let dataID = node.dataID {
            writeDataID(dataID, of: box, on: &canvas)
        }
        let interiorStart = max(box.left + 1, box.clip.left)
        let interiorEnd = min(box.right, box.clip.right)
        let firstRow = max(box.top + 1, box.clip.top)
        let endRow = min(box.bottom, box.clip.bottom)
        // Nothing to write in a box without interior rows or one wholly clipped away.
        guard firstRow < endRow, interiorStart < interiorEnd else { return }
        let rows = firstRow..<endRow
        if let text = node.text {
            var previousRow = box.top
            for line in text.lines {
                let offsetRows = scale.rowOffset(line.origin.y - node.frame.minY)
                let row = max(previousRow + 1, box.top + 1 + offsetRows)
                guard row < box.bottom else { break }
                previousRow = row
                guard rows.contains(row) else { continue }
                let content = QuotedText.escaped(line.text)
                let start = startColumn(of: content, line: line, alignment: text.alignment,
                                        interior: (box.left + 1)..<box.right, scale: scale)
                canvas.write(content, row: row, start: max(start, interiorStart), end: interiorEnd)
            }
        } else if let summary = node.contentSummary, rows.contains(box.top + 1) {
            canvas.write("‹" + QuotedText.escaped(summary) + "›", row: box.top + 1, start: interiorStart, end: interiorEnd)
        }
    }

    /// Writes `#dataID` into the box's top border when it fits with a dash either side, lies
    /// within the parent's box, and no label written earlier (an ancestor's) is in the way.
    private func writeDataID(_ dataID: String, of box: WireframeBox, on canvas: inout BoxCanvas) {
        let label = "#" + QuotedText.escaped(dataID)
        let width = label.reduce(0) { $0 + CharacterCellWidth.of($1) }
        let start = box.left + 2
        let end = start + width
        // A label may sit on the parent's border (a child flush with its parent's top), not beyond it.
        let outer = CellRect(top: box.clip.top - 1, left: box.clip.left - 1, bottom: box.clip.bottom + 1, right: box.clip.right + 1)
        guard end <= box.right - 1, start >= outer.left, end <= outer.right,
              box.top >= outer.top, box.top < outer.bottom,
              canvas.hasNoText(row: box.top, columns: start..<end)
        else { return }
        canvas.write(label, row: box.top, start: start, end: end)
    }

    private func startColumn(
        of content: String, line: SnapshotTextLine, alignment: SnapshotTextAlignment,
        interior: Range<Int>, scale: WireframeScale
    ) -> Int {
        let width = content.reduce(0) { $0 + CharacterCellWidth.of($1) }
        switch alignment {
        case .center:
            return max(interior.lowerBound, interior.lowerBound + (interior.count - width) / 2)
        case .right:
            return max(interior.lowerBound, interior.upperBound - width)
        case .natural, .left, .justified:
            guard line.origin.x.isFinite else { return interior.lowerBound }
            return min(max(scale.column(line.origin.x), interior.lowerBound), max(interior.upperBound - 1, interior.lowerBound))
        }
    }
}
