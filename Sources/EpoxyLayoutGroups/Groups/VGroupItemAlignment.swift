import EpoxyLayout

extension VGroup {
    /// How an item is placed horizontally in a VGroup (or a ZGroup, or a reflowed HGroup).
    public enum ItemAlignment: Hashable, CustomStringConvertible {
        /// Pinned to the leading and trailing edges (less padding).
        case fill
        /// Pinned to the leading edge; the trailing edge stays inside the group.
        case leading
        /// Pinned to the trailing edge; the leading edge stays inside the group.
        case trailing
        /// Centred horizontally; both edges stay inside the group.
        case center
        /// Centred on the horizontal centre of the sibling item with this dataID.
        case centered(to: AnyHashable)
        /// Placed by constraints the closure makes; `id` tells alignments apart when diffing.
        case custom(id: AnyHashable, CustomAlignmentConstraints)

        /// The alignment a script names: "fill", "leading", "trailing", "center"; nil for any
        /// other name (`centered` and `custom` take arguments, so they have no name).
        public init?(named name: String) {
            switch name {
            case "fill": self = .fill
            case "leading": self = .leading
            case "trailing": self = .trailing
            case "center": self = .center
            default: return nil
            }
        }

        public static func == (lhs: ItemAlignment, rhs: ItemAlignment) -> Bool {
            switch (lhs, rhs) {
            case (.fill, .fill), (.leading, .leading), (.trailing, .trailing), (.center, .center): true
            case let (.centered(left), .centered(right)): left == right
            case let (.custom(left, _), .custom(right, _)): left == right
            default: false
            }
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(description)
            switch self {
            case .centered(let dataID): hasher.combine(dataID)
            case .custom(let id, _): hasher.combine(id)
            default: break
            }
        }

        public var description: String {
            switch self {
            case .fill: "fill"
            case .leading: "leading"
            case .trailing: "trailing"
            case .center: "center"
            case .centered(let dataID): "centered(to: \(dataID.base))"
            case .custom(let id, _): "custom(\(id.base))"
            }
        }
    }
}
