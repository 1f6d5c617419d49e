import EpoxyLayout

/// The anchors of an item that may not have a variable yet (`Anchor(of: .previous).bottomAnchor`).
public struct Anchor {
    /// The item whose anchors these are.
    public let item: RelatedItem

    /// The anchors of an anonymous relation.
    public init(of relation: AnonymousRelation) {
        item = .anonymous(relation)
    }

    /// The anchors of a view or guide.
    public init(of item: any LayoutItem) {
        self.item = .item(item)
    }

    /// The anchors of any related item (`.identified("button")` for a view put later).
    public init(of item: RelatedItem) {
        self.item = item
    }

    /// The top edge.
    public var topAnchor: RelatedAnchor { anchor(.top) }
    /// The bottom edge.
    public var bottomAnchor: RelatedAnchor { anchor(.bottom) }
    /// The left edge.
    public var leftAnchor: RelatedAnchor { anchor(.left) }
    /// The right edge.
    public var rightAnchor: RelatedAnchor { anchor(.right) }
    /// The leading edge.
    public var leadingAnchor: RelatedAnchor { anchor(.leading) }
    /// The trailing edge.
    public var trailingAnchor: RelatedAnchor { anchor(.trailing) }
    /// The horizontal centre.
    public var centerXAnchor: RelatedAnchor { anchor(.centerX) }
    /// The vertical centre.
    public var centerYAnchor: RelatedAnchor { anchor(.centerY) }
    /// The width.
    public var widthAnchor: RelatedAnchor { anchor(.width) }
    /// The height.
    public var heightAnchor: RelatedAnchor { anchor(.height) }

    private func anchor(_ attribute: LayoutAttribute) -> RelatedAnchor {
        RelatedAnchor(item: item, attribute: attribute)
    }
}
