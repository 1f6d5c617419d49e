import EpoxyCore
import EpoxyLayout

extension StyledView where Self: View & ContentConfigurableView & BehaviorsConfigurableView {
    /// An item model for this view type, as Epoxy's `Row.itemModel(dataID:content:style:)`.
    public static func itemModel(
        dataID: AnyHashable,
        content: Content,
        behaviors: Behaviors? = nil,
        style: Style
    ) -> ItemModel<Self> {
        ItemModel<Self>(dataID: dataID, content: content, behaviors: behaviors, style: style)
    }

    /// A supplementary item model (header, footer) for this view type.
    public static func supplementaryItemModel(
        dataID: AnyHashable,
        content: Content,
        behaviors: Behaviors? = nil,
        style: Style
    ) -> SupplementaryItemModel {
        SupplementaryItemModel(ItemModel<Self>(dataID: dataID, content: content, behaviors: behaviors, style: style))
    }
}

extension StyledView where Self: View & ContentConfigurableView & BehaviorsConfigurableView, Content == Never {
    /// An item model for a view type without content.
    public static func itemModel(dataID: AnyHashable, behaviors: Behaviors? = nil, style: Style) -> ItemModel<Self> {
        ItemModel<Self>(dataID: dataID, behaviors: behaviors, style: style)
    }

    /// A supplementary item model for a view type without content.
    public static func supplementaryItemModel(dataID: AnyHashable, behaviors: Behaviors? = nil, style: Style) -> SupplementaryItemModel {
        SupplementaryItemModel(ItemModel<Self>(dataID: dataID, behaviors: behaviors, style: style))
    }
}
