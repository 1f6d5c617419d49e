/// How a stack sizes its arranged views along its axis (UIStackView.Distribution's counterpart).
public enum StackDistribution: String, CaseIterable, Sendable {
    /// Views keep their natural sizes; hugging and compression priorities settle the rest.
    case fill
    /// Every view gets the same size along the axis.
    case fillEqually
}
