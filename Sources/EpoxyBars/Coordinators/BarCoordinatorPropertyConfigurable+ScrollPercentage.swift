extension BarCoordinatorPropertyConfigurable {
    /// The scroll percentage of the content under the bars (0…1). The screens layer sets it from
    /// its collection view's content offset (see `ScrollPercentage`); every coordinator that is
    /// `BarScrollPercentageCoordinating` receives it.
    public var scrollPercentage: Double {
        get { self[.scrollPercentage] }
        set { self[.scrollPercentage] = newValue }
    }
}
