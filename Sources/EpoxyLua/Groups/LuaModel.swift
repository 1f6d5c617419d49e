/// The userdata a script holds for a model (`Label.groupItem{…}`, `HGroup{…}`): an immutable
/// ``ModelNode``. Modifiers (`:padding(8)`) return new models.
final class LuaModel {
    /// The metatable name of models.
    static let typeName = "EpoxyModel"

    let node: ModelNode

    init(_ node: ModelNode) {
        self.node = node
    }
}
