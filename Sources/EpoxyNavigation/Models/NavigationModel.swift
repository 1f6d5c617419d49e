import EpoxyCore
import EpoxyLayout

/// One screen of a navigation stack, described declaratively: an identity (`dataID`), a way to
/// make its view controller, and what to do when the screen leaves the stack.
///
/// Rebuild the whole stack of models from state on every change and hand it to
/// `NavigationController.setStack(_:animated:)`; the controller diffs it by `dataID` against the
/// stack it shows. A model's view controller is made once, when its `dataID` first appears, and
/// kept while a model with that `dataID` stays on the stack.
public struct NavigationModel {
    /// Makes a model whose view controller is made once and kept while its `dataID` stays on the stack.
    ///
    /// - Parameters:
    ///   - dataID: Distinguishes this screen from the others on the stack.
    ///   - makeViewController: Makes the screen's view controller; `nil` leaves the screen off the
    ///     stack for now (it is asked again on the next update). Errors it throws abort the update.
    ///   - remove: Updates the state behind the stack when the screen leaves it, e.g. because the
    ///     user went back, so the next stack built from that state no longer holds it.
    public init(
        dataID: AnyHashable,
        makeViewController: @escaping () throws -> ViewController?,
        remove: @escaping () -> Void
    ) {
        self.init(dataID: dataID, isRoot: false, value: NoParameters(), makeViewController: makeViewController, remove: remove)
    }

    /// Makes a model whose view controller depends on `params`: a later model with the same
    /// `dataID` but different `params` replaces the view controller with a new one.
    ///
    /// - Parameters:
    ///   - params: The values the view controller is made from.
    ///   - dataID: Distinguishes this screen from the others on the stack.
    ///   - makeViewController: Makes the screen's view controller from `params`.
    ///   - remove: Updates the state behind the stack when the screen leaves it.
    public init<Params: Equatable>(
        params: Params,
        dataID: AnyHashable,
        makeViewController: @escaping (Params) throws -> ViewController?,
        remove: @escaping () -> Void
    ) {
        self.init(
            dataID: dataID, isRoot: false, value: params,
            makeViewController: { try makeViewController(params) }, remove: remove)
    }

    /// Makes the model of the stack's first screen. It cannot be popped, so it has no `remove`;
    /// it must be the first model of the stack.
    ///
    /// - Parameters:
    ///   - dataID: Distinguishes this screen from the others on the stack.
    ///   - makeViewController: Makes the screen's view controller.
    public static func root(
        dataID: AnyHashable,
        makeViewController: @escaping () throws -> ViewController?
    ) -> NavigationModel {
        NavigationModel(dataID: dataID, isRoot: true, value: NoParameters(), makeViewController: makeViewController, remove: {})
    }

    private init<Value: Equatable>(
        dataID: AnyHashable,
        isRoot: Bool,
        value: Value,
        makeViewController: @escaping () throws -> ViewController?,
        remove: @escaping () -> Void
    ) {
        self.dataID = dataID
        self.isRoot = isRoot
        self.value = value
        isValueEqual = { other in (other.value as? Value) == value }
        make = makeViewController
        removeHandler = remove
    }

    /// The identity that pairs this model with the model of the same screen in the previous stack.
    public let dataID: AnyHashable

    /// Whether the model was made with `root(dataID:makeViewController:)`.
    public let isRoot: Bool

    // MARK: Modifiers

    /// A copy that also calls `didShow` with the view controller whenever this screen becomes the
    /// top (visible) screen of the stack. Earlier `didShow` closures run first.
    public func didShow(_ didShow: @escaping (ViewController) -> Void) -> NavigationModel {
        var copy = self
        copy.didShowHandlers.append(didShow)
        return copy
    }

    /// A copy that also calls `didHide` whenever this screen stops being the top screen of the
    /// stack. Earlier `didHide` closures run first.
    public func didHide(_ didHide: @escaping () -> Void) -> NavigationModel {
        var copy = self
        copy.didHideHandlers.append(didHide)
        return copy
    }

    /// A copy that also calls `didAdd` with the view controller when it is added to the stack.
    /// Earlier `didAdd` closures run first.
    public func didAdd(_ didAdd: @escaping (ViewController) -> Void) -> NavigationModel {
        var copy = self
        copy.didAddHandlers.append(didAdd)
        return copy
    }

    /// A copy that also calls `didRemove` when its view controller is removed from the stack.
    /// Earlier `didRemove` closures run first.
    public func didRemove(_ didRemove: @escaping () -> Void) -> NavigationModel {
        var copy = self
        copy.didRemoveHandlers.append(didRemove)
        return copy
    }

    // MARK: Events (sent by the navigation controller)

    /// Makes the screen's view controller.
    func makeViewController() throws -> ViewController? {
        try make()
    }

    /// Calls `remove`, bringing the caller's state in line with a stack that no longer holds this screen.
    func remove() {
        removeHandler()
    }

    func handleDidShow(_ viewController: ViewController) {
        for handler in didShowHandlers { handler(viewController) }
    }

    func handleDidHide() {
        for handler in didHideHandlers { handler() }
    }

    func handleDidAdd(_ viewController: ViewController) {
        for handler in didAddHandlers { handler(viewController) }
    }

    func handleDidRemove() {
        for handler in didRemoveHandlers { handler() }
    }

    // MARK: Private

    /// Stands in for the parameters of a model made without any, so all such models compare equal.
    private struct NoParameters: Equatable {}

    private let value: any Equatable
    private let isValueEqual: (NavigationModel) -> Bool
    private let make: () throws -> ViewController?
    private let removeHandler: () -> Void
    private var didShowHandlers: [(ViewController) -> Void] = []
    private var didHideHandlers: [() -> Void] = []
    private var didAddHandlers: [(ViewController) -> Void] = []
    private var didRemoveHandlers: [() -> Void] = []
}

extension NavigationModel: Diffable {
    /// The model's `dataID`.
    public var diffIdentifier: AnyHashable { dataID }

    /// Whether the other model was made from equal parameters (models without parameters are all equal).
    public func isDiffableItemEqual(to otherDiffableItem: Diffable) -> Bool {
        guard let other = otherDiffableItem as? NavigationModel else { return false }
        return isValueEqual(other)
    }
}
