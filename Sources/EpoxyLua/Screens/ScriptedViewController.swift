import EpoxyBars
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import EpoxyScreens

/// The view controller a ``LuaScreenDefinition`` makes: its body shown as a group in the safe
/// area, its bars installed with a `TopBarInstaller` and a `BottomBarInstaller`, and all of them
/// rebuilt from the providers on every ``render()``.
final class ScriptedViewController: GroupViewController {
    /// The definition the controller was made from.
    let definition: LuaScreenDefinition
    /// The top and bottom bar stacks, installed with the first bars.
    private(set) lazy var bars = ScreenBars(viewController: self, avoidsKeyboard: definition.avoidsKeyboard)
    private weak var state: LuaState?

    private init(definition: LuaScreenDefinition, group: any Group, state: LuaState) {
        self.definition = definition
        self.state = state
        super.init(group: group)
        title = definition.title
    }

    /// Makes a controller for `definition`, running its providers once and installing its bars.
    ///
    /// - Throws: What a provider raised, or a ``LuaArgumentError`` for a result of the wrong kind.
    static func make(_ definition: LuaScreenDefinition, in state: LuaState, keyboard: Keyboard?) throws -> ScriptedViewController {
        let rendering = try ScreenRendering(definition, in: state)
        let controller = ScriptedViewController(definition: definition, group: rendering.group ?? VGroup(items: []), state: state)
        controller.bars.keyboard = keyboard
        controller.bars.setBars(top: rendering.topBars, bottom: rendering.bottomBars)
        return controller
    }

    /// Runs the providers again and applies what they return; returns what changed (`topBars`,
    /// `bottomBars`, `content`). A failing provider leaves the screen as it was and throws.
    func render() throws -> [RenderReport.Change] {
        guard let state else { return [] }
        let rendering = try ScreenRendering(definition, in: state)
        let before = contentDataIDs
        setGroup(rendering.group ?? VGroup(items: []))
        let barChanges = bars.setBars(top: rendering.topBars, bottom: rendering.bottomBars)
        view.layoutIfNeeded()
        return barChanges + [Self.change(scope: "content", from: before, to: contentDataIDs)]
    }

    /// The dataIDs of the content, depth-first.
    var contentDataIDs: [AnyHashable] {
        var result: [AnyHashable] = []
        func collect(_ group: any Group) {
            for (item, constrainable) in zip(group.items, group.constrainables) {
                result.append(item.dataID)
                if let nested = constrainable as? any Group { collect(nested) }
            }
        }
        if let group { collect(group) }
        return result
    }

    /// The dataIDs inserted, deleted and moved between two lists.
    static func change(scope: String, from old: [AnyHashable], to new: [AnyHashable]) -> RenderReport.Change {
        let changeset = makeChangeset(from: old, to: new, identifiedBy: { $0 }, isEqual: { _, _ in true })
        return RenderReport.Change(
            scope: scope,
            inserted: changeset.inserts.map { DataIDValue.describe(new[$0]) },
            deleted: changeset.deletes.map { DataIDValue.describe(old[$0]) },
            moved: changeset.moves.map { DataIDValue.describe(new[$0.new]) })
    }
}
