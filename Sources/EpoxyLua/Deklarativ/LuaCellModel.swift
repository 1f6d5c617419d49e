import EpoxyCollectionView
import EpoxyCore
import EpoxyDeklarativ
import EpoxyLayout
import LuaRuntime

/// A row a script made with `X.cellModel{ content =, style =, selectCommand =, height = … }`:
/// the component's item model (the collection bindings' ``LuaItemModel``) as a DeklarativTVC
/// cell model.
///
/// Its hash, as in DeklarativTVC where every field is hashed, covers the component, style,
/// content, height, size, dataID and command id, computed stably (FNV-1a of a canonical text).
/// `hash = v` replaces that hash (then a row with the same `hash` is neither replaced nor
/// reloaded, as with a custom `hash(into:)`); `innerHash = v` replaces only the identity, so a
/// row keeping it and changing content is reloaded.
struct LuaCellModel: SelectableCellModel, CustomStringConvertible {
    let item: LuaItemModel
    let fixedHeight: Double?
    let fixedSize: Size?
    let dataID: AnyHashable?
    let selectCommand: Command
    /// The canonical text of every field (or of `hash` when given).
    let key: String
    /// The identity's canonical text when `innerHash` is given.
    let identityKey: String?

    init(item: LuaItemModel, fixedHeight: Double?, fixedSize: Size?, dataID: AnyHashable?, selectCommand: Command, hash: LuaValue?, innerHash: LuaValue?) {
        self.item = item
        self.fixedHeight = fixedHeight
        self.fixedSize = fixedSize
        self.dataID = dataID
        self.selectCommand = selectCommand
        if let hash {
            key = "hash:" + StableHash.canonical(hash)
        } else {
            let parts = [
                item.componentName, StableHash.canonical(item.style), StableHash.canonical(item.content),
                fixedHeight.map { "\($0)" } ?? "auto", fixedSize.map { "\($0.width)x\($0.height)" } ?? "-",
                dataID.map { DataIDFormatter.string(for: $0) } ?? "-", selectCommand.id,
            ]
            key = parts.joined(separator: "|")
        }
        identityKey = innerHash.map { "innerHash:" + StableHash.canonical($0) }
    }

    func makeCell() -> View { item.makeView() }

    func apply(to cell: View, containerView: View) {
        item.setContent(on: cell, animated: false)
        item.setBehaviors(on: cell)
    }

    func height(containerView: View) -> Double? { fixedHeight }
    func size(containerView: View) -> Size? { fixedSize }
    func innerHashValue() -> Int { StableHash.of(identityKey ?? key) }
    func innerAnimationEquatableValue() -> Int { StableHash.of(key) }
    var cellReuseIdentifier: ReuseIdentifier { item.reuseIdentifier }
    var cellDataID: AnyHashable? { dataID }

    static func == (lhs: LuaCellModel, rhs: LuaCellModel) -> Bool { lhs.key == rhs.key }
    func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// `TextRow.cellModel{"title":"1"}` (content shortened).
    var description: String {
        let content = StableHash.canonical(item.content)
        return "\(item.componentName).cellModel\(content.count > 40 ? String(content.prefix(39)) + "…}" : content)"
    }
}
