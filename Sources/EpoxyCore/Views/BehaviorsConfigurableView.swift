/// A view with behaviors: closures and other non-equatable configuration (tap handlers,
/// delegates). Behaviors are set on every update, and reset to `nil` when the view is reused.
public protocol BehaviorsConfigurableView: AnyObject {
    /// The view's behaviors; `Never` for views without any.
    associatedtype Behaviors = Never

    /// Installs `behaviors`, or removes them when `nil`.
    func setBehaviors(_ behaviors: Behaviors?)
}

extension BehaviorsConfigurableView where Behaviors == Never {
    /// Views without behaviors have nothing to set.
    public func setBehaviors(_ behaviors: Never?) {}
}
