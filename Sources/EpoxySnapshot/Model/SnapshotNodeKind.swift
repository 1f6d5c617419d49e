/// What a snapshot node stands for in the laid-out tree: a window, a plain view, a layout
/// group, a collection and its cells, a bar or a navigation container.
///
/// A string-backed open set rather than a closed enum, so an adapter can introduce a kind the
/// writers have not heard of without a change here; the writers only single out `group`.
public struct SnapshotNodeKind: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The kind's name as it appears in every output format.
    public let rawValue: String

    /// A kind with this name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A kind written as a string literal, e.g. `"cell"`.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The window that holds everything; normally the document's root.
    public static let window: SnapshotNodeKind = "window"
    /// A view (a component's view or one of its subviews).
    public static let view: SnapshotNodeKind = "view"
    /// A layout group (HGroup, VGroup): a layout guide, not a view, so it draws nothing.
    public static let group: SnapshotNodeKind = "group"
    /// A collection view.
    public static let collection: SnapshotNodeKind = "collection"
    /// A collection view cell hosting an item's view.
    public static let cell: SnapshotNodeKind = "cell"
    /// A section of a collection that scrolls sideways (a carousel): its frame is the section's
    /// viewport and its children, the section's cells, are clipped to it.
    public static let carousel: SnapshotNodeKind = "carousel"
    /// A supplementary view (section header or footer).
    public static let supplementary: SnapshotNodeKind = "supplementary"
    /// A top or bottom bar.
    public static let bar: SnapshotNodeKind = "bar"
    /// A navigation container.
    public static let navigation: SnapshotNodeKind = "navigation"

    /// The raw name.
    public var description: String { rawValue }
}
