/// A value that can be diffed: it has an identity (`diffIdentifier`) that pairs it with its
/// counterpart in another collection, and content that decides whether a paired item was updated.
public protocol Diffable {
    /// Whether this item's content equals `otherDiffableItem`'s. Only called for items whose
    /// `diffIdentifier`s match, so implementations may assume they describe the same item.
    ///
    /// - Parameter otherDiffableItem: The item, in the other collection, paired with this one.
    func isDiffableItemEqual(to otherDiffableItem: Diffable) -> Bool

    /// The identity used to pair this item with an item in the other collection.
    var diffIdentifier: AnyHashable { get }
}
