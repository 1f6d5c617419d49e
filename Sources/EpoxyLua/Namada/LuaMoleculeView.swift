import EpoxyLayout
import EpoxyNamadaLayout
import LuaRuntime

/// The view of a `Molecule{…}` instance: when a pass puts it, it lays out its own content with
/// the definition's `layoutContent`, between `moleculeWillLayout` and `moleculeDidLayout`.
final class LuaMoleculeView: ContainerView, MoleculeView {
    let definition: LuaMoleculeDefinition
    /// Not owned: the state owns the userdata that owns this view.
    @LuaStateReference var state: LuaState?
    /// What `layoutContent` raised, until the `put` that ran it raises it.
    private var pendingError: Error?

    init(definition: LuaMoleculeDefinition, state: LuaState) {
        self.definition = definition
        self.state = state
        super.init()
    }

    func layoutContent(_ layout: LayoutContainer) {
        pendingError = definition.runLayoutContent(of: self, into: layout, state: state)
    }

    func moleculeWillLayout() {
        definition.callBack(definition.willLayout, "moleculeWillLayout", of: self, [.object(NamadaViewHandle(view: self, chain: nil, pass: nil))], state: state)
    }

    func moleculeDidLayout() {
        definition.callBack(definition.didLayout, "moleculeDidLayout", of: self, [.object(NamadaViewHandle(view: self, chain: nil, pass: nil))], state: state)
    }

    /// The error `layoutContent` raised, cleared.
    func takePendingError() -> Error? {
        defer { pendingError = nil }
        return pendingError
    }
}
