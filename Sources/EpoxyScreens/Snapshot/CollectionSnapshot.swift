import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout
import EpoxySnapshot

/// How a collection view appears in a snapshot: a `collection` node whose children are its
/// cells (displayed ones, and prefetched ones marked `prefetched`), each holding its item's
/// view, with a summary line such as `visible items 1–12 of 1000 (y 0–852 of 64,000)`.
struct CollectionSnapshot {
    let collection: CollectionView

    /// The collection's node in `container`'s coordinates.
    func node(in container: View, depth: Int, snapshot: StageSnapshot) -> SnapshotNode {
        let frame = collection.convert(collection.bounds, to: container)
        let children = collection.visibleElements.map { element in
            cellNode(element, in: container, depth: depth + 1, snapshot: snapshot)
        }
        return SnapshotNode(
            kind: .collection, component: "CollectionView", dataID: collection.accessibilityIdentifier, frame: frame,
            attributes: ["layout": layoutName, "visible": summary], children: children)
    }

    /// The dataIDs of displayed items and the visible rectangle in content coordinates.
    var visibleRange: SnapshotVisibleRange {
        SnapshotVisibleRange(dataIDs: collection.displayedItems.map { DataIDFormatter.string(for: $0.dataID) }, rect: collection.bounds)
    }

    /// `items 1–12 of 1000 (y 0–852 of 64,000)` (the `visible` attribute): positions counted
    /// over all sections, the visible rect's y range in content coordinates.
    var summary: String {
        var firstIndexOfSection: [Int] = []
        var total = 0
        for section in collection.sections {
            firstIndexOfSection.append(total)
            total += section.items.count
        }
        let positions = collection.displayedItems.compactMap { element -> Int? in
            guard firstIndexOfSection.indices.contains(element.indexPath.section) else { return nil }
            return firstIndexOfSection[element.indexPath.section] + element.indexPath.item + 1
        }
        let contentHeight = collection.contentSize.height
        let top = min(max(0, collection.bounds.minY), contentHeight)
        let bottom = min(max(0, collection.bounds.maxY), contentHeight)
        let range = "(y \(Self.grouped(top))–\(Self.grouped(bottom)) of \(Self.grouped(contentHeight)))"
        guard let first = positions.min(), let last = positions.max() else {
            return "items none of \(Self.grouped(Double(total))) \(range)"
        }
        return "items \(first)–\(last) of \(Self.grouped(Double(total))) \(range)"
    }

    private var layoutName: String {
        switch collection.layout {
        case is ListLayout: "list"
        case is FlowLayout: "flow"
        case let grid as GridLayout: "grid(\(grid.columns))"
        default: String(describing: type(of: collection.layout))
        }
    }

    private func cellNode(_ element: VisibleElement, in container: View, depth: Int, snapshot: StageSnapshot) -> SnapshotNode {
        let cell = element.cell
        let dataID = DataIDFormatter.string(for: element.dataID)
        var attributes: [String: String] = [:]
        if !element.isDisplayed { attributes["prefetched"] = "true" }
        if element.kind == nil, cell.state != .normal { attributes["state"] = cell.state.rawValue }
        if let kind = element.kind { attributes["elementKind"] = kind.rawValue }
        if case .color(let color) = cell.selectionStyle, cell.state != .normal { attributes["selectionColor"] = color }
        let content: SnapshotNode
        if let host = cell.contentView as? GroupItemCellView, let hosted = host.hostedConstrainable {
            content = snapshot.node(for: hosted, dataID: dataID, in: container, depth: depth + 1)
        } else {
            content = snapshot.viewNode(cell.contentView, dataID: dataID, in: container, depth: depth + 1)
        }
        return SnapshotNode(
            kind: element.kind == nil ? .cell : .supplementary, component: element.kind == nil ? "Cell" : "Supplementary",
            dataID: dataID, frame: cell.convert(cell.bounds, to: container), attributes: attributes, children: [content])
    }

    /// A length as every writer prints it (`Double.pointDescription`) with thousands separators
    /// in its whole part (`64,000`, `1,234.33`).
    static func grouped(_ value: Double) -> String {
        let plain = value.pointDescription
        guard value.isFinite, abs(value) < 1e15 else { return plain }
        let unsigned = plain.hasPrefix("-") ? plain.dropFirst() : Substring(plain)
        let digits = unsigned.prefix { $0 != "." }
        var result = plain.hasPrefix("-") ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result + unsigned.dropFirst(digits.count)
    }
}
