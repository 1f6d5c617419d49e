import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout

/// A cell model as a collection item: its view is the cell model's, its fixed height (if any)
/// is read by ``TableLayout`` and its fixed size by the flow layout, and selecting it runs its
/// command through `onSelect`.
struct CellItemModel: ItemModeling {
    /// When two items show the same: their animation values are equal (a row whose value did
    /// not change keeps what it shows in an animated update, as in DeklarativTVC), and no reload
    /// came between them. Every set without animations starts a new generation, so it fills
    /// every visible row again; animated sets keep the generation.
    struct ContentVersion: Hashable {
        let reloadGeneration: Int
        let animationValue: Int
    }

    let cell: CellAnyModel
    let dataID: AnyHashable
    let fixedHeight: Double?
    let flowLayoutItemSize: Size?
    let version: ContentVersion
    let container: WeakView
    let onSelect: ((AnyItemCallbackContext) -> Void)?

    var reuseIdentifier: ReuseIdentifier { cell.cellReuseIdentifier }

    func makeView() -> View { cell.makeCell() }

    func setContent(on view: View, animated: Bool) {
        cell.apply(to: view, containerView: container.view ?? view)
    }

    func setBehaviors(on view: View) {}

    func isContentEqual(to other: AnyItemModel) -> Bool {
        guard let other = other.base as? CellItemModel else { return false }
        return version == other.version
    }

    var callbacks: ItemCallbacks { ItemCallbacks(didSelect: onSelect) }
}
