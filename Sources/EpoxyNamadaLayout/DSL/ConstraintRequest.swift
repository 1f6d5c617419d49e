import EpoxySolver
import EpoxyLayout

/// One constraint a chain asked for, kept until the layout pass completes so targets put later
/// in the same pass (`inBetween(of: label, and: buttonPutBelow)`) resolve.
struct ConstraintRequest {
    /// The constrained view.
    let view: View
    /// The view put before `view` in its container, for `previous`.
    let previous: View?
    /// The constrained attribute.
    let attribute: LayoutAttribute
    let relation: Relation
    /// The other side; nil for a constant size.
    let target: RelatedAnchor?
    let multiplier: Double
    let constant: Double
    let priority: LayoutPriority
    /// Where the request was written, for errors.
    let location: String?

    /// How errors name the request: `top of <Label:title> to previous.bottom`.
    var description: String {
        let side = target.map { " to \($0.description)" } ?? " \(relation) \(constant)"
        return "\(attribute.rawValue) of \(view.layoutItemDescription)\(side)"
    }
}
