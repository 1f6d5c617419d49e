/// An item named by data IDs: its section's and its own.
public struct ItemPath: Hashable, CustomStringConvertible {
    /// The data ID of the item's section.
    public let sectionDataID: AnyHashable
    /// The item's data ID.
    public let dataID: AnyHashable

    /// Creates a path.
    public init(sectionDataID: AnyHashable, dataID: AnyHashable) {
        self.sectionDataID = sectionDataID
        self.dataID = dataID
    }

    /// `section/item`.
    public var description: String { "\(sectionDataID)/\(dataID)" }
}
