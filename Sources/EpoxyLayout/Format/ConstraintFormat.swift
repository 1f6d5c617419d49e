import EpoxySolver

/// One constraint written as text, the way UIKit prints them:
/// `title.leading == icon.trailing + 8`, `icon.height == 0.5 * icon.width`,
/// `title.trailing <= container.trailing - 16 @750`, `icon.width == 44`.
///
/// Items are names resolved by the caller; attributes are ``LayoutAttribute`` names; the
/// priority is a number 1…1000 or `required`, `defaultHigh`, `defaultLow`, `fittingSizeLevel`.
public struct ConstraintFormat: Hashable, Sendable {
    /// The item and attribute on the left.
    public var firstItem: String
    public var firstAttribute: LayoutAttribute
    public var relation: Relation
    /// The item and attribute on the right; nil for a constant (`icon.width == 44`).
    public var secondItem: String?
    public var secondAttribute: LayoutAttribute?
    public var multiplier: Double
    public var constant: Double
    public var priority: LayoutPriority

    /// Parses `text`.
    /// - Throws: ``ConstraintFormatError`` saying what was expected where.
    public init(parsing text: String) throws(ConstraintFormatError) {
        var scanner = ConstraintFormatScanner(text)
        let first = try scanner.itemAttribute()
        firstItem = first.item
        firstAttribute = first.attribute
        relation = try scanner.relation()

        var multiplier = 1.0
        var constant = 0.0
        var second: (item: String, attribute: LayoutAttribute)?
        if let number = scanner.number() {
            if scanner.consume("*") {
                multiplier = number
                second = try scanner.itemAttribute()
            } else {
                constant = number
            }
        } else {
            second = try scanner.itemAttribute()
            if scanner.consume("*") {
                guard let number = scanner.number() else { throw scanner.error("a multiplier after '*'") }
                multiplier = number
            }
        }
        if second != nil {
            while let sign = scanner.sign() {
                guard let number = scanner.number() else { throw scanner.error("a number after '\(sign > 0 ? "+" : "-")'") }
                constant += sign * number
            }
        }
        secondItem = second?.item
        secondAttribute = second?.attribute
        self.multiplier = multiplier
        self.constant = constant

        if scanner.consume("@") {
            priority = try scanner.priority()
        } else {
            priority = .required
        }
        try scanner.expectEnd()
        guard constant.isFinite, multiplier.isFinite else {
            throw ConstraintFormatError(text: text, message: "constants and multipliers must be finite")
        }
        if second == nil && !firstAttribute.isDimension {
            throw ConstraintFormatError(
                text: text, message: "only width and height can equal a constant; '\(firstAttribute.rawValue)' needs another item's anchor")
        }
        if let second, second.attribute.isDimension != firstAttribute.isDimension
            || (!firstAttribute.isDimension && second.attribute.isHorizontal != firstAttribute.isHorizontal) {
            throw ConstraintFormatError(
                text: text, message: "'\(firstAttribute.rawValue)' and '\(second.attribute.rawValue)' are on different axes or kinds")
        }
    }
}

/// Why a constraint's text did not parse.
public struct ConstraintFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The constraint as written.
    public var text: String
    /// What was wrong.
    public var message: String

    public var description: String { "constraint \"\(text)\": \(message)" }
}
