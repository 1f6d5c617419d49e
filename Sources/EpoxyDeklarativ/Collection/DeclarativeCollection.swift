import EpoxyCollectionView
import EpoxyCore

/// A declarative collection view controller (DeklarativTVC's `DeclarativeCVC`): the same
/// models, batches and commands as ``DeclarativeTVC``, laid out by a flow layout. Items have
/// their model's fixed `size`, else the layout's item size; headers and footers with a fixed
/// height set their section's reference height.
open class DeclarativeCollection: DeclarativeTVC {
    /// Creates an empty collection with `layout` (UICollectionViewFlowLayout's defaults unless given).
    public init(layout: FlowLayout = FlowLayout()) {
        super.init(layout: layout, kind: .collection)
    }
}
