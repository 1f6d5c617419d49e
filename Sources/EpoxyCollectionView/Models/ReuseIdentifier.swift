/// Which views can be reused for an item: views of the same type made with the same style.
///
/// Epoxy combines the view type with the style's hash; here the style (or an explicit
/// `styleID`) is kept as an `AnyHashable`, so two styles that merely share a hash value are
/// never confused. Swift view types are compared by identity (cheap); clients with their own
/// view kinds (Lua components) name them.
public struct ReuseIdentifier: Hashable, CustomStringConvertible {
    private let viewTypeIdentifier: ObjectIdentifier?
    private let viewType: Any.Type?
    private let name: String?
    /// The style or style identifier that distinguishes views of one type.
    public let styleKey: AnyHashable?

    /// An identifier for a Swift view type and a style key.
    public init(viewType: Any.Type, styleKey: AnyHashable?) {
        viewTypeIdentifier = ObjectIdentifier(viewType)
        self.viewType = viewType
        name = nil
        self.styleKey = styleKey
    }

    /// An identifier for a view kind known by name (e.g. a Lua component) and a style key.
    public init(viewTypeName: String, styleKey: AnyHashable?) {
        viewTypeIdentifier = nil
        viewType = nil
        name = viewTypeName
        self.styleKey = styleKey
    }

    /// The name of the view type, e.g. `Label` or a Lua component's name.
    public var viewTypeName: String {
        name ?? viewType.map { String(describing: $0) } ?? ""
    }

    /// Same view type (or name) and equal style key.
    public static func == (lhs: ReuseIdentifier, rhs: ReuseIdentifier) -> Bool {
        lhs.viewTypeIdentifier == rhs.viewTypeIdentifier && lhs.name == rhs.name && lhs.styleKey == rhs.styleKey
    }

    /// Hashes the view type (or name) and style key.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(viewTypeIdentifier)
        hasher.combine(name)
        hasher.combine(styleKey)
    }

    /// `Type(style)`.
    public var description: String {
        guard let styleKey else { return viewTypeName }
        return "\(viewTypeName)(\(styleKey))"
    }
}
