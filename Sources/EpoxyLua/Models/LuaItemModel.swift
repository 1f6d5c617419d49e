import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import EpoxyScreens

/// A collection item a script made (`Label.itemModel{…}`, `Row.itemModel{…}`): the group item
/// the component catalog builds, shown in a ``GroupItemCellView``, with the item's identity,
/// reuse identifier and content for diffing. Immutable; the modifiers return changed copies.
///
/// Views are reused between items of the same component and style (or `styleID`); content is
/// compared deeply, so `setContent` runs only for items whose content table changed.
struct LuaItemModel: ItemModeling {
    let dataID: AnyHashable
    /// The component's name (`Label`, `MessageRow`).
    let componentName: String
    /// How the model was made (`itemModel`, `supplementaryItemModel`), for messages.
    let constructor: String
    /// The style as given (its value is the default reuse key).
    let style: LuaValue
    /// The content as given (deep copy), compared for updates and passed to callbacks.
    let content: LuaValue
    /// The item the cell view shows; its dataID is the cell's fixed identifier.
    let item: AnyGroupItem

    /// A model showing `item` in a cell. The item's view does not add the safe area to its
    /// layout margins: the collection already insets its content by the safe area (as UIKit
    /// does not propagate the edges a scroll view adjusts for), so rows under the status bar
    /// keep their margins.
    init(dataID: AnyHashable, componentName: String, constructor: String, style: LuaValue, content: LuaValue, item: AnyGroupItem) {
        self.dataID = dataID
        self.componentName = componentName
        self.constructor = constructor
        self.style = style
        self.content = content
        self.item = item.configuringView { $0.insetsLayoutMarginsFromSafeArea = false }
    }
    /// Identifies this model's item (copies made by modifiers share it): a cell already
    /// showing it skips the update.
    let token = Token()
    /// Set by `:styleID(x)`: replaces the style as the reuse key.
    var styleID: AnyHashable?
    var callbacks = ItemCallbacks()
    var selectionStyle = SelectionStyle.noBackground
    var isMovable = false
    var flowLayoutItemSize: Size?

    var reuseIdentifier: ReuseIdentifier {
        ReuseIdentifier(viewTypeName: componentName, styleKey: styleID ?? AnyHashable(style))
    }

    func makeView() -> View {
        GroupItemCellView()
    }

    func setContent(on view: View, animated: Bool) {
        (view as? GroupItemCellView)?.show(item, token: token)
    }

    func setBehaviors(on view: View) {
        // Behaviors travel with the group item: the hosted group applies them on every update.
        (view as? GroupItemCellView)?.show(item, token: token)
    }

    func isContentEqual(to other: AnyItemModel) -> Bool {
        guard let other = other.base as? LuaItemModel else { return false }
        return content == other.content && style == other.style
    }

    var contentCacheKey: AnyHashable? { AnyHashable(content) }

    /// The identity of one constructed model.
    final class Token {}

    /// `Label.itemModel#title`.
    var description: String {
        "\(componentName).\(constructor)#\(DataIDValue.describe(dataID))"
    }
}
