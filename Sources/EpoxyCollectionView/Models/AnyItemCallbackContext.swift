import EpoxyLayout
import Foundation

/// What an item callback learns about the item: its identity, model, view and position.
/// Built for every call; the view is the cell's content view.
public struct AnyItemCallbackContext {
    /// The item's data ID.
    public let dataID: AnyHashable
    /// The item's current model.
    public let model: AnyItemModel
    /// The view showing the item.
    public let view: View
    /// The data ID of the item's section.
    public let sectionDataID: AnyHashable
    /// The item's position (`[section, item]`, 0-based).
    public let indexPath: IndexPath
    /// The cell's state (for `didChangeState`, the new state).
    public let state: ItemCellState

    /// Creates a context.
    public init(
        dataID: AnyHashable,
        model: AnyItemModel,
        view: View,
        sectionDataID: AnyHashable,
        indexPath: IndexPath,
        state: ItemCellState
    ) {
        self.dataID = dataID
        self.model = model
        self.view = view
        self.sectionDataID = sectionDataID
        self.indexPath = indexPath
        self.state = state
    }
}
