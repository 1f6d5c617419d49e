import EpoxyCore

/// A constraint priority from 1 to 1000 (UILayoutPriority's counterpart). Priorities are
/// strict: a higher one is never traded for any number of violations at lower ones.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    public var rawValue: Float

    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(floatLiteral value: Float) {
        rawValue = value
    }

    public init(integerLiteral value: Int) {
        rawValue = Float(value)
    }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: the default compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: the default content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// 50: how `systemLayoutSizeFitting` lets a dimension move toward its target.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether the priority means "must hold".
    public var isRequired: Bool { rawValue >= 1000 }

    /// Whether the priority is a usable number in 1…1000.
    public var isValid: Bool { rawValue.isFinite && rawValue >= 1 && rawValue <= 1000 }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }

    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

    public var description: String { Double(rawValue).pointDescription }
}
