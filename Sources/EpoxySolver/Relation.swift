/// How the two sides of a constraint relate.
public enum Relation: String, Sendable, CustomStringConvertible {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="

    public var description: String { rawValue }
}
