import EpoxyCollectionView

/// The userdata of `Layout.flow{…}`, `Layout.grid{…}`, `Layout.list{…}` and
/// `Layout.compositional{…}`: a collection
/// layout value a `ViewController{ layout = … }` uses.
final class LuaCollectionLayout {
    /// The metatable name of layouts.
    static let typeName = "EpoxyCollectionLayout"

    let layout: any CollectionViewLayout
    /// `flow`, `grid`, `list` or `compositional`.
    let name: String

    init(_ layout: any CollectionViewLayout, name: String) {
        self.layout = layout
        self.name = name
    }
}
