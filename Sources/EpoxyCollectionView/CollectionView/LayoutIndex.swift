import EpoxyCore

/// The elements of a layout result in one flat list, searchable by vertical range in
/// O(log n + k): running maxima of `maxY` from the start and minima of `minY` from the end are
/// both non-decreasing, so binary searches bound the elements a rect can touch.
struct LayoutIndex {
    private var locations: [ElementLocation] = []
    private var frames: [Rect] = []
    private var prefixMaxY: [Double] = []
    private var suffixMinY: [Double] = []

    init() {}

    init(_ result: CollectionLayoutResult) {
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
        prefixMaxY = Array(repeating: 0, count: frames.count)
        suffixMinY = Array(repeating: 0, count: frames.count)
        var running = -Double.infinity
        for index in frames.indices {
            running = max(running, frames[index].maxY)
            prefixMaxY[index] = running
        }
        running = .infinity
        for index in frames.indices.reversed() {
            running = min(running, frames[index].minY)
            suffixMinY[index] = running
        }
    }

    /// The elements whose frames overlap `rect` (with positive area), in layout order. Frames
    /// of section `s` are first moved left by `xShifts[s]` (sections scrolled sideways; absent
    /// entries are 0): a horizontal shift keeps the vertical order the search relies on.
    func elements(intersecting rect: Rect, xShifts: [Double] = []) -> [(location: ElementLocation, frame: Rect)] {
        let start = firstIndex(in: prefixMaxY) { $0 > rect.minY }
        let end = firstIndex(in: suffixMinY) { $0 >= rect.maxY }
        guard start < end else { return [] }
        var result: [(location: ElementLocation, frame: Rect)] = []
        for index in start..<end {
            var frame = frames[index]
            let section = locations[index].section
            if section < xShifts.count, xShifts[section] != 0 { frame.origin.x -= xShifts[section] }
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
