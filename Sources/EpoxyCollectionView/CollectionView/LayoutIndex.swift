import EpoxyCore

/// The elements of a layout result in one flat list, searchable by range along the scroll axis
/// (y, or x for a horizontal collection) in O(log n + k): running maxima of the frames' ends
/// from the start and minima of their starts from the end are both non-decreasing, so binary
/// searches bound the elements a rect can touch.
struct LayoutIndex {
    private var locations: [ElementLocation] = []
    private var frames: [Rect] = []
    private var prefixMaxEnd: [Double] = []
    private var suffixMinStart: [Double] = []
    private var direction: ScrollDirection = .vertical

    init() {}

    init(_ result: CollectionLayoutResult, direction: ScrollDirection = .vertical) {
        self.direction = direction
        let count = result.sections.reduce(0) { $0 + $1.itemFrames.count + $1.supplementaryFrames.values.reduce(0) { $0 + $1.count } }
        locations.reserveCapacity(count)
        frames.reserveCapacity(count)
        for (sectionIndex, section) in result.sections.enumerated() {
            let kinds = section.supplementaryFrames.keys.sorted { Self.order(of: $0) < Self.order(of: $1) }
            for kind in kinds where kind == .sectionHeader {
                append(section.supplementaryFrames[kind] ?? [], kind: kind, section: sectionIndex)
            }
            append(section.itemFrames, kind: nil, section: sectionIndex)
            for kind in kinds where kind != .sectionHeader {
                append(section.supplementaryFrames[kind] ?? [], kind: kind, section: sectionIndex)
            }
        }
        let vertical = direction == .vertical
        prefixMaxEnd = Array(repeating: 0, count: frames.count)
        suffixMinStart = Array(repeating: 0, count: frames.count)
        var running = -Double.infinity
        for index in frames.indices {
            running = max(running, vertical ? frames[index].maxY : frames[index].maxX)
            prefixMaxEnd[index] = running
        }
        running = .infinity
        for index in frames.indices.reversed() {
            running = min(running, vertical ? frames[index].minY : frames[index].minX)
            suffixMinStart[index] = running
        }
    }

    /// The elements whose frames overlap `rect` (with positive area), in layout order. Frames
    /// of section `s` are first moved back across the scroll axis by `crossShifts[s]` (sections
    /// scrolled orthogonally; absent entries are 0): a shift across the axis keeps the order
    /// along it that the search relies on.
    func elements(intersecting rect: Rect, crossShifts: [Double] = []) -> [(location: ElementLocation, frame: Rect)] {
        let vertical = direction == .vertical
        let start = firstIndex(in: prefixMaxEnd) { $0 > (vertical ? rect.minY : rect.minX) }
        let end = firstIndex(in: suffixMinStart) { $0 >= (vertical ? rect.maxY : rect.maxX) }
        guard start < end else { return [] }
        var result: [(location: ElementLocation, frame: Rect)] = []
        for index in start..<end {
            var frame = frames[index]
            let section = locations[index].section
            if section < crossShifts.count, crossShifts[section] != 0 {
                if vertical { frame.origin.x -= crossShifts[section] } else { frame.origin.y -= crossShifts[section] }
            }
            if frame.intersects(rect) { result.append((locations[index], frame)) }
        }
        return result
    }

    private mutating func append(_ elementFrames: [Rect], kind: SupplementaryElementKind?, section: Int) {
        for (index, frame) in elementFrames.enumerated() {
            locations.append(ElementLocation(kind: kind, section: section, index: index))
            frames.append(frame)
        }
    }

    /// The first index whose value satisfies `predicate` (values are sorted so that once it
    /// holds it keeps holding), or the count.
    private func firstIndex(in values: [Double], where predicate: (Double) -> Bool) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if predicate(values[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    private static func order(of kind: SupplementaryElementKind) -> String {
        kind == .sectionHeader ? "" : kind.rawValue
    }
}
