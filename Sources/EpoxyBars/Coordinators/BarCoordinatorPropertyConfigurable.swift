/// Something that hands coordinator properties to the coordinators of its bars (the installers).
public protocol BarCoordinatorPropertyConfigurable: AnyObject {
    /// The coordinators of the bars, first to last.
    var coordinators: [AnyBarCoordinating] { get }

    /// The value of `property`; setting it updates every coordinator that has it, now and as
    /// coordinators are made later.
    subscript<Property>(property: BarCoordinatorProperty<Property>) -> Property { get set }

    /// Calls `observer` with the current value of `property` and on every change, for as long as
    /// the returned token is retained.
    func observe<Property>(
        _ property: BarCoordinatorProperty<Property>,
        observer: @escaping (Property) -> Void
    ) -> AnyObject
}
