extension BarCoordinatorProperty where Property == Double {
    /// The scroll percentage, handed to `BarScrollPercentageCoordinating` coordinators (default 0).
    public static var scrollPercentage: BarCoordinatorProperty<Double> {
        BarCoordinatorProperty(keyPath: \BarScrollPercentageCoordinating.scrollPercentage, default: 0)
    }
}
