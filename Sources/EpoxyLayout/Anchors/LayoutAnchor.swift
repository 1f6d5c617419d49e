import EpoxySolver

/// A factory for constraints on one attribute of a view or guide (NSLayoutAnchor's
/// counterpart). `Axis` keeps x-axis, y-axis and dimension anchors from being mixed.
///
/// A value, not an object: a group makes several anchors for each constraint it makes, and as
/// objects they were a sixth of the allocations of laying out a list of rows.
public struct LayoutAnchor<Axis: LayoutAnchorAxis>: CustomStringConvertible {
    /// The view or guide the anchor belongs to, nil once it has been deallocated.
    public var item: (any LayoutItem)? { itemLifetime.item }
    /// The attribute of the item.
    public let attribute: LayoutAttribute
    /// Refers to the item without a `weak` reference (see `LayoutItemLifetime`).
    let itemLifetime: LayoutItemLifetime

    init(item: any LayoutItem, attribute: LayoutAttribute) {
        itemLifetime = item.layoutItemLifetime
        self.attribute = attribute
    }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutAnchor<Axis>, constant: Double = 0) -> LayoutConstraint {
        makeConstraint(.equal, anchor, multiplier: 1, constant: constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<Axis>, constant: Double = 0) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<Axis>, constant: Double = 0) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    func makeConstraint(_ relation: Relation, _ anchor: LayoutAnchor<Axis>?, multiplier: Double, constant: Double) -> LayoutConstraint {
        LayoutConstraint(
            firstLifetime: itemLifetime, attribute: attribute, relatedBy: relation,
            secondLifetime: anchor?.itemLifetime, attribute: anchor?.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: constant, priority: .required)
    }

    public var description: String {
        "\(item?.layoutItemDescription ?? "<nil>").\(attribute.rawValue)"
    }
}

/// What an anchor's type parameter may be: one of the three axes.
public protocol LayoutAnchorAxis {}

/// The horizontal axis: leading, trailing, left, right, centerX.
public enum LayoutXAxis: LayoutAnchorAxis {}
/// The vertical axis: top, bottom, centerY, firstBaseline, lastBaseline.
public enum LayoutYAxis: LayoutAnchorAxis {}
/// Widths and heights.
public enum LayoutDimensionAxis: LayoutAnchorAxis {}

/// An anchor on the horizontal axis: leading, trailing, left, right, centerX.
public typealias LayoutXAxisAnchor = LayoutAnchor<LayoutXAxis>

/// An anchor on the vertical axis: top, bottom, centerY, firstBaseline, lastBaseline.
public typealias LayoutYAxisAnchor = LayoutAnchor<LayoutYAxis>

/// A width or height anchor; dimensions may be constants or multiples of other dimensions.
public typealias LayoutDimension = LayoutAnchor<LayoutDimensionAxis>

extension LayoutAnchor where Axis == LayoutDimensionAxis {
    /// `self == constant`.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        makeConstraint(.equal, nil, multiplier: 1, constant: constant)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, nil, multiplier: 1, constant: constant)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, nil, multiplier: 1, constant: constant)
    }

    /// `self == multiplier × anchor + constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        makeConstraint(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self >= multiplier × anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self <= multiplier × anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}
