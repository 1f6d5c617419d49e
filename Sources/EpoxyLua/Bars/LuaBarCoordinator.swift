import EpoxyBars
import EpoxyCore
import LuaRuntime

/// The coordinator of a bar whose model has `:makeCoordinator(fn)`: `fn(updateBarModel)` is
/// called once when the bar is first shown and returns the coordinator table.
///
/// - `coordinator:barModel(model)`, when defined, returns the bar model to display for the
///   model the screen built (called on every update and after `updateBarModel()`).
/// - The scroll percentage of the screen's content reaches it as
///   `coordinator:setScrollPercentage(p)` when defined; otherwise the field `scrollPercentage`
///   is set and the bar model queried again.
///
/// Errors in these functions fail the event that ran them; the bar keeps showing the screen's model.
final class LuaBarCoordinator: AnyBarCoordinating, BarScrollPercentageCoordinating {
    /// The coordinator kind of every bar model with a Lua coordinator.
    static let kind = "LuaBarCoordinator"

    @LuaStateReference private var state: LuaState?
    private var table: LuaRef?
    /// The `makeCoordinator` function, which locates failures of the coordinator's methods.
    private let function: LuaRef
    private let update: (_ animated: Bool) -> Void

    init(function: LuaRef, state: LuaState?, update: @escaping (_ animated: Bool) -> Void) {
        self.state = state
        self.update = update
        self.function = function
        guard let state else { return }
        do {
            let updateBarModel = try state.makeFunction(name: "updateBarModel") { _ in
                update(false)
                return []
            }
            let result = try state.call(function.value, [updateBarModel.value]).first ?? .nil
            if case .table(let table) = result {
                self.table = table
            } else if !result.isNil {
                state.recordCallbackFailure("returned a \(result.typeName); expected a coordinator table or nil", in: "makeCoordinator", function: function)
            }
        } catch {
            state.recordCallbackFailure(error, in: "makeCoordinator", function: function)
        }
    }

    /// The scroll percentage last received (0…1).
    var scrollPercentage: Double = 0 {
        didSet {
            guard scrollPercentage != oldValue, let state, let table else { return }
            do {
                let setter = try state.get("setScrollPercentage", in: table)
                if case .function = setter {
                    try state.call(setter, [table.value, .number(scrollPercentage)])
                } else {
                    try state.set("scrollPercentage", .number(scrollPercentage), in: table)
                    update(false)
                }
            } catch {
                state.recordCallbackFailure(error, in: "the bar coordinator's scroll percentage update", function: function)
            }
        }
    }

    /// The model `coordinator:barModel(model)` returns for `source`, or `fallback`.
    func barModel(for source: LuaBarModel, default fallback: AnyBarModel) -> AnyBarModel {
        guard let state, let table else { return fallback }
        do {
            let function = try state.get("barModel", in: table)
            guard case .function = function else { return fallback }
            let result = try state.call(function, [table.value, .object(source)]).first ?? .nil
            guard let model = state.object(result, as: LuaBarModel.self) else {
                state.recordCallbackFailure("returned a \(result.typeName); expected a bar model", in: "coordinator:barModel", function: self.function)
                return fallback
            }
            // The coordinator's model is shown as it is: coordinators do not nest.
            return model.erased(in: state)
        } catch {
            state.recordCallbackFailure(error, in: "coordinator:barModel", function: function)
            return fallback
        }
    }
}
