import EpoxyCore

/// Who an element is, independent of where it is: its section's data ID, its kind (nil for
/// items), its data ID, and which occurrence of a duplicated data ID it is (0 normally).
/// Cells follow identities across updates, so a moved item keeps its view.
///
/// Every update hashes and compares the identities of the elements near the screen, so
/// identities are equal and hashed by their data IDs' keys; the data IDs themselves are kept
/// as given for the paths reported to callers.
struct ElementIdentity: Hashable {
    let sectionDataID: AnyHashable
    let kind: SupplementaryElementKind?
    let dataID: AnyHashable
    let occurrence: Int
    private let sectionKey: DataIDKey
    private let key: DataIDKey

    init(sectionDataID: AnyHashable, sectionKey: DataIDKey, kind: SupplementaryElementKind?, dataID: AnyHashable, key: DataIDKey, occurrence: Int) {
        self.sectionDataID = sectionDataID
        self.sectionKey = sectionKey
        self.kind = kind
        self.dataID = dataID
        self.key = key
        self.occurrence = occurrence
    }

    init(sectionDataID: AnyHashable, kind: SupplementaryElementKind?, dataID: AnyHashable, occurrence: Int) {
        self.init(
            sectionDataID: sectionDataID, sectionKey: DataIDKey(sectionDataID), kind: kind, dataID: dataID,
            key: DataIDKey(dataID), occurrence: occurrence)
    }

    var itemPath: ItemPath { ItemPath(sectionDataID: sectionDataID, dataID: dataID) }

    static func == (left: ElementIdentity, right: ElementIdentity) -> Bool {
        left.key == right.key && left.occurrence == right.occurrence && left.kind == right.kind && left.sectionKey == right.sectionKey
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(sectionKey)
        hasher.combine(kind)
        hasher.combine(key)
        hasher.combine(occurrence)
    }
}
