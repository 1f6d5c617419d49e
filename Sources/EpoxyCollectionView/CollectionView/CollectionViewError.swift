import Foundation

/// Why a collection view refused a request. Data IDs are given as their descriptions (errors
/// must be `Sendable`; `AnyHashable` is not).
public enum CollectionViewError: Error, Equatable, CustomStringConvertible {
    /// No item has this data ID (in this section, when one was named); `suggestions` lists
    /// data IDs that are spelled alike.
    case unknownItem(dataID: String, sectionDataID: String?, suggestions: [String])
    /// No section has this data ID.
    case unknownSection(dataID: String)
    /// The index path names no item (or no place to move one to).
    case indexPathOutOfRange(IndexPath)
    /// The item is not movable (`isMovable` is false).
    case itemNotMovable(dataID: String)
    /// The section does not scroll on its own (its layout section has no orthogonal scrolling behaviour).
    case sectionNotScrollable(dataID: String)

    /// A sentence for users, naming the data IDs.
    public var description: String {
        switch self {
        case let .unknownItem(dataID, sectionDataID, suggestions):
            let place = sectionDataID.map { " in section \($0)" } ?? ""
            let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.map { "\"\($0)\"" }.joined(separator: ", "))?"
            return "No item with data ID \"\(dataID)\"\(place)\(hint)"
        case let .unknownSection(dataID):
            return "No section with data ID \"\(dataID)\""
        case let .indexPathOutOfRange(indexPath):
            return "Index path [\(indexPath.map(String.init).joined(separator: ", "))] is out of range"
        case let .itemNotMovable(dataID):
            return "Item \"\(dataID)\" is not movable (set isMovable(true) on its model)"
        case let .sectionNotScrollable(dataID):
            return "Section \"\(dataID)\" does not scroll on its own (give its LayoutSection an orthogonalScrollingBehavior other than none)"
        }
    }
}
