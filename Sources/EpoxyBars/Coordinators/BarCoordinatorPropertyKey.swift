/// Identifies a `BarCoordinatorProperty` in an installer's storage.
struct BarCoordinatorPropertyKey: Hashable {
    let keyPath: AnyKeyPath
    let function: String
}
