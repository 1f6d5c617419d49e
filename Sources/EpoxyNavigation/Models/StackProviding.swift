/// Something that provides the stack of a declarative navigation controller, typically the
/// state of a flow; `NavigationController.setStack(from:animated:)` applies it.
public protocol StackProviding {
    /// The stack, bottom first; `nil`s are screens not on the stack.
    var stack: [NavigationModel?] { get }
}
