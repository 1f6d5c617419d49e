/// Something constraints can position: a `View` or a `LayoutGuide` (the only conforming types:
/// only this module can make a `LayoutItemLifetime`).
public protocol LayoutItem: AnyObject {
    /// The item's solver variables.
    var layoutVariables: LayoutVariables { get }
    /// The view itself, or the view that owns the guide.
    var owningView: View? { get }
    /// How diagnostics name the item, e.g. `<Label:title>` or `<View:root>.layoutMarginsGuide`.
    var layoutItemDescription: String { get }
    /// Tells constraints and anchors whether the item still exists, made on first use and ended
    /// when the item is deinitialized (see `LayoutItemLifetime` for why not `weak`).
    var layoutItemLifetime: LayoutItemLifetime { get }
}

extension LayoutItem {
    /// The left edge (never flips).
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge (never flips).
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}
