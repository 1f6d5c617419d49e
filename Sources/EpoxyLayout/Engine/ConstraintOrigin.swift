import EpoxyCore

/// Where a solver constraint the layout engine made itself comes from, for diagnostics.
enum ConstraintOrigin {
    case intrinsicSize(ViewReference, LayoutAxis, isHugging: Bool, size: Double, priority: LayoutPriority)
    case fixedFrame(ViewReference, LayoutAttribute, value: Double)
    case guide(GuideReference, LayoutAttribute)
    case fittingSize(ViewReference, LayoutAttribute, target: Double, priority: LayoutPriority)

    var description: String {
        switch self {
        case let .intrinsicSize(view, axis, isHugging, size, priority):
            let attribute = axis == .horizontal ? "width" : "height"
            let kind = isHugging ? "hugging" : "compression resistance"
            return "\(view.view.layoutItemDescription).\(attribute) \(isHugging ? "<=" : ">=") \(size.pointDescription) @\(priority) (\(kind))"
        case let .fixedFrame(view, attribute, value):
            return "\(view.view.layoutItemDescription).\(attribute.rawValue) == \(value.pointDescription) (frame)"
        case let .guide(guide, attribute):
            return "\(guide.guide.layoutItemDescription).\(attribute.rawValue) (guide inset)"
        case let .fittingSize(view, attribute, target, priority):
            return "\(view.view.layoutItemDescription).\(attribute.rawValue) == \(target.pointDescription) @\(priority) (fitting size)"
        }
    }
}

/// A reference the engine holds to a view of its tree. Unowned and unchecked: the tree retains
/// its views and drops its engine whenever a view leaves, so the engine never outlives one. (A
/// checked unowned reference costs two atomic operations on the view's side table per read,
/// a fifth of a layout's time spent on reference counts.)
struct ViewReference {
    unowned(unsafe) let view: View
}

/// A reference the engine holds to a guide of its tree (see `ViewReference`); removing a guide
/// drops the engine too.
struct GuideReference {
    unowned(unsafe) let guide: LayoutGuide
}
