import EpoxyLayout

/// The other side of a constraint: an anonymous relation resolved when the layout completes, or
/// a concrete view or layout guide.
public enum RelatedItem {
    /// Resolved against the view being laid out (its parent, previous sibling, …).
    case anonymous(AnonymousRelation)
    /// A view or guide given directly; it must be in the same view hierarchy.
    case item(any LayoutItem)

    /// How errors name the item.
    var description: String {
        switch self {
        case .anonymous(let relation): relation.rawValue
        case .item(let item): item.layoutItemDescription
        }
    }
}
