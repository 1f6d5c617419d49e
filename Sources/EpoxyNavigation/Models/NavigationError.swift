/// Why a navigation controller refused a stack or a pop. The stack it shows is left as it was.
/// Screens are named by their `dataID`s' descriptions, which keeps the error `Sendable`.
public enum NavigationError: Error, Equatable, CustomStringConvertible {
    /// The stack holds no model: a navigation controller always shows its root screen.
    case emptyStack
    /// A model made with `NavigationModel.root` is not the stack's first model (`index` counts
    /// every entry given, `nil`s included). A root has no `remove`, so it must never be popped.
    case rootNotFirst(dataID: String, index: Int)
    /// `back()` on a stack showing a single screen: the root cannot be popped.
    case cannotGoBackFromRoot
    /// `back()` while an animated transition is in flight (the back gesture cannot start then),
    /// or from a callback of an update being applied; complete the transition first.
    case transitionInProgress
    /// `makeViewController` returned a view controller that already has a parent (another
    /// navigation stack or container), already shows its view elsewhere, or was made for another
    /// model of the same stack.
    case viewControllerInUse(dataID: String)
    /// `makeViewController` returned the navigation controller itself or a controller containing it.
    case viewControllerContainsNavigationController(dataID: String)

    /// A sentence naming the problem and the screen it concerns.
    public var description: String {
        switch self {
        case .emptyStack:
            return "The navigation stack is empty: it needs at least its root model."
        case let .rootNotFirst(dataID, index):
            return "The root model \(dataID) is at index \(index) of the navigation stack; a root model must be its first model."
        case .cannotGoBackFromRoot:
            return "Cannot go back: the navigation stack shows only its root screen."
        case .transitionInProgress:
            return "Cannot go back while a navigation transition is in flight or the stack is being updated; complete it first."
        case let .viewControllerInUse(dataID):
            return "makeViewController of \(dataID) returned a view controller that is already in use (on another stack, in another container or for another model)."
        case let .viewControllerContainsNavigationController(dataID):
            return "makeViewController of \(dataID) returned the navigation controller itself or a controller that contains it."
        }
    }
}

extension NavigationError {
    /// How errors name a screen: its `dataID`'s value, as Lua and Swift print it.
    static func name(of dataID: AnyHashable) -> String {
        "\(dataID.base)"
    }
}
