/// The kind of a supplementary element, as UIKit's element kind strings.
public struct SupplementaryElementKind: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
    /// The kind's name, e.g. `header`.
    public let rawValue: String

    /// A kind with this name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A section header (flow layouts size it with the header reference size).
    public static let sectionHeader = SupplementaryElementKind(rawValue: "header")
    /// A section footer (flow layouts size it with the footer reference size).
    public static let sectionFooter = SupplementaryElementKind(rawValue: "footer")

    /// The kind's name.
    public var description: String { rawValue }
}
