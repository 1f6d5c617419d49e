import EpoxyCore

/// Writes a document as an indented tree, one node a line, for terminals and snapshot files.
///
/// ```
/// window 393×852 safe area top 59 left 0 bottom 34 right 0
/// Window (0, 0, 393×852)
///   Label #title (16, 59, 361×20.67) "Inbox" [color=label]
/// ```
/// A line holds the component (or the kind when there is none), `#dataID`, the frame as
/// `(x, y, w×h)` to hundredths, the quoted text (escaped, cut with "…"), the
/// content summary in ‹›, and the attributes sorted by key. Scroll state follows the
/// header. Warnings are not part of the tree: the host logs them (standard error) with their real
/// line breaks, and the JSON lists them. The same document always gives the same bytes.
public struct TextTreeWriter: Sendable {
    /// The indentation of one level.
    public static let indentUnit = "  "

    /// The writer's options; only `summaryLength` matters here.
    public let options: SnapshotOptions

    /// A writer with `options`.
    public init(options: SnapshotOptions = .standard) {
        self.options = options
    }

    /// The tree for `document`, ending with a line break.
    public func write(_ document: SnapshotDocument) -> String {
        var lines = headerLines(document)
        // An explicit stack rather than recursion: a deep tree from a script cannot exhaust the call stack.
        var pending: [(node: SnapshotNode, depth: Int)] = [(document.root, 0)]
        while let (node, depth) = pending.popLast() {
            lines.append(String(repeating: Self.indentUnit, count: depth) + line(for: node))
            for child in node.children.reversed() {
                pending.append((child, depth + 1))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The description of one node, without indentation.
    public func line(for node: SnapshotNode) -> String {
        var parts = [QuotedText.escaped(node.displayName)]
        if let dataID = node.dataID {
            parts.append("#" + QuotedText.escaped(dataID))
        }
        parts.append(Self.frameDescription(node.frame))
        if let text = node.text {
            parts.append(QuotedText.quoted(text.string, limit: options.summaryLength))
        }
        if let summary = node.contentSummary {
            parts.append("‹" + QuotedText.bare(summary, limit: options.summaryLength) + "›")
        }
        let attributes = node.sortedAttributes
        if !attributes.isEmpty {
            let pairs = attributes.map { QuotedText.escaped($0.key) + "=" + QuotedText.escaped($0.value) }
            parts.append("[" + pairs.joined(separator: ", ") + "]")
        }
        return parts.joined(separator: " ")
    }

    /// `(x, y, w×h)` each number to hundredths (`Double.pointDescription`).
    public static func frameDescription(_ frame: Rect) -> String {
        let x = frame.minX.pointDescription
        let y = frame.minY.pointDescription
        return "(\(x), \(y), \(sizeDescription(frame.size)))"
    }

    private static func sizeDescription(_ size: Size) -> String {
        size.width.pointDescription + "×" + size.height.pointDescription
    }

    private static func pointDescription(_ point: Point) -> String {
        "(" + point.x.pointDescription + ", " + point.y.pointDescription + ")"
    }

    private func headerLines(_ document: SnapshotDocument) -> [String] {
        let inset = document.safeArea
        let safeArea = [("top", inset.top), ("left", inset.left), ("bottom", inset.bottom), ("right", inset.right)]
            .map { "\($0.0) \($0.1.pointDescription)" }
            .joined(separator: " ")
        var lines = ["window \(Self.sizeDescription(document.size)) safe area \(safeArea)"]
        if let stack = document.stack {
            lines.append("stack " + stack.map { "#" + QuotedText.escaped($0) }.joined(separator: " ") + " (top first)")
        }
        if document.contentSize != nil || document.contentOffset != nil {
            var parts = ["content"]
            if let size = document.contentSize { parts.append(Self.sizeDescription(size)) }
            if let offset = document.contentOffset { parts.append("offset " + Self.pointDescription(offset)) }
            lines.append(parts.joined(separator: " "))
        }
        if let visible = document.visibleRange {
            let ids = visible.dataIDs.map { "#" + QuotedText.escaped($0) }
            let listed = ids.isEmpty ? "nothing" : ids.joined(separator: " ")
            lines.append("visible \(listed) in \(Self.frameDescription(visible.rect))")
        }
        return lines
    }
}
