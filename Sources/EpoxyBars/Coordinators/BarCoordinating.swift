/// An object that lives as long as its bar view and configures it "out of band": it receives
/// installer properties (e.g. the scroll percentage) and may change the model the bar shows
/// without the client rebuilding its bar models.
public protocol BarCoordinating: AnyBarCoordinating {
    /// The model this coordinator is made for (e.g. `BarModel<NavigationBar>`).
    associatedtype Model: BarModeling

    /// The model to display for `model`: `model` itself, or a copy with behaviors and callbacks
    /// the coordinator knows about (e.g. a `willDisplay` that keeps the view).
    func barModel(for model: Model) -> BarModeling
}
