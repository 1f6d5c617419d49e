import EpoxyCore

/// Who an element is, independent of where it is: its section's data ID, its kind (nil for
/// items), its data ID, and which occurrence of a duplicated data ID it is (0 normally).
/// Cells follow identities across updates, so a moved item keeps its view. The item's data ID
/// is kept as a key: every update hashes the identities of the elements near the screen.
struct ElementIdentity: Hashable {
    let sectionDataID: AnyHashable
    let kind: SupplementaryElementKind?
    let dataID: DataIDKey
    let occurrence: Int

    var itemPath: ItemPath { ItemPath(sectionDataID: sectionDataID, dataID: dataID.anyHashable) }
}
