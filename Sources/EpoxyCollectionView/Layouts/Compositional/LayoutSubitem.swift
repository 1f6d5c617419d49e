import EpoxyCore

/// What a compositional group holds: items, or groups nested in it (UIKit's groups are items).
public indirect enum LayoutSubitem: Hashable, Sendable {
    /// A slot for one of the section's items.
    case item(LayoutItem)
    /// A nested group, holding items of its own.
    case group(LayoutGroup)

    /// The subitem's size, resolved against its parent group's content size.
    public var layoutSize: LayoutSize {
        switch self {
        case .item(let item): item.layoutSize
        case .group(let group): group.layoutSize
        }
    }
}
