import EpoxySolver
import EpoxyLayout

/// How a constrained attribute relates to its target, optionally with a value: a distance for
/// positions, a constant or a target for sizes (NamadaLayout's `LayoutRelation`).
public enum LayoutRelation<Value> {
    /// `==`, no distance.
    case equal
    /// `>=`, no distance.
    case moreThan
    /// `<=`, no distance.
    case lessThan
    /// `==` with a value.
    case equalTo(Value)
    /// `>=` with a value.
    case moreThanTo(Value)
    /// `<=` with a value.
    case lessThanTo(Value)

    /// The engine's relation.
    public var relation: Relation {
        switch self {
        case .equal, .equalTo: .equal
        case .moreThan, .moreThanTo: .greaterThanOrEqual
        case .lessThan, .lessThanTo: .lessThanOrEqual
        }
    }

    /// The value, nil for the plain relations.
    public var value: Value? {
        switch self {
        case .equal, .moreThan, .lessThan: nil
        case .equalTo(let value), .moreThanTo(let value), .lessThanTo(let value): value
        }
    }

    /// The same relation carrying `value` (a plain relation becomes its `…To` form).
    public func with<Other>(_ value: Other) -> LayoutRelation<Other> {
        switch relation {
        case .equal: .equalTo(value)
        case .greaterThanOrEqual: .moreThanTo(value)
        case .lessThanOrEqual: .lessThanTo(value)
        }
    }
}

extension LayoutRelation: Sendable where Value: Sendable {}
extension LayoutRelation: Equatable where Value: Equatable {}

extension Relation {
    /// `>=` for `<=` and the other way round; `==` stays.
    var mirrored: Relation {
        switch self {
        case .equal: .equal
        case .greaterThanOrEqual: .lessThanOrEqual
        case .lessThanOrEqual: .greaterThanOrEqual
        }
    }
}
