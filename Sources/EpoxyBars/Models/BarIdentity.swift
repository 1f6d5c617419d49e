/// What pairs a bar with its counterpart in the next update: its data ID and the kind of view
/// it shows. Two bars with equal data IDs but different view kinds are different bars.
public struct BarIdentity: Hashable, CustomStringConvertible {
    /// The bar's data ID (by default the name of its view type).
    public let dataID: AnyHashable
    /// The kind of view the bar shows: a Swift view type, or a name a client (Lua) chose.
    public let viewKind: AnyHashable

    /// Creates an identity from its parts.
    public init(dataID: AnyHashable, viewKind: AnyHashable) {
        self.dataID = dataID
        self.viewKind = viewKind
    }

    /// The data ID, as bars are named in updates and warnings.
    public var description: String { "\(dataID)" }
}
