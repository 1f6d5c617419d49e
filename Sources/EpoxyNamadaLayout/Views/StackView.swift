import EpoxySolver
import EpoxyCore
import EpoxyLayout

/// A view that lines up its arranged subviews along an axis with constraints, as UIStackView
/// does: edge to edge along the axis with `spacing` (or a custom spacing after a view) between
/// them, and placed across it by `alignment`. Other subviews are left alone.
open class StackView: ContainerView {
    /// The axis views are lined up along.
    public var axis: LayoutAxis { didSet { if axis != oldValue { rebuildArrangement() } } }
    /// The space between neighbours.
    public var spacing: Double = 0 { didSet { if spacing != oldValue { rebuildArrangement() } } }
    /// Where views sit across the axis.
    public var alignment: StackAlignment = .fill { didSet { if alignment != oldValue { rebuildArrangement() } } }
    /// How views share the axis.
    public var distribution: StackDistribution = .fill { didSet { if distribution != oldValue { rebuildArrangement() } } }
    /// The lined-up views, in order.
    public private(set) var arrangedSubviews: [View] = []

    private var customSpacings: [ObjectIdentifier: Double] = [:]
    private var arrangementConstraints: [LayoutConstraint] = []

    /// Below `fittingSizeLevel`: makes a stack whose views do not fill it across the axis as
    /// narrow as its widest view, while anything the stack is told wins.
    static let crossHuggingPriority = LayoutPriority(49)

    /// Creates an empty stack along `axis`.
    public init(axis: LayoutAxis = .vertical, spacing: Double = 0) {
        self.axis = axis
        self.spacing = spacing
        super.init()
    }

    /// Adds `view` at the end of the line (and as a subview).
    public func addArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        if view.superview !== self { addSubview(view) }
        arrangedSubviews.append(view)
        rebuildArrangement()
    }

    /// Takes `view` out of the line; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        rebuildArrangement()
    }

    /// Takes every view out of the line.
    public func removeAllArrangedSubviews() {
        arrangedSubviews = []
        customSpacings = [:]
        rebuildArrangement()
    }

    /// Uses `spacing` instead of the stack's after `view`.
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        customSpacings[ObjectIdentifier(view)] = spacing
        rebuildArrangement()
    }

    /// The custom spacing after `view`, nil when it uses the stack's.
    public func customSpacing(after view: View) -> Double? {
        customSpacings[ObjectIdentifier(view)]
    }

    private func rebuildArrangement() {
        LayoutConstraint.deactivate(arrangementConstraints)
        // Views removed from the stack by other means leave the line too.
        arrangedSubviews.removeAll { $0.superview !== self }
        arrangementConstraints = makeArrangement()
        for constraint in arrangementConstraints { constraint.identifier = "stack.\(constraint.firstAttribute.rawValue)" }
        LayoutConstraint.activate(arrangementConstraints)
    }

    private func makeArrangement() -> [LayoutConstraint] {
        guard let first = arrangedSubviews.first, let last = arrangedSubviews.last else { return [] }
        let isVertical = axis == .vertical
        let start: LayoutAttribute = isVertical ? .top : .leading
        let end: LayoutAttribute = isVertical ? .bottom : .trailing
        let crossStart: LayoutAttribute = isVertical ? .leading : .top
        let crossEnd: LayoutAttribute = isVertical ? .trailing : .bottom
        let crossCenter: LayoutAttribute = isVertical ? .centerX : .centerY
        let length: LayoutAttribute = isVertical ? .height : .width
        let crossLength: LayoutAttribute = isVertical ? .width : .height

        func relate(_ item: View, _ attribute: LayoutAttribute, _ relation: Relation, _ other: View, _ otherAttribute: LayoutAttribute, _ constant: Double = 0) -> LayoutConstraint {
            LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute, constant: constant)
        }

        var constraints = [relate(first, start, .equal, self, start), relate(last, end, .equal, self, end)]
        for (previous, next) in zip(arrangedSubviews, arrangedSubviews.dropFirst()) {
            let gap = customSpacings[ObjectIdentifier(previous)] ?? spacing
            constraints.append(relate(next, start, .equal, previous, end, gap))
            if distribution == .fillEqually { constraints.append(relate(next, length, .equal, first, length)) }
        }
        for view in arrangedSubviews {
            switch alignment {
            case .fill:
                constraints += [relate(view, crossStart, .equal, self, crossStart), relate(view, crossEnd, .equal, self, crossEnd)]
            case .leading:
                constraints += [relate(view, crossStart, .equal, self, crossStart), relate(view, crossEnd, .lessThanOrEqual, self, crossEnd)]
            case .trailing:
                constraints += [relate(view, crossStart, .greaterThanOrEqual, self, crossStart), relate(view, crossEnd, .equal, self, crossEnd)]
            case .center:
                constraints += [
                    relate(view, crossCenter, .equal, self, crossCenter),
                    relate(view, crossStart, .greaterThanOrEqual, self, crossStart),
                    relate(view, crossEnd, .lessThanOrEqual, self, crossEnd),
                ]
            }
        }
        if alignment != .fill {
            constraints.append(LayoutConstraint(
                item: self, attribute: crossLength, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                constant: 0, priority: Self.crossHuggingPriority))
        }
        return constraints
    }
}
