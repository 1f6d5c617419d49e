import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import LuaRuntime

/// A Lua `{ custom = function(container, item) … end }` alignment: the function gets two
/// descriptions (`{ name = "container" }`, `{ name = "item", dataID = … }`) and returns constraint
/// strings in `layoutConstraints`' syntax naming `container` and `item`
/// (`"item.centerY == container.top + 20"`). A failing function or a bad string places nothing,
/// so layout goes on, and fails the event that laid out (the function's `file:line`).
struct CustomAlignmentFunction {
    let function: LuaRef
    /// Not owned: the state owns the models that own this alignment.
    @LuaStateReference var state: LuaState?

    init(function: LuaRef, state: LuaState) {
        self.function = function
        self.state = state
    }

    /// The constraints the function describes for `item` in `group`.
    func constraints(_ group: ConstrainableContainer, _ item: ConstrainableContainer) -> [LayoutConstraint] {
        guard let state else { return [] }
        let itemDescription: LuaValue = ["name": "item", "dataID": DataIDValue.lua(item.dataID)]
        let what = "custom alignment of '\(DataIDFormatter.string(for: item.dataID))'"
        let texts: [LuaValue]
        do {
            let results = try state.insideHostPass(what) { try state.call(function.value, [["name": "container"], itemDescription]) }
            guard let first = results.first else { return [] }
            switch first {
            case .string: texts = [first]
            case .table: texts = try state.snapshot(first).arrayValue ?? []
            case .nil: return []
            default:
                state.recordCallbackFailure("returned a \(first.typeName); expected constraint strings", in: what, function: function)
                return []
            }
        } catch {
            state.recordCallbackFailure(error, in: what, function: function)
            return []
        }
        var constraints: [LayoutConstraint] = []
        for text in texts {
            guard case .string(let string) = text else {
                state.recordCallbackFailure("a \(text.typeName) is not a constraint string", in: what, function: function)
                continue
            }
            do {
                let format = try ConstraintFormat(parsing: string)
                func layoutItem(_ name: String) throws -> any LayoutItem {
                    switch name {
                    case "container": return group.constrainable.anchorItem
                    case "item": return item.constrainable.anchorItem
                    default: throw LuaArgumentError(message: "constraint \"\(string)\": unknown item '\(name)' (known: container, item)")
                    }
                }
                constraints.append(LayoutConstraint(
                    item: try layoutItem(format.firstItem), attribute: format.firstAttribute, relatedBy: format.relation,
                    toItem: try format.secondItem.map(layoutItem), attribute: format.secondAttribute ?? .notAnAttribute,
                    multiplier: format.multiplier, constant: format.constant, priority: format.priority))
            } catch {
                state.recordCallbackFailure("\(error)", in: what, function: function)
            }
        }
        return constraints
    }
}
