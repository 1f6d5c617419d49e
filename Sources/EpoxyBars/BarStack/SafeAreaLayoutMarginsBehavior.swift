/// How a bar combines its own layout margins with the safe area its stack applies.
public enum SafeAreaLayoutMarginsBehavior: Equatable, Sendable {
    /// The larger of the safe area and the bar's own margin (the default).
    case max
    /// The safe area plus the bar's own margin.
    case sum
}
