import EpoxyCore
import EpoxyLayout
import EpoxyNamadaLayout
import LuaRuntime

/// A Lua function an observer or binding calls: `fn(changes)` with `{ old =, new =, trigger =,
/// view = }` (the triggering view's dataID). Its errors fail the event that changed the state;
/// the state keeps the value it was given, and later changes call the function again.
struct BindingCallback {
    let function: LuaRef
    /// What a failure names (`didSet of state field 'query'`).
    let name: String
    /// Not owned: the state owns the states and views that own this callback.
    @LuaStateReference var state: LuaState?

    /// The changes table.
    static func table(old: LuaValue, new: LuaValue, trigger: BindingTrigger) -> LuaValue {
        var fields: [LuaKey: LuaValue] = ["trigger": .string(trigger.name)]
        if !old.isNil { fields["old"] = old }
        if !new.isNil { fields["new"] = new }
        if let view = trigger.triggeringView { fields["view"] = dataID(of: view) }
        return .dictionary(fields)
    }

    /// A view's dataID as Lua sees it (nil when it has none).
    static func dataID(of view: View) -> LuaValue {
        view.accessibilityIdentifier.map(LuaValue.string) ?? .nil
    }

    /// Calls the function with `arguments`; returns its results, or nil when it failed (recorded).
    @discardableResult
    func callAsFunction(_ arguments: [LuaValue]) -> [LuaValue]? {
        guard let state else { return nil }
        do {
            return try state.call(function.value, arguments)
        } catch {
            state.recordCallbackFailure(error, in: name, function: function)
            return nil
        }
    }
}
