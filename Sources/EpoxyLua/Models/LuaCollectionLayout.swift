import EpoxyCollectionView

/// The userdata of `Layout.flow{…}`, `Layout.grid{…}` and `Layout.list{…}`: a collection
/// layout value a `ViewController{ layout = … }` uses.
final class LuaCollectionLayout {
    /// The metatable name of layouts.
    static let typeName = "EpoxyCollectionLayout"

    let layout: any CollectionViewLayout
    /// `flow`, `grid` or `list`.
    let name: String

    init(_ layout: any CollectionViewLayout, name: String) {
        self.layout = layout
        self.name = name
    }
}
