import EpoxyCore

/// One node of a laid-out tree as the snapshot writers see it: what it is, where it is in
/// window coordinates, what it shows, and its children in front-to-back order.
///
/// Built by an adapter from the live view tree, so the writers need nothing from the layout
/// engine. Immutable in use: the `with…` modifiers return changed copies.
public struct SnapshotNode: Hashable, Sendable {
    /// What the node stands for (window, view, group, cell, …).
    public var kind: SnapshotNodeKind
    /// The component's name, e.g. `"Label"` or `"MessageRow"`; empty when there is none.
    public var component: String
    /// The model's identifier, when the node comes from a model that has one.
    public var dataID: String?
    /// The node's frame in window coordinates.
    public var frame: Rect
    /// The text the node shows, as laid out.
    public var text: SnapshotText?
    /// A short description of non-text content: an image's name, `"on"`/`"off"` for a switch.
    public var contentSummary: String?
    /// Visual and state attributes (`selected`, `backgroundColor`, `cornerRadius`, …).
    /// The writers emit them sorted by key.
    public var attributes: [String: String]
    /// The child nodes, back to front.
    public var children: [SnapshotNode]

    /// A node with everything it carries; only kind and frame are required.
    public init(
        kind: SnapshotNodeKind,
        component: String = "",
        dataID: String? = nil,
        frame: Rect,
        text: SnapshotText? = nil,
        contentSummary: String? = nil,
        attributes: [String: String] = [:],
        children: [SnapshotNode] = []
    ) {
        self.kind = kind
        self.component = component
        self.dataID = dataID
        self.frame = frame
        self.text = text
        self.contentSummary = contentSummary
        self.attributes = attributes
        self.children = children
    }

    /// The name a writer shows for the node: its component, or its kind when it has none.
    public var displayName: String {
        component.isEmpty ? kind.rawValue : component
    }

    /// The attributes as key–value pairs in byte order of their keys, the order every writer uses.
    public var sortedAttributes: [(key: String, value: String)] {
        attributes.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    /// A copy with these children.
    public func withChildren(_ children: [SnapshotNode]) -> SnapshotNode {
        var copy = self
        copy.children = children
        return copy
    }

    /// A copy with `child` added in front of the existing children.
    public func appendingChild(_ child: SnapshotNode) -> SnapshotNode {
        var copy = self
        copy.children.append(child)
        return copy
    }

    /// A copy with attribute `key` set to `value`, or removed when `value` is nil.
    public func withAttribute(_ key: String, _ value: String?) -> SnapshotNode {
        var copy = self
        copy.attributes[key] = value
        return copy
    }

    /// A copy with this text.
    public func withText(_ text: SnapshotText?) -> SnapshotNode {
        var copy = self
        copy.text = text
        return copy
    }

    /// A copy with this content summary.
    public func withContentSummary(_ summary: String?) -> SnapshotNode {
        var copy = self
        copy.contentSummary = summary
        return copy
    }

    /// A copy at this frame.
    public func withFrame(_ frame: Rect) -> SnapshotNode {
        var copy = self
        copy.frame = frame
        return copy
    }
}
