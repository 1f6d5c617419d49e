/// A value an installer hands to every coordinator that can take it, e.g. the scroll
/// percentage a navigation bar uses to show its divider.
///
/// ```swift
/// extension BarCoordinatorProperty where Property == Double {
///     static var scrollPercentage: Self {
///         .init(keyPath: \BarScrollPercentageCoordinating.scrollPercentage, default: 0)
///     }
/// }
/// ```
public struct BarCoordinatorProperty<Property> {
    /// The coordinator property the value is written to.
    public let keyPath: AnyKeyPath
    /// The name of the declaration that made the property (part of its key).
    public let function: String
    /// The value before an installer sets one.
    public let `default`: () -> Property

    /// Writes a value to a coordinator that has the property; others are skipped.
    let update: (_ coordinator: AnyObject, _ value: Any) -> Void

    /// Creates a property written through `keyPath` to coordinators of type `Coordinator`
    /// (a class or a class-bound protocol).
    public init<Coordinator>(
        keyPath: ReferenceWritableKeyPath<Coordinator, Property>,
        default: @escaping @autoclosure () -> Property,
        function: String = #function
    ) {
        self.keyPath = keyPath
        self.function = function
        self.default = `default`
        update = { coordinator, value in
            guard let value = value as? Property, let coordinator = coordinator as? Coordinator else { return }
            coordinator[keyPath: keyPath] = value
        }
    }

    /// The key an installer stores the value under.
    var key: BarCoordinatorPropertyKey { BarCoordinatorPropertyKey(keyPath: keyPath, function: function) }
}
