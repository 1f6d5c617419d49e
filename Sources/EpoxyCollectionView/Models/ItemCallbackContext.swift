import EpoxyCore
import EpoxyLayout
import Foundation

/// The typed form of ``AnyItemCallbackContext`` that `ItemModel<ItemView>` callbacks receive:
/// the view has the model's view type and the content its content type.
public struct ItemCallbackContext<ItemView: View & EpoxyableView> {
    /// The item's data ID.
    public let dataID: AnyHashable
    /// The item's content (nil for views without content).
    public let content: ItemView.Content?
    /// The view showing the item.
    public let view: ItemView
    /// The data ID of the item's section.
    public let sectionDataID: AnyHashable
    /// The item's position (`[section, item]`, 0-based).
    public let indexPath: IndexPath
    /// The cell's state (for `didChangeState`, the new state).
    public let state: ItemCellState

    /// The typed context of an erased one; nil when the view is not an `ItemView`.
    init?(_ context: AnyItemCallbackContext, content: ItemView.Content?) {
        guard let view = context.view as? ItemView else { return nil }
        dataID = context.dataID
        self.content = content
        self.view = view
        sectionDataID = context.sectionDataID
        indexPath = context.indexPath
        state = context.state
    }
}
