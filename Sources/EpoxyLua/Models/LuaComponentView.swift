import EpoxyScreens
import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups

/// The view of a `Component{ name=, body= }` item: it hosts the group the body returned,
/// pinned to its layout margins. A new body result of the same group kind and style updates
/// the hosted group in place (views kept by dataID); any other result replaces it.
final class LuaComponentView: View, ComponentDescribing, TraitObserving {
    let componentName: String
    /// The group showing the body's result.
    private(set) var group: (any Group)?
    private var groupStyle: GroupModel.Style?
    /// How many times the body's result was shown; scripts read it as `find(id).renderCount`.
    private(set) var renderCount = 0

    init(name: String, layoutMargins: DirectionalEdgeInsets) {
        componentName = name
        super.init()
        directionalLayoutMargins = layoutMargins
        insetsLayoutMarginsFromSafeArea = false
    }

    /// Shows what the body returned.
    func show(_ node: ModelNode) {
        renderCount += 1
        if case .group(let model) = node.body, node.placement == GroupItemPlacement(), node.priorities.isEmpty,
           let group, groupStyle == model.style {
            group.setItems(model.items.map { $0.groupItem() }, animated: false)
            (group as? ItemsGroup)?.modelOrigin = model.modelOrigin(dataID: node.dataID)
            return
        }
        group?.uninstall()
        guard case .group(let newGroup) = node.layoutRoot() else { return }
        newGroup.install(in: self)
        newGroup.constrainToMargins()
        group = newGroup
        if case .group(let model) = node.body, node.placement == GroupItemPlacement(), node.priorities.isEmpty {
            groupStyle = model.style
        } else {
            groupStyle = nil
        }
    }

    // The render counter stays out of the summary: snapshot files must not change with how
    // often a screen was updated.
    var contentSummary: String { group.map { "body: \(type(of: $0))" } ?? "empty body" }

    var attributes: [String: String] {
        let margins = directionalLayoutMargins
        return ["layoutMargins": [margins.top, margins.leading, margins.bottom, margins.trailing].map(\.pointDescription).joined(separator: ",")]
    }
}

extension LuaComponentView {
    /// Lets the body's group reflow for a new Dynamic Type size (an HGroup goes vertical at
    /// accessibility sizes), as Epoxy's group views do when their traits change.
    func traitsDidChange() {
        group?.traitsDidChange()
    }
}
