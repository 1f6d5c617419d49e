import EpoxyLayout

extension HGroup {
    /// How an item is placed vertically in an HGroup (or a ZGroup).
    public enum ItemAlignment: Hashable, CustomStringConvertible {
        /// Pinned to the top and bottom (less padding).
        case fill
        /// Pinned to the top; the bottom stays inside the group.
        case top
        /// Pinned to the bottom; the top stays inside the group.
        case bottom
        /// Centred vertically; both edges stay inside the group.
        case center
        /// Centred on the vertical centre of the sibling item with this dataID.
        case centered(to: AnyHashable)
        /// Placed by constraints the closure makes; `id` tells alignments apart when diffing.
        case custom(id: AnyHashable, CustomAlignmentConstraints)

        /// The alignment a script names: "fill", "top", "bottom", "center"; nil for any
        /// other name (`centered` and `custom` take arguments, so they have no name).
        public init?(named name: String) {
            switch name {
            case "fill": self = .fill
            case "top": self = .top
            case "bottom": self = .bottom
            case "center": self = .center
            default: return nil
            }
        }

        public static func == (lhs: ItemAlignment, rhs: ItemAlignment) -> Bool {
            switch (lhs, rhs) {
            case (.fill, .fill), (.top, .top), (.bottom, .bottom), (.center, .center): true
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
            case .top: "top"
            case .bottom: "bottom"
            case .center: "center"
            case .centered(let dataID): "centered(to: \(dataID.base))"
            case .custom(let id, _): "custom(\(id.base))"
            }
        }
    }
}
