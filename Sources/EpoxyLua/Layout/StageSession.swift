import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import EpoxyScreens
import LuaRuntime

/// What the layout functions remember between calls in one state: whether the root was laid
/// out in a container or shown on the window, with which options, and the numbers given to
/// views so scripts can tell whether an update kept a view (`find(id).viewID`).
final class StageSession {
    enum Mode: Equatable {
        case layout(LayoutOptions)
        case show
    }

    let environment: ScriptEnvironment
    private(set) var mode: Mode?
    private var viewNumbers: [ObjectIdentifier: (object: Weak, number: Int)] = [:]
    private var nextViewNumber = 1

    final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    init(environment: ScriptEnvironment) {
        self.environment = environment
        // Layouts run outside renders too (a new device, a scroll measuring further down); what
        // a section provider threw there surfaces at the next flush.
        environment.renderLoop.takePendingError = { [weak self] in self?.stage.collectionView?.takeLayoutError() }
    }

    var stage: Stage { environment.stage }

    /// Lays `root` out in a container, updating in place when the last call laid out with the same options.
    func layout(_ root: LayoutRoot, options: LayoutOptions) {
        if mode == .layout(options), stage.root != nil {
            stage.update(root, options: options)
        } else {
            stage.layout(root, options: options)
        }
        mode = .layout(options)
        environment.renders.record()
    }

    /// Shows `root` on the window, updating in place when the last call showed.
    func show(_ root: LayoutRoot) {
        if mode == .show, stage.root != nil {
            stage.update(root)
        } else {
            stage.show(root)
        }
        mode = .show
        environment.renders.record()
    }

    /// Shows what `provider` returns and re-evaluates it on every update (`render()`, `State`
    /// assignments), updating the shown root in place.
    func show(provider: LuaRef, in lua: LuaState) throws {
        show(try Self.evaluate(provider, in: lua))
        environment.renderLoop.setRenderer { [weak self, weak lua] cause in
            guard let self, let lua else { return RenderReport(cause: cause) }
            let before = self.dataIDs
            self.show(try Self.evaluate(provider, in: lua))
            let change = Self.change(scope: "root", from: before, to: self.dataIDs)
            return RenderReport(cause: cause, changes: [change], warnings: self.stage.warnings)
        }
    }

    /// Calls a root provider and checks it returned something showable.
    private static func evaluate(_ provider: LuaRef, in lua: LuaState) throws -> LayoutRoot {
        let value = try lua.call(provider).first ?? .nil
        guard let model = lua.object(value, as: LuaModel.self) else {
            throw LuaArgumentError(message: "show: the function returned \(value.typeName), expected a group, group item or component instance")
        }
        return model.node.layoutRoot()
    }

    /// The dataIDs inserted, deleted and moved between two renders of a root.
    private static func change(scope: String, from old: [AnyHashable], to new: [AnyHashable]) -> RenderReport.Change {
        let changeset = makeChangeset(from: old, to: new, identifiedBy: { $0 }, isEqual: { _, _ in true })
        return RenderReport.Change(
            scope: scope,
            inserted: changeset.inserts.map { DataIDFormatter.string(for: new[$0]) },
            deleted: changeset.deletes.map { DataIDFormatter.string(for: old[$0]) },
            moved: changeset.moves.map { DataIDFormatter.string(for: new[$0.new]) })
    }

    /// Installs the current root again (after a trait change groups must re-evaluate).
    func relayout() {
        guard let root = stage.root, let mode else { return }
        // A screen follows the window through its constraints; reinstalling it would send it
        // disappearance and appearance callbacks for a rotation-like change.
        if root.viewController != nil {
            stage.layoutIfNeeded()
        } else {
            switch mode {
            case .layout(let options): stage.layout(root, options: options)
            case .show: stage.show(root)
            }
        }
        environment.renders.record()
    }

    /// The constrainable with `dataID`, searching nested groups and Lua components' bodies, and
    /// on a collection screen the views of items that have cells and the views inside them.
    func constrainable(for dataID: AnyHashable) -> (any Constrainable)? {
        if let found = stage.constrainable(for: dataID) { return found }
        if case .group(let group)? = stage.root, let found = Self.search(group, for: dataID) { return found }
        return cellConstrainable(for: dataID)
    }

    /// Every dataID on the stage, depth first, Lua components' bodies included; on a collection
    /// screen every item's (on screen or not) and those inside cells.
    var dataIDs: [AnyHashable] {
        var result: [AnyHashable] = []
        if case .group(let group)? = stage.root { Self.collect(group, into: &result) } else { result = stage.dataIDs }
        result += collectionDataIDs
        return result
    }

    /// A number for `object` that stays the same while the object lives.
    func number(of object: AnyObject) -> Int {
        let key = ObjectIdentifier(object)
        if let entry = viewNumbers[key], entry.object.object === object { return entry.number }
        let number = nextViewNumber
        nextViewNumber += 1
        viewNumbers[key] = (Weak(object), number)
        return number
    }

    static func search(_ group: any Group, for dataID: AnyHashable) -> (any Constrainable)? {
        if let found = group.constrainable(with: dataID) { return found }
        for constrainable in group.constrainables {
            let nested = (constrainable as? any Group) ?? (constrainable as? LuaComponentView)?.group
            if let nested, let found = search(nested, for: dataID) { return found }
        }
        return nil
    }

    static func collect(_ group: any Group, into result: inout [AnyHashable]) {
        for (item, constrainable) in zip(group.items, group.constrainables) {
            result.append(item.dataID)
            if let nested = (constrainable as? any Group) ?? (constrainable as? LuaComponentView)?.group {
                collect(nested, into: &result)
            }
        }
    }
}
