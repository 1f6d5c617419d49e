/// Who an element is, independent of where it is: its section's data ID, its kind (nil for
/// items), its data ID, and which occurrence of a duplicated data ID it is (0 normally).
/// Cells follow identities across updates, so a moved item keeps its view.
struct ElementIdentity: Hashable {
    let sectionDataID: AnyHashable
    let kind: SupplementaryElementKind?
    let dataID: AnyHashable
    let occurrence: Int

    var itemPath: ItemPath { ItemPath(sectionDataID: sectionDataID, dataID: dataID) }
}
