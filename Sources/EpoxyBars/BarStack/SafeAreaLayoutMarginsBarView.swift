import EpoxyLayout

/// A bar view that chooses how its margins combine with the safe area (default `.max`).
public protocol SafeAreaLayoutMarginsBarView: View {
    /// How the safe area and the bar's own margins combine.
    var preferredSafeAreaLayoutMarginsBehavior: SafeAreaLayoutMarginsBehavior { get }
}
