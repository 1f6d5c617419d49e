import EpoxyCore
import EpoxyLayout
import Foundation

/// An element that has a cell: what snapshot writers and `frame`/`visible` queries read.
public struct VisibleElement {
    /// The element kind; nil for items.
    public let kind: SupplementaryElementKind?
    /// The data ID of the element's section.
    public let sectionDataID: AnyHashable
    /// The element's data ID.
    public let dataID: AnyHashable
    /// The element's position (`[section, index]`, 0-based).
    public let indexPath: IndexPath
    /// The frame in the collection's content coordinates.
    public let frame: Rect
    /// Whether the frame overlaps the visible rect (cells in the prefetch margin are not).
    public let isDisplayed: Bool
    /// The cell holding the element's view.
    public let cell: CollectionViewCell

    /// The view made by the element's model.
    public var contentView: View { cell.contentView }
}
