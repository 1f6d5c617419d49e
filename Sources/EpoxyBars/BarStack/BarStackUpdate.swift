/// What an update did to one bar of a stack.
public struct BarStackUpdate: Equatable, CustomStringConvertible {
    /// The change to the bar's view.
    public enum Kind: String, Equatable, Sendable {
        /// The bar is new: a view was made and added.
        case inserted
        /// Same style and equal content: the view was left as it was (behaviors were set again).
        case unchanged
        /// Same style, different content: the same view got `setContent(_:animated:)`.
        case contentUpdated
        /// A different style: the old view was removed and a new one made.
        case replaced
        /// The bar is gone: its view was removed.
        case removed
    }

    /// The bar's data ID.
    public let dataID: AnyHashable
    /// What happened to it.
    public let kind: Kind
    /// Whether the bar kept its view but moved within the stack (Epoxy's moves: its offset
    /// changed by more than the bars inserted and removed before it).
    public let isMoved: Bool

    /// Creates an update.
    public init(dataID: AnyHashable, kind: Kind, isMoved: Bool = false) {
        self.dataID = dataID
        self.kind = kind
        self.isMoved = isMoved
    }

    /// `"<dataID>: <kind>"`, e.g. `"NavigationBar: contentUpdated"`, with `, moved` for a move.
    public var description: String { "\(dataID): \(kind.rawValue)\(isMoved ? ", moved" : "")" }
}
