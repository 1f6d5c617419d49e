/// A bar coordinator without its model type: what a bar stack stores and hands to installers,
/// so installer properties (scroll percentage, navigation actions) can reach it.
public protocol AnyBarCoordinating: AnyObject {
    /// The coordinator a client made: `self`, unless this is a wrapper around another one.
    var backing: AnyBarCoordinating { get }
}

extension AnyBarCoordinating {
    /// Coordinators are their own backing unless they wrap another.
    public var backing: AnyBarCoordinating { self }
}
