import EpoxyCore

/// Writes a document as JSON: one object per node,
/// `{"kind", "component", "dataID", "frame": {"x", "y", "width", "height"}, "children"}`,
/// plus `"text"`, `"content"` and `"attributes"` when the node has them.
///
/// The root object also carries `"safeArea"` (`top`, `left`, `bottom`, `right`) and
/// `"warnings"`, `"stack"` (top first) for navigation screens, `"keyboard"` (its frame) while it is shown, and `"contentSize"`, `"contentOffset"` and `"visible"` when the screen has
/// a collection. `"dataID"` is `null` for nodes without one. Keys are sorted, indentation is
/// two spaces, numbers are rounded to a thousandth with integers written without a
/// fraction; a non-finite number is written as the string `"nan"`, `"inf"` or `"-inf"`.
public struct JSONWriter: Sendable {
    /// A JSON writer.
    public init() {}

    /// The JSON text for `document`, ending with a line break.
    public func write(_ document: SnapshotDocument) -> String {
        documentValue(document).rendered() + "\n"
    }

    func documentValue(_ document: SnapshotDocument) -> JSONValue {
        var members = nodeMembers(document.root)
        let inset = document.safeArea
        members["safeArea"] = .object([
            "top": .number(inset.top), "left": .number(inset.left),
            "bottom": .number(inset.bottom), "right": .number(inset.right),
        ])
        if let size = document.contentSize {
            members["contentSize"] = Self.sizeValue(size)
        }
        if let offset = document.contentOffset {
            members["contentOffset"] = .object(["x": .number(offset.x), "y": .number(offset.y)])
        }
        if let visible = document.visibleRange {
            members["visible"] = .object([
                "dataIDs": .array(visible.dataIDs.map(JSONValue.string)),
                "rect": Self.rectValue(visible.rect),
            ])
        }
        if let stack = document.stack {
            members["stack"] = .array(stack.map(JSONValue.string))
        }
        if let keyboard = document.keyboardFrame {
            members["keyboard"] = Self.rectValue(keyboard)
        }
        members["warnings"] = .array(document.warnings.map(JSONValue.string))
        return .object(members)
    }

    private func nodeMembers(_ node: SnapshotNode) -> [String: JSONValue] {
        var members: [String: JSONValue] = [
            "kind": .string(node.kind.rawValue),
            "component": .string(node.component),
            "dataID": node.dataID.map(JSONValue.string) ?? .null,
            "frame": Self.rectValue(node.frame),
            "children": .array(node.children.map { .object(nodeMembers($0)) }),
        ]
        if let text = node.text {
            members["text"] = Self.textValue(text)
        }
        if let summary = node.contentSummary {
            members["content"] = .string(summary)
        }
        if !node.attributes.isEmpty {
            members["attributes"] = .object(node.attributes.mapValues(JSONValue.string))
        }
        return members
    }

    private static func rectValue(_ rect: Rect) -> JSONValue {
        .object([
            "x": .number(rect.minX), "y": .number(rect.minY),
            "width": .number(rect.width), "height": .number(rect.height),
        ])
    }

    private static func sizeValue(_ size: Size) -> JSONValue {
        .object(["width": .number(size.width), "height": .number(size.height)])
    }

    private static func textValue(_ text: SnapshotText) -> JSONValue {
        var members: [String: JSONValue] = [
            "string": .string(text.string),
            "fontSize": .number(text.fontSize),
            "weight": .string(text.weight),
            "alignment": .string(text.alignment.rawValue),
            "lines": .array(text.lines.map { line in
                .object([
                    "text": .string(line.text),
                    "x": .number(line.origin.x),
                    "y": .number(line.origin.y),
                    "width": .number(line.width),
                    "baseline": .number(line.baseline),
                ])
            }),
        ]
        if let color = text.color {
            members["color"] = .string(color)
        }
        return .object(members)
    }
}
