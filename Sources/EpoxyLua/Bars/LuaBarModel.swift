import EpoxyBars
import EpoxyCore
import EpoxyLayoutGroups
import LuaRuntime

/// The userdata a script holds for a bar (`NavigationBar.barModel{…}`): an immutable value
/// (every modifier returns a changed copy) that becomes an `AnyBarModel` when a screen's bar
/// provider returns it.
final class LuaBarModel {
    /// The metatable name of bar models.
    static let typeName = "EpoxyBarModel"

    /// The component's name: the bar's view kind and its default dataID.
    let componentName: String
    /// Identifies the bar among the bars of its stack.
    let dataID: AnyHashable
    /// Decides reuse: by default the component and its style; `:styleID(x)` sets it.
    let styleID: AnyHashable
    /// The content as the script gave it, compared by value.
    let content: LuaValue
    /// The component's group item (its dataID is the bar's).
    let item: AnyGroupItem
    /// `:willDisplay(fn)` functions, in the order given.
    let willDisplay: [LuaRef]
    /// `:didDisplay(fn)` functions, in the order given.
    let didDisplay: [LuaRef]
    /// `:makeCoordinator(fn)`'s function.
    let makeCoordinator: LuaRef?
    /// The script's `file:line` that made the model, named by duplicate-dataID warnings.
    let location: String?

    init(
        componentName: String, dataID: AnyHashable, styleID: AnyHashable, content: LuaValue, item: AnyGroupItem,
        location: String?, willDisplay: [LuaRef] = [], didDisplay: [LuaRef] = [], makeCoordinator: LuaRef? = nil
    ) {
        self.componentName = componentName
        self.dataID = dataID
        self.styleID = styleID
        self.content = content
        self.item = item
        self.location = location
        self.willDisplay = willDisplay
        self.didDisplay = didDisplay
        self.makeCoordinator = makeCoordinator
    }

    /// A copy with some parts changed.
    func with(
        styleID: AnyHashable? = nil, willDisplay: [LuaRef]? = nil, didDisplay: [LuaRef]? = nil,
        makeCoordinator: LuaRef? = nil
    ) -> LuaBarModel {
        LuaBarModel(
            componentName: componentName, dataID: dataID, styleID: styleID ?? self.styleID, content: content, item: item,
            location: location, willDisplay: willDisplay ?? self.willDisplay, didDisplay: didDisplay ?? self.didDisplay,
            makeCoordinator: makeCoordinator ?? self.makeCoordinator)
    }

    /// `NavigationBar.barModel#NavigationBar`.
    var description: String {
        "\(componentName).barModel#\(DataIDFormatter.string(for: dataID))"
    }

    /// The bar model the installers show; callbacks and the coordinator call into `state`.
    func erased(in state: LuaState) -> AnyBarModel {
        let item = item, content = content
        var model = AnyBarModel(
            dataID: dataID,
            viewKind: componentName,
            styleID: styleID,
            content: content,
            makeView: { LuaBarView(item: item) },
            setContent: { view, _ in (view as? LuaBarView)?.show(item) },
            isContentEqual: { other in (other as? LuaValue) == content },
            // Behaviors are closures made anew by every render: hand the new ones to the view.
            setBehaviors: { view in (view as? LuaBarView)?.show(item) })
            .modelOrigin(location)
        for function in willDisplay {
            model = model.willDisplay(Self.callback(function, name: "willDisplay", in: state))
        }
        for function in didDisplay {
            model = model.didDisplay(Self.callback(function, name: "didDisplay", in: state))
        }
        if let makeCoordinator {
            let source = self
            // One kind for every Lua coordinator: providers make a new function on every render,
            // and the coordinator made first lives as long as the bar, as a Swift one does.
            model = model.makeCoordinator(
                kind: LuaBarCoordinator.kind,
                { [handle = state.handle] update in LuaBarCoordinator(function: makeCoordinator, state: handle.state, update: update) },
                barModel: { coordinator, model in
                    (coordinator as? LuaBarCoordinator)?.barModel(for: source, default: model) ?? model
                })
        }
        return model
    }

    /// A display callback calling `function` with `{ dataID =, animated = }`; its errors fail the event.
    private static func callback(_ function: LuaRef, name: String, in state: LuaState) -> AnyBarModel.Callback {
        { [handle = state.handle] context in
            BehaviorCallback(function: function, name: name, dataID: context.dataID, state: handle.state)(
                ["animated": .boolean(context.animated)])
        }
    }
}
