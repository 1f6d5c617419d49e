import Foundation

/// What setting a new model did to a declarative table: either a full reload (no animations
/// were given), or the batch of section and row operations UITableView would be sent, each
/// with its animation. Sections are 0-based offsets and rows `IndexPath(item:section:)`:
/// deletes and reloads use old positions, inserts new ones, moves both.
public struct TableBatch: Hashable, CustomStringConvertible {
    /// A section or row that moved, from its old to its new position.
    public struct Move<Position: Hashable>: Hashable {
        /// The old position.
        public let from: Position
        /// The new position.
        public let to: Position
    }

    /// Whether everything was reloaded (`reloadData`), which happens exactly when no animations
    /// were given; the operation lists are then empty.
    public var isReloadData: Bool
    /// The animations of the operations (nil for a reload).
    public var animations: TableAnimations?
    /// Old offsets of deleted sections.
    public var deleteSections: [Int] = []
    /// New offsets of inserted sections.
    public var insertSections: [Int] = []
    /// Old offsets of sections whose header or footer changed.
    public var reloadSections: [Int] = []
    /// Sections that moved.
    public var moveSections: [Move<Int>] = []
    /// Old paths of deleted rows.
    public var deleteRows: [IndexPath] = []
    /// New paths of inserted rows.
    public var insertRows: [IndexPath] = []
    /// Old paths of rows whose identity stayed and whose animation value changed.
    public var reloadRows: [IndexPath] = []
    /// Rows that moved.
    public var moveRows: [Move<IndexPath>] = []
    /// Problems found in the new model (rows sharing a hash).
    public var warnings: [String] = []

    /// A full reload.
    public static func reloadData(warnings: [String] = []) -> TableBatch {
        TableBatch(isReloadData: true, animations: nil, warnings: warnings)
    }

    /// An animated batch with no operations yet.
    public static func animated(_ animations: TableAnimations) -> TableBatch {
        TableBatch(isReloadData: false, animations: animations)
    }

    /// Whether the batch changes nothing (a reload always changes everything).
    public var isEmpty: Bool {
        !isReloadData && deleteSections.isEmpty && insertSections.isEmpty && reloadSections.isEmpty
            && moveSections.isEmpty && deleteRows.isEmpty && insertRows.isEmpty && reloadRows.isEmpty && moveRows.isEmpty
    }

    /// One line per non-empty operation, in the order UITableView applies a batch, e.g.
    /// `deleteSections [1] fade` and `insertRows [2.0, 2.1] fade` (paths as section.row); a move
    /// reads `moveRows 1.0→1.2`. A reload prints `reloadData`; an empty batch `no changes`.
    public var description: String { description(indexBase: 0) }

    /// The description with sections and rows counted from `indexBase` (1 for Lua).
    public func description(indexBase: Int) -> String {
        if isReloadData { return "reloadData" }
        var lines: [String] = []
        func add(_ name: String, _ entries: [String], _ animation: RowAnimation?) {
            guard !entries.isEmpty else { return }
            lines.append("\(name) [\(entries.joined(separator: ", "))]" + (animation.map { " \($0.rawValue)" } ?? ""))
        }
        func describe(_ path: IndexPath) -> String { "\(path.section + indexBase).\(path.item + indexBase)" }
        func section(_ offset: Int) -> String { String(offset + indexBase) }
        add("deleteSections", deleteSections.map(section), animations?.deleteSectionsAnimation)
        add("insertSections", insertSections.map(section), animations?.insertSectionsAnimation)
        add("reloadSections", reloadSections.map(section), animations?.reloadSectionsAnimation)
        add("moveSections", moveSections.map { "\(section($0.from))→\(section($0.to))" }, nil)
        add("deleteRows", deleteRows.map(describe), animations?.deleteRowsAnimation)
        add("insertRows", insertRows.map(describe), animations?.insertRowsAnimation)
        add("reloadRows", reloadRows.map(describe), animations?.reloadRowsAnimation)
        add("moveRows", moveRows.map { "\(describe($0.from))→\(describe($0.to))" }, nil)
        return lines.isEmpty ? "no changes" : lines.joined(separator: "\n")
    }
}
