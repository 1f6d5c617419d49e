/// A model a bar stack can show: anything that can be erased to an `AnyBarModel`
/// (a typed `BarModel`, an `AnyBarModel`, or a client's own model type).
public protocol BarModeling {
    /// This model with its view type erased.
    func eraseToAnyBarModel() -> AnyBarModel
}
