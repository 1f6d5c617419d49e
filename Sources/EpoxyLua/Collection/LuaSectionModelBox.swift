import EpoxyCore
import EpoxyCollectionView

/// The userdata a script holds for `SectionModel{ dataID =, items = {…} }`: an immutable
/// ``SectionModel``. Modifiers (`:flowLayoutMinimumLineSpacing(8)`) return new boxes.
final class LuaSectionModelBox {
    /// The metatable name of section models.
    static let typeName = "EpoxySectionModel"

    let section: SectionModel

    init(_ section: SectionModel) {
        self.section = section
    }

    /// `SectionModel#inbox(3 items)`.
    var description: String {
        let count = section.items.count
        return "SectionModel#\(DataIDFormatter.string(for: section.dataID))(\(count) item\(count == 1 ? "" : "s"))"
    }
}
