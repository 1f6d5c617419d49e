import Foundation

/// An item moved by the user (`moveItem`): which, and from where to where.
public struct CollectionViewMove {
    /// The moved item's data ID.
    public let dataID: AnyHashable
    /// The data ID of the section it left.
    public let sourceSectionDataID: AnyHashable
    /// The data ID of the section it joined.
    public let destinationSectionDataID: AnyHashable
    /// Where it was (`[section, item]`).
    public let source: IndexPath
    /// Where it is now (`[section, item]`).
    public let destination: IndexPath
}
