import EpoxyLayout

/// The other side of a constraint: an anonymous relation resolved when the layout completes, or
/// a concrete view or layout guide.
public enum RelatedItem {
    /// Resolved against the view being laid out (its parent, previous sibling, …).
    case anonymous(AnonymousRelation)
    /// A view or guide given directly; it must be in the same view hierarchy.
    case item(any LayoutItem)
    /// The view with this accessibility identifier in the laid-out hierarchy, looked up when the
    /// pass completes (so it may be put later in the same pass).
    case identified(String)

    /// How errors name the item.
    var description: String {
        switch self {
        case .anonymous(let relation): relation.rawValue
        case .item(let item): item.layoutItemDescription
        case .identified(let identifier): "'\(identifier)'"
        }
    }
}
