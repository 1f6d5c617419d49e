/// A `Diffable` section of `Diffable` items: sections are diffed against sections, then the items
/// of each pair of matched sections are diffed against each other.
public protocol DiffableSection: Diffable {
    /// The collection type holding this section's items.
    associatedtype DiffableItems: Collection where
        DiffableItems.Index == Int,
        DiffableItems.Element: Diffable

    /// The items in this section, in display order.
    var diffableItems: DiffableItems { get }
}
