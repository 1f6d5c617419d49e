import EpoxyLayout

/// A target for a constraint: an item and the attribute of it to relate to, or no attribute to
/// use the same attribute as the constrained one (`top(.equal, to: .parent)` relates top to top).
public struct RelatedAnchor {
    /// The item related to.
    public let item: RelatedItem
    /// The attribute of `item`, nil for "the same as the constrained attribute".
    public let attribute: LayoutAttribute?

    /// A target on `item`'s `attribute` (nil: the constrained attribute).
    public init(item: RelatedItem, attribute: LayoutAttribute? = nil) {
        self.item = item
        self.attribute = attribute
    }

    /// An anchor of a concrete view or guide.
    public init<AnchorType>(_ anchor: LayoutAnchor<AnchorType>) {
        if let item = anchor.item {
            self.init(item: .item(item), attribute: anchor.attribute)
        } else {
            self.init(item: .anonymous(.myself), attribute: .notAnAttribute)
        }
    }

    /// How errors name the target.
    var description: String {
        item.description + (attribute.map { "." + $0.rawValue } ?? "")
    }
}

/// Anything `to:` accepts: a ``RelatedAnchor``, an ``AnonymousRelation``, a view or guide, or a
/// concrete anchor. Leading-dot names (`.parent`, `.safeArea`, …) resolve to ``RelatedAnchor``.
public protocol RelatedAnchorConvertible {
    /// The target this value stands for.
    var relatedAnchor: RelatedAnchor { get }
}

extension RelatedAnchor: RelatedAnchorConvertible {
    public var relatedAnchor: RelatedAnchor { self }
}

extension AnonymousRelation: RelatedAnchorConvertible {
    public var relatedAnchor: RelatedAnchor { RelatedAnchor(item: .anonymous(self)) }
}

extension View: RelatedAnchorConvertible {
    public var relatedAnchor: RelatedAnchor { RelatedAnchor(item: .item(self)) }
}

extension LayoutGuide: RelatedAnchorConvertible {
    public var relatedAnchor: RelatedAnchor { RelatedAnchor(item: .item(self)) }
}

extension LayoutAnchor: RelatedAnchorConvertible {
    public var relatedAnchor: RelatedAnchor { RelatedAnchor(self) }
}

extension RelatedAnchorConvertible where Self == RelatedAnchor {
    /// The superview, same attribute.
    public static var parent: RelatedAnchor { .anonymous(.parent) }
    /// The superview's safe area, same attribute.
    public static var safeArea: RelatedAnchor { .anonymous(.safeArea) }
    /// The view itself, same attribute.
    public static var myself: RelatedAnchor { .anonymous(.myself) }
    /// The view's own safe area, same attribute.
    public static var mySafeArea: RelatedAnchor { .anonymous(.mySafeArea) }
    /// The view put before this one, same attribute.
    public static var previous: RelatedAnchor { .anonymous(.previous) }
    /// The safe area of the view put before this one, same attribute.
    public static var previousSafeArea: RelatedAnchor { .anonymous(.previousSafeArea) }

    /// An anonymous relation, same attribute.
    public static func anonymous(_ relation: AnonymousRelation) -> RelatedAnchor {
        RelatedAnchor(item: .anonymous(relation))
    }

    /// A view or guide, same attribute.
    public static func view(_ item: any LayoutItem) -> RelatedAnchor {
        RelatedAnchor(item: .item(item))
    }

    /// An anchor of a concrete view or guide.
    public static func anchor<AnchorType>(_ anchor: LayoutAnchor<AnchorType>) -> RelatedAnchor {
        RelatedAnchor(anchor)
    }
}
