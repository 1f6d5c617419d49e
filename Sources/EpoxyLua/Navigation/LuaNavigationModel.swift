import EpoxyCore
import EpoxyLayout
import EpoxyNavigation
import LuaRuntime

/// The userdata a script holds for a screen of a navigation stack:
/// `NavigationModel.root{ dataID =, makeViewController = }` or
/// `NavigationModel{ dataID =, params =, makeViewController =, remove = }`, with `:didShow(fn)`,
/// `:didHide(fn)`, `:didAdd(fn)` and `:didRemove(fn)` returning changed copies.
final class LuaNavigationModel {
    /// The metatable name of navigation models.
    static let typeName = "EpoxyNavigationModel"
    /// The callback modifiers.
    static let modifierNames = ["didAdd", "didHide", "didRemove", "didShow"]

    let dataID: AnyHashable
    let isRoot: Bool
    let makeViewController: LuaRef
    /// Drops the screen from the state behind the stack (not for roots).
    let remove: LuaRef?
    /// What the screen is made from (not for roots): passed to `makeViewController`; a model
    /// with other params replaces the screen with a new one.
    let params: LuaValue
    /// The callbacks by modifier name, in the order they were added.
    let callbacks: [String: [LuaRef]]

    init(
        dataID: AnyHashable, isRoot: Bool, makeViewController: LuaRef, remove: LuaRef?, params: LuaValue = .nil,
        callbacks: [String: [LuaRef]] = [:]
    ) {
        self.dataID = dataID
        self.isRoot = isRoot
        self.makeViewController = makeViewController
        self.remove = remove
        self.params = params
        self.callbacks = callbacks
    }

    /// Reads `NavigationModel{…}` (`isRoot` false) or `NavigationModel.root{…}`.
    static func make(call: LuaCall, isRoot: Bool) throws -> LuaNavigationModel {
        let what = isRoot ? "NavigationModel.root" : "NavigationModel"
        let arguments = try TableArgument.fields(of: call, function: what)
        try arguments.checkFields(isRoot ? ["dataID", "makeViewController"] : ["dataID", "makeViewController", "params", "remove"], what: what)
        guard let make = try arguments.optionalFunction("makeViewController") else {
            throw arguments.error("makeViewController", "a function returning the screen (ViewController{…}, a group or a component) is required")
        }
        var remove: LuaRef?
        if !isRoot {
            remove = try arguments.optionalFunction("remove")
            if remove == nil {
                throw arguments.error("remove", "a function is required: it drops the screen from the state behind the stack when the user goes back")
            }
        }
        return LuaNavigationModel(
            dataID: try arguments.dataID(), isRoot: isRoot, makeViewController: make, remove: remove,
            params: arguments.value["params"])
    }

    /// A copy with `function` added to the callbacks of `modifier`.
    func adding(_ function: LuaRef, to modifier: String) -> LuaNavigationModel {
        var callbacks = callbacks
        callbacks[modifier, default: []].append(function)
        return LuaNavigationModel(
            dataID: dataID, isRoot: isRoot, makeViewController: makeViewController, remove: remove, params: params,
            callbacks: callbacks)
    }

    /// What a refusal of the value `makeViewController` returned says before the function's location.
    private static let definitionNote = "makeViewController defined at"

    /// `NavigationModel#thread`, `NavigationModel.root#inbox`.
    var description: String {
        (isRoot ? "NavigationModel.root#" : "NavigationModel#") + DataIDFormatter.string(for: dataID)
    }

    /// The Swift model: `makeController` turns what `makeViewController` returns into a view
    /// controller; callbacks get `{ dataID = }` and their errors fail the event that ran them.
    func swiftModel(in state: LuaState, makeController: @escaping (LuaValue, AnyHashable) throws -> ViewController) -> NavigationModel {
        let dataID = dataID, function = makeViewController
        let make: (LuaValue) throws -> ViewController? = { [handle = state.handle] params in
            guard let state = handle.state else { return nil }
            do {
                let value = try state.call(function.value, params.isNil ? [] : [params]).first ?? .nil
                do {
                    return try makeController(value, dataID)
                } catch var refusal as LuaArgumentError {
                    // What it returned is wrong, not where it was called from: name its definition,
                    // once (a refusal from a flow nested in what it returned passes every level).
                    if !refusal.message.contains(Self.definitionNote) {
                        refusal.message += state.definitionLocation(of: function).map { " (\(Self.definitionNote) \($0))" } ?? ""
                    }
                    throw refusal
                }
            } catch {
                // A queued stack applied after a transition only logs a refusal: recorded, it
                // still fails the event (a synchronous push raises it directly).
                state.recordCallbackFailure(error, in: "makeViewController of '\(DataIDFormatter.string(for: dataID))'", function: function)
                throw error
            }
        }
        var model: NavigationModel
        if isRoot {
            model = NavigationModel.root(dataID: dataID, makeViewController: { try make(.nil) })
        } else {
            let callback = remove.map { BehaviorCallback(function: $0, name: "remove", dataID: dataID, state: state) }
            model = NavigationModel(params: params, dataID: dataID, makeViewController: make, remove: { callback?() })
        }
        for name in Self.modifierNames {
            for function in callbacks[name] ?? [] {
                let callback = BehaviorCallback(function: function, name: name, dataID: dataID, state: state)
                switch name {
                case "didShow": model = model.didShow { _ in callback() }
                case "didHide": model = model.didHide { callback() }
                case "didAdd": model = model.didAdd { _ in callback() }
                default: model = model.didRemove { callback() }
                }
            }
        }
        return model
    }
}
