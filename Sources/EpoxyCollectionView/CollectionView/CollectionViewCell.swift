import EpoxyCore
import EpoxyLayout
import Foundation

/// The container of one element's view (UICollectionViewCell's counterpart): positioned by the
/// collection at the element's frame, with the model's view filling it. It records what
/// snapshots need: the element's identity, its state and its selection style.
public final class CollectionViewCell: View {
    /// The view made by the element's model, filling the cell.
    public let contentView: View
    /// Which models can reuse this cell.
    public let reuseIdentifier: ReuseIdentifier
    /// The model last bound to the cell.
    public internal(set) var model: AnyItemModel
    /// The element kind (nil for an item cell).
    public internal(set) var elementKind: SupplementaryElementKind?
    /// The data ID of the element's section.
    public internal(set) var sectionDataID: AnyHashable
    /// The element's position (`[section, index]`, 0-based) when last laid out.
    public internal(set) var indexPath: IndexPath
    /// Whether the cell is normal, highlighted or selected.
    public internal(set) var state: ItemCellState = .normal
    /// The update generation the cell was last bound in (behaviors are set once per update).
    var boundGeneration = -1

    /// The element's data ID.
    public var dataID: AnyHashable { model.dataID }
    /// How the cell shows highlight and selection (the model's).
    public var selectionStyle: SelectionStyle { model.selectionStyle }

    init(model: AnyItemModel, kind: SupplementaryElementKind?, sectionDataID: AnyHashable, indexPath: IndexPath) {
        contentView = model.makeView()
        reuseIdentifier = model.reuseIdentifier
        self.model = model
        elementKind = kind
        self.sectionDataID = sectionDataID
        self.indexPath = indexPath
        super.init()
        addSubview(contentView)
    }

    /// Places the cell and sizes its content to fill it.
    func place(at frame: Rect) {
        self.frame = frame
        let contentFrame = Rect(origin: .zero, size: frame.size)
        if contentView.frame != contentFrame { contentView.frame = contentFrame }
    }

    /// The element's kind, section and data ID, and the frame.
    public override var description: String {
        "<CollectionViewCell \(elementKind.map { "\($0) " } ?? "")\(sectionDataID)/\(dataID)> frame \(frame)"
    }
}
