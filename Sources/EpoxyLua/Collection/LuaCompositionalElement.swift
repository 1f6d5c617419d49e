import EpoxyCollectionView

/// The userdata of the compositional layout constructors (`LayoutItem{…}`,
/// `LayoutGroup.horizontal{…}`, `LayoutSection{…}`, `LayoutBoundaryItem{…}`): an immutable
/// layout value that other constructors and `SectionModel:compositionalLayoutSection` take.
final class LuaCompositionalElement {
    /// The metatable name of compositional layout values.
    static let typeName = "EpoxyCompositionalElement"

    /// What the userdata holds.
    enum Value {
        case item(LayoutItem)
        case group(LayoutGroup)
        case section(LayoutSection)
        case boundaryItem(LayoutBoundaryItem)
    }

    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// The constructor's name: `LayoutItem`, `LayoutGroup`, `LayoutSection` or `LayoutBoundaryItem`.
    var description: String {
        switch value {
        case .item: "LayoutItem"
        case .group(let group): group.axis == .horizontal ? "LayoutGroup.horizontal" : "LayoutGroup.vertical"
        case .section: "LayoutSection"
        case .boundaryItem: "LayoutBoundaryItem"
        }
    }
}
