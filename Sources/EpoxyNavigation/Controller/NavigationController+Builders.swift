// Convenience forms of `setStack(_:animated:)`.
extension NavigationController {
    /// Updates the stack to the models `stack` builds (see `NavigationModelBuilder`).
    ///
    /// - Returns: What changed, or `nil` when the stack waits for a transition to end.
    /// - Throws: As `setStack(_:animated:)`.
    @discardableResult
    public func setStack(
        animated: Bool,
        @NavigationModelBuilder _ stack: () -> [NavigationModel]
    ) throws -> NavigationStackUpdate? {
        try setStack(stack().map { Optional($0) }, animated: animated)
    }

    /// Updates the stack to the one `provider` provides.
    ///
    /// - Returns: What changed, or `nil` when the stack waits for a transition to end.
    /// - Throws: As `setStack(_:animated:)`.
    @discardableResult
    public func setStack(from provider: some StackProviding, animated: Bool) throws -> NavigationStackUpdate? {
        try setStack(provider.stack, animated: animated)
    }
}
