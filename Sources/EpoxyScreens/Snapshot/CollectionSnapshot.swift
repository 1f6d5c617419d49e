import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout
import EpoxySnapshot

/// How a collection view appears in a snapshot: a `collection` node whose children are its
/// cells (displayed ones, and prefetched ones marked `prefetched`), each holding its item's
/// view, with a summary line such as `visible items 1–12 of 1000 (y 0–852 of 64,000)`.
/// The cells of a sideways-scrolling section sit in a `carousel` node framed by the section's
/// viewport (writers clip them to it) that gives its behaviour, offset and visible range.
struct CollectionSnapshot {
    let collection: CollectionView

    /// The collection's node in `container`'s coordinates.
    func node(in container: View, depth: Int, snapshot: StageSnapshot) -> SnapshotNode {
        let frame = collection.convert(collection.bounds, to: container)
        var children: [SnapshotNode] = []
        var carousels: [Int: [VisibleElement]] = [:]
        for element in collection.visibleElements {
            let section = element.indexPath.section
            if element.kind == nil, collection.orthogonalAttributes(ofSection: section) != nil {
                carousels[section, default: []].append(element)
            }
        }
        var written: Set<Int> = []
        for element in collection.visibleElements {
            let section = element.indexPath.section
            if let elements = carousels[section], element.kind == nil {
                guard written.insert(section).inserted else { continue }
                children.append(carouselNode(section: section, elements: elements, in: container, depth: depth + 1, snapshot: snapshot))
            } else {
                children.append(cellNode(element, in: container, depth: depth + 1, snapshot: snapshot))
            }
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
    /// over all sections, the visible rect's range along the scroll axis in content coordinates
    /// (`x …` for a horizontal collection).
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
        let horizontal = collection.scrollDirection == .horizontal
        let contentLength = horizontal ? collection.contentSize.width : collection.contentSize.height
        let start = min(max(0, horizontal ? collection.bounds.minX : collection.bounds.minY), contentLength)
        let end = min(max(0, horizontal ? collection.bounds.maxX : collection.bounds.maxY), contentLength)
        let range = "(\(horizontal ? "x" : "y") \(Self.grouped(start))–\(Self.grouped(end)) of \(Self.grouped(contentLength)))"
        guard let first = positions.min(), let last = positions.max() else {
            return "items none of \(Self.grouped(Double(total))) \(range)"
        }
        return "items \(first)–\(last) of \(Self.grouped(Double(total))) \(range)"
    }

    private var layoutName: String {
        switch collection.layout {
        case let list as ListLayout: list.appearance == .plain ? "list" : "list(\(list.appearance.rawValue))"
        case is FlowLayout: "flow"
        case let grid as GridLayout: "grid(\(grid.columns))"
        case is CompositionalLayout: "compositional"
        default: String(describing: type(of: collection.layout))
        }
    }

    /// An orthogonally scrolling section: its viewport, with its behaviour, offset and
    /// `items 2–3 of 20 (x 286.5–661.5 of 1,452)` (positions within the section, the visible
    /// range in the section's content: x for a carousel, y for a section of a horizontal
    /// collection, which scrolls up and down), holding the section's cells.
    private func carouselNode(section: Int, elements: [VisibleElement], in container: View, depth: Int, snapshot: StageSnapshot) -> SnapshotNode {
        let sectionModel = collection.sections[section]
        let attributes = collection.orthogonalAttributes(ofSection: section)
        let viewport = attributes?.viewport ?? .zero
        let offset = collection.orthogonalOffset(ofSection: sectionModel.dataID) ?? 0
        let positions = elements.filter(\.isDisplayed).map { $0.indexPath.item + 1 }
        let contentLength = attributes?.contentLength ?? 0
        let horizontal = attributes?.direction != .vertical
        let viewportLength = horizontal ? viewport.width : viewport.height
        let range = "(\(horizontal ? "x" : "y") \(Self.grouped(offset))–\(Self.grouped(offset + viewportLength)) of \(Self.grouped(contentLength)))"
        let count = Self.grouped(Double(sectionModel.items.count))
        let visible = positions.min().map { "items \($0)–\(positions.max() ?? $0) of \(count) \(range)" } ?? "items none of \(count) \(range)"
        var nodeAttributes = ["behavior": attributes?.behavior.rawValue ?? "none", "offset": offset.pointDescription, "visible": visible]
        // Sideways is the usual case; a section of a horizontal collection says it scrolls up and down.
        if !horizontal { nodeAttributes["direction"] = ScrollDirection.vertical.rawValue }
        return SnapshotNode(
            kind: .carousel, component: "OrthogonalSection", dataID: DataIDFormatter.string(for: sectionModel.dataID),
            frame: collection.convert(viewport, to: container),
            attributes: nodeAttributes,
            children: elements.map { cellNode($0, in: container, depth: depth + 1, snapshot: snapshot) })
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
