import EpoxyCollectionView
import EpoxyComponents
import EpoxyCore
import EpoxyDeklarativ
import EpoxyLayout
import EpoxyScreens
import LuaRuntime

/// What `find(dataID)` tells about a collection item: its frame in the window (from the layout,
/// so off-screen items have one too), its section, whether it is displayed, its cell state, and
/// for items with a cell the view's number (`viewID`, the same while the view is reused for
/// the item), component, the content the script passed and the view's content summary.
enum CollectionInspection {
    /// The `find` table of the item or supplementary element `dataID` (the item of `section`
    /// when given), nil when the screen has no collection or no element has it.
    static func find(_ dataID: AnyHashable, inSection section: AnyHashable?, in presenter: Presenter) -> LuaValue? {
        guard let collectionView = presenter.collectionView else { return nil }
        let element = presenter.element(for: dataID, inSection: section)
        guard let frame = presenter.itemFrame(of: dataID, inSection: section) ?? element.map({ $0.cell.convert($0.cell.bounds, to: nil) }) else {
            return nil
        }
        var result: [LuaKey: LuaValue] = [
            "dataID": DataIDValue.lua(dataID),
            "frame": LayoutFunctions.frameTable(frame),
            "isDisplayed": .boolean(element?.isDisplayed ?? false),
            "hasCell": .boolean(element != nil),
        ]
        let sectionDataID = section ?? collectionView.sectionDataIDs(withItem: dataID).first
        if let sectionDataID, let section = collectionView.sections.first(where: { $0.dataID == sectionDataID }) {
            result["sectionDataID"] = DataIDValue.lua(section.dataID)
            if let model = section.items.first(where: { $0.dataID == dataID }), let lua = luaItemModel(model) {
                result["component"] = .string(lua.componentName)
                result["content"] = lua.content
            }
            let selected = collectionView.selectedItem
            result["isSelected"] = .boolean(selected?.dataID == dataID && selected?.sectionDataID == section.dataID)
        }
        if result["content"] == nil, let lua = collectionView.sections.lazy.filter({ section == nil || $0.dataID == section })
            .flatMap({ $0.supplementaryItems.values.joined() }).first(where: { $0.dataID == dataID }).flatMap({ luaItemModel($0.model) }) {
            result["component"] = .string(lua.componentName)
            result["content"] = lua.content
        }
        if let element {
            let view = Presenter.hostedView(of: element)
            if result["content"] == nil, let content = (view as? View)?.modelContent as? LuaValue { result["content"] = content }
            result["viewID"] = .integer(Int64(presenter.number(of: view)))
            result["state"] = .string(element.cell.state.rawValue)
            if let kind = element.kind { result["elementKind"] = .string(kind.rawValue) }
            if let component = view as? any ComponentDescribing {
                result["summary"] = .string(component.contentSummary)
                if let luaComponent = view as? LuaComponentView {
                    result["renderCount"] = .integer(Int64(luaComponent.renderCount))
                }
            }
        }
        return .dictionary(result)
    }

    /// The script's model behind a collection item: an item model, or a DeklarativTVC row's.
    private static func luaItemModel(_ model: AnyItemModel) -> LuaItemModel? {
        if let lua = model.base as? LuaItemModel { return lua }
        return ((model.base as? any CellModelWrapping)?.wrappedCellModel as? LuaCellModel)?.item
    }
}
