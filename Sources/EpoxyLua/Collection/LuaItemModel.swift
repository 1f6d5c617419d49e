import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import EpoxyScreens
import LuaRuntime

/// A collection item a script made (`Label.itemModel{…}`, `Row.itemModel{…}`): the group item
/// the component catalog builds, shown in a ``GroupItemCellView``, with the item's identity,
/// reuse identifier and content for diffing. Immutable; the modifiers return changed copies.
///
/// Views are reused between items of the same component and style (or `styleID`); content is
/// compared deeply, so `setContent` runs only for items whose content table changed.
///
/// A class rather than a struct: sections hold items as `any ItemModeling`, and a large struct
/// there is copied into a box of its own (measured: 80 MiB more for 100,000 items).
final class LuaItemModel: ItemModeling {
    /// What the constructor made; shared by the copies modifiers return.
    final class Core {
        /// The dataID in the form the collection hashes (a Lua dataID is a string, number or
        /// boolean, so never `.other`).
        let dataIDKey: DataIDKey
        /// The component's name (`Label`, `MessageRow`).
        let componentName: String
        /// What cells and measured sizes are shared by, when not the name: a Lua component's
        /// definition (two definitions may share a name; their cells and sizes may not).
        let reuseName: String?
        /// How the model was made (`itemModel`, `supplementaryItemModel`), for messages.
        let constructor: String
        /// The style as given (its value is the default reuse key).
        let style: LuaValue
        /// The content as given (deep copy), compared for updates and passed to callbacks.
        let content: LuaValue
        /// The style and content as hash keys, hashed once (the style's may be shared by the
        /// models of consecutive rows, see ``ItemModelCache/sharedStyle(_:)``).
        lazy var styleKey = AnyHashable(HashedLuaValue(style))
        lazy var contentKey = AnyHashable(HashedLuaValue(content))
        /// How to make the item from the core (built-ins rebuild it from their checked fields;
        /// rows of one style share one function).
        private let makeItem: (Core) -> AnyGroupItem
        /// The item while a cell (or the sizer's view) shows it: the cell keeps the box as its
        /// token, so a long list whose rows were all measured holds items only for the cells.
        /// Not `weak` (a weakly referenced box would take the runtime's slow path on every
        /// retain and release): the box clears it when it goes, as this core clears the box's.
        fileprivate unowned(unsafe) var madeItem: ItemBox?

        /// The script's `file:line` that made the model, for warnings.
        let location: String?

        init(dataID: AnyHashable, componentName: String, reuseName: String?, constructor: String, style: LuaValue, styleKey: AnyHashable?,
             content: LuaValue, location: String?, makeItem: @escaping (Core) -> AnyGroupItem) {
            dataIDKey = DataIDKey(dataID)
            self.location = location
            self.componentName = componentName
            self.reuseName = reuseName
            self.constructor = constructor
            self.style = style
            self.content = content
            self.makeItem = makeItem
            if let styleKey { self.styleKey = styleKey }
        }

        deinit {
            madeItem?.core = nil
        }

        /// The item the cell view shows (its dataID is the cell's fixed identifier), in the box
        /// a cell keeps while it shows it; made again once no cell does.
        var itemBox: ItemBox {
            if let madeItem { return madeItem }
            let box = ItemBox(makeItem(self))
            box.core = self
            madeItem = box
            return box
        }
    }

    /// A made item; its identity is the token of the cells showing it.
    final class ItemBox {
        let item: AnyGroupItem
        /// The core whose ``Core/itemBox`` this is, until either goes (each clears the other's
        /// reference in its deinit).
        fileprivate unowned(unsafe) var core: Core?

        init(_ item: AnyGroupItem) { self.item = item }

        deinit {
            core?.madeItem = nil
        }
    }

    /// What the modifiers set.
    struct Settings {
        /// Set by `:styleID(x)`: replaces the style as the reuse key.
        var styleID: AnyHashable?
        var callbacks = ItemCallbacks()
        var selectionStyle = SelectionStyle.noBackground
        var isMovable = false
        var flowLayoutItemSize: Size?
        /// Set by `:aspectRatio(r)`: the hosted item's width / height.
        var aspectRatio: AspectRatio?
    }

    /// Settings a modifier changed, in a box of their own.
    final class SettingsBox {
        let settings: Settings
        init(_ settings: Settings) { self.settings = settings }
    }

    let core: Core
    /// Nil for a model no modifier changed: the settings are most of a model's size, and the
    /// rows of a long list rarely have any (100,000 rows: 18 MiB).
    private let changedSettings: SettingsBox?
    /// What the modifiers set (the defaults when none did).
    var settings: Settings { changedSettings?.settings ?? Settings() }

    /// A model showing `item` in a cell.
    convenience init(
        dataID: AnyHashable, componentName: String, reuseName: String? = nil, constructor: String, style: LuaValue, content: LuaValue,
        location: String?, item: AnyGroupItem
    ) {
        self.init(
            dataID: dataID, componentName: componentName, reuseName: reuseName, constructor: constructor, style: style, content: content,
            location: location, makeItem: { item })
    }

    /// A model whose item `makeItem` makes when a cell (or the sizer) first needs it.
    convenience init(
        dataID: AnyHashable, componentName: String, reuseName: String? = nil, constructor: String, style: LuaValue, content: LuaValue,
        location: String?, makeItem: @escaping () -> AnyGroupItem
    ) {
        self.init(
            dataID: dataID, componentName: componentName, reuseName: reuseName, constructor: constructor, style: style, styleKey: nil,
            content: content, location: location, makeItemOfCore: { _ in makeItem() })
    }

    /// A model whose item `makeItemOfCore` makes from the model's core when a cell (or the
    /// sizer) first needs it; `styleKey`, when given, is `style`'s hash key made for an earlier
    /// model.
    convenience init(
        dataID: AnyHashable, componentName: String, reuseName: String? = nil, constructor: String, style: LuaValue, styleKey: AnyHashable?,
        content: LuaValue, location: String?, makeItemOfCore makeItem: @escaping (Core) -> AnyGroupItem
    ) {
        self.init(
            core: Core(
                dataID: dataID, componentName: componentName, reuseName: reuseName, constructor: constructor, style: style, styleKey: styleKey,
                content: content, location: location, makeItem: makeItem),
            settings: nil)
    }

    private init(core: Core, settings: SettingsBox?) {
        self.core = core
        changedSettings = settings
    }

    /// A copy with other settings (what every modifier returns).
    func with(_ settings: Settings) -> LuaItemModel {
        LuaItemModel(core: core, settings: SettingsBox(settings))
    }

    var dataID: AnyHashable { core.dataIDKey.anyHashable }
    var dataIDKey: DataIDKey { core.dataIDKey }
    var componentName: String { core.componentName }
    var constructor: String { core.constructor }
    var style: LuaValue { core.style }
    var content: LuaValue { core.content }
    var callbacks: ItemCallbacks { settings.callbacks }
    var selectionStyle: SelectionStyle { settings.selectionStyle }
    var isMovable: Bool { settings.isMovable }
    var flowLayoutItemSize: Size? { settings.flowLayoutItemSize }

    // An aspect ratio changes how the view is sized: such cells (and their sizes) are not shared
    // with cells of the same style without it.
    var reuseIdentifier: ReuseIdentifier {
        let styleKey = changedSettings?.settings.styleID ?? core.styleKey
        return ReuseIdentifier(viewTypeName: core.reuseName ?? core.componentName, styleKey: changedSettings?.settings.aspectRatio.map { AnyHashable([styleKey, AnyHashable($0)]) } ?? styleKey)
    }

    /// The item the cell shows: the constructor's, with the aspect ratio if one was set.
    private func hostedItem(_ box: ItemBox) -> AnyGroupItem {
        guard let aspectRatio = changedSettings?.settings.aspectRatio else { return box.item }
        var item = box.item
        item.placement.aspectRatio = aspectRatio
        return item
    }

    func makeView() -> View {
        GroupItemCellView()
    }

    // The item's box is the token: a cell already showing this item (or a modifier's copy of
    // it) skips the update, and keeps the box alive while it shows it.
    func setContent(on view: View, animated: Bool) {
        let box = core.itemBox
        (view as? GroupItemCellView)?.show(hostedItem(box), token: box)
    }

    func setBehaviors(on view: View) {
        // Behaviors travel with the group item: the hosted group applies them on every update.
        let box = core.itemBox
        (view as? GroupItemCellView)?.show(hostedItem(box), token: box)
    }

    func isContentEqual(to other: AnyItemModel) -> Bool {
        guard let other = other.base as? LuaItemModel else { return false }
        return other.core === core || (core.content == other.core.content && core.style == other.core.style)
    }

    // The same core and style ID (a cached model, or a modifier's copy of it) need no update:
    // answered without comparing content, style or reuse identifiers.
    func isEquivalent(to other: AnyItemModel) -> Bool {
        if let model = other.base as? LuaItemModel, model.core === core, model.changedSettings === changedSettings
            || (model.changedSettings?.settings.styleID == changedSettings?.settings.styleID
                && model.changedSettings?.settings.aspectRatio == changedSettings?.settings.aspectRatio) {
            return true
        }
        return isContentEqual(to: other) && reuseIdentifier == other.reuseIdentifier
    }

    // The item model cache and memo hand out the same model for an unchanged call.
    var modelIdentity: ObjectIdentifier? { ObjectIdentifier(self) }

    var contentCacheKey: AnyHashable? { core.contentKey }

    /// `Label.itemModel#title`.
    var description: String {
        "\(core.componentName).\(core.constructor)#\(DataIDFormatter.string(for: dataID))"
    }
}

extension LuaItemModel: ModelOriginDescribing {
    /// The script's `file:line` that made the model (named by duplicate-dataID warnings).
    var modelOrigin: String? { core.location }
}
