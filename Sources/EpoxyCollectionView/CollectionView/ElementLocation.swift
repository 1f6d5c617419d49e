/// Where an element is in the current sections: an item (`kind` nil) or a supplementary
/// element of `kind`, by section and index.
struct ElementLocation: Hashable {
    let kind: SupplementaryElementKind?
    let section: Int
    let index: Int
}
