import EpoxyCore

/// Places one section's items in the slots of its groups, in item order: each `place` call
/// fills one group (recursing into nested groups) from the next unplaced item on.
struct CompositionalGroupLayout {
    /// Sums of fractions drift in the last bits; lengths this close still fit.
    static let fittingTolerance = 1e-9

    let section: SectionModel
    let sectionIndex: Int
    let sizer: any CollectionItemSizing
    /// The next item to place.
    private(set) var nextItem = 0
    /// The frames of the items placed so far, in item order.
    private(set) var frames: [Rect] = []

    init(section: SectionModel, sectionIndex: Int, sizer: any CollectionItemSizing) {
        self.section = section
        self.sectionIndex = sectionIndex
        self.sizer = sizer
        frames.reserveCapacity(section.items.count)
    }

    /// Whether items remain to be placed.
    var hasItemsLeft: Bool { nextItem < section.items.count }

    /// Places `group` with its top-left corner at `origin`, its size resolved in `container`
    /// (the length along `forcedAxis` replaced by `forcedLength` for `count` groups).
    /// - Returns: The group's size.
    mutating func place(_ group: LayoutGroup, at origin: Point, container: Size, forcedAlong forced: (LayoutGroup.Axis, Double)? = nil) -> Size {
        var proposed = group.layoutSize.resolved(in: container)
        let horizontal = group.axis == .horizontal
        var alongEstimated = horizontal ? group.layoutSize.width.isEstimated : group.layoutSize.height.isEstimated
        var crossEstimated = horizontal ? group.layoutSize.height.isEstimated : group.layoutSize.width.isEstimated
        if let (axis, length) = forced {
            if axis == .horizontal { proposed.width = length } else { proposed.height = length }
            if axis == group.axis { alongEstimated = false } else { crossEstimated = false }
        }
        let insets = group.contentInsets
        let content = Size(width: max(0, proposed.width - insets.leading - insets.trailing),
                           height: max(0, proposed.height - insets.top - insets.bottom))
        let contentAlong = horizontal ? content.width : content.height
        let start = Point(x: origin.x + insets.leading, y: origin.y + insets.top)
        let spacing = group.interItemSpacing.isFinite ? max(0, group.interItemSpacing) : 0

        var position = 0.0
        var cross = 0.0
        var placements: [Placement] = []
        // In a group that self-sizes across its axis, items sized as a fraction of that length
        // take it from the final length (the tallest self-sized item of a row), as in UIKit.
        var fractionalCross: [(placement: Int, fraction: Double, item: LayoutItem)] = []
        func point(_ along: Double) -> Point {
            horizontal ? Point(x: start.x + along, y: start.y) : Point(x: start.x, y: start.y + along)
        }
        func crossFraction(_ subitem: LayoutSubitem) -> (Double, LayoutItem)? {
            guard crossEstimated, case .item(let item) = subitem else { return nil }
            switch (horizontal, horizontal ? item.layoutSize.height : item.layoutSize.width) {
            case (true, .fractionalHeight(let fraction)), (false, .fractionalWidth(let fraction)): return (fraction, item)
            default: return nil
            }
        }
        func record(_ subitem: LayoutSubitem, size: Size, frames range: Range<Int>) {
            let outerCross = horizontal ? size.height : size.width
            var item: LayoutItem?
            if case .item(let placed) = subitem { item = placed }
            placements.append(Placement(frames: range, item: item, outerCross: outerCross))
            if let (fraction, item) = crossFraction(subitem) {
                fractionalCross.append((placements.count - 1, fraction, item))
            } else {
                cross = max(cross, outerCross)
            }
        }
        if let count = group.count, let subitem = group.subitems.first {
            let slots = max(1, count)
            let length = max(0, (contentAlong - spacing * Double(slots - 1)) / Double(slots))
            for _ in 0..<slots where hasItemsLeft {
                if !placements.isEmpty { position += spacing }
                let firstFrame = frames.count
                let size = place(subitem, at: point(position), container: content, forcedAlong: (group.axis, length))
                position += length
                record(subitem, size: size, frames: firstFrame..<frames.count)
            }
        } else if !group.subitems.isEmpty {
            var index = 0
            while hasItemsLeft {
                if alongEstimated && index == group.subitems.count { break }
                let subitem = group.subitems[index % group.subitems.count]
                let mark = (nextItem, frames.count)
                let at = position + (placements.isEmpty ? 0 : spacing)
                let size = place(subitem, at: point(at), container: content, forcedAlong: nil)
                let length = horizontal ? size.width : size.height
                let fits = at + length <= contentAlong + Self.fittingTolerance
                if !placements.isEmpty && !alongEstimated && !fits {
                    nextItem = mark.0
                    frames.removeLast(frames.count - mark.1)
                    break
                }
                // A nested group that placed nothing would repeat forever.
                if nextItem == mark.0 { break }
                position = at + length
                record(subitem, size: size, frames: mark.1..<frames.count)
                index += 1
            }
        }
        var size = proposed
        if alongEstimated {
            let along = position + (horizontal ? insets.leading + insets.trailing : insets.top + insets.bottom)
            if horizontal { size.width = along } else { size.height = along }
        } else {
            shareLeftover(contentAlong - position, among: placements, axis: group.axis)
        }
        var crossContent = horizontal ? content.height : content.width
        if crossEstimated {
            // Only fractional items: nothing self-sized, so the estimate stands.
            if fractionalCross.count == placements.count { cross = crossContent }
            crossContent = cross
            let crossLength = cross + (horizontal ? insets.top + insets.bottom : insets.leading + insets.trailing)
            if horizontal { size.height = crossLength } else { size.width = crossLength }
            for (placement, fraction, item) in fractionalCross {
                let (before, after) = item.edgeSpacing.across(group.axis)
                let length = fraction * cross
                let index = placements[placement].frames.lowerBound
                placements[placement].outerCross = length
                if horizontal {
                    frames[index].size.height = max(0, length - before.minimum - after.minimum - item.contentInsets.top - item.contentInsets.bottom)
                } else {
                    frames[index].size.width = max(0, length - before.minimum - after.minimum - item.contentInsets.leading - item.contentInsets.trailing)
                }
            }
        }
        shareCrossLeftover(crossContent, among: placements, axis: group.axis)
        return size
    }

    /// One subitem a group placed: the frames it added, the item (nil for a nested group) and
    /// the length it takes across the group's axis with its minimum spacing.
    private struct Placement {
        let frames: Range<Int>
        let item: LayoutItem?
        var outerCross: Double
    }

    /// Shares `leftover` along `axis` equally among the flexible leading and trailing (top and
    /// bottom) spacings of the items placed, moving each item and everything after it.
    private mutating func shareLeftover(_ leftover: Double, among placements: [Placement], axis: LayoutGroup.Axis) {
        let flexible = placements.reduce(0) { count, placement in
            guard let spacing = placement.item?.edgeSpacing.along(axis) else { return count }
            return count + (spacing.before.isFlexible ? 1 : 0) + (spacing.after.isFlexible ? 1 : 0)
        }
        guard flexible > 0, leftover > Self.fittingTolerance else { return }
        let share = leftover / Double(flexible)
        var shift = 0.0
        for placement in placements {
            let spacing = placement.item?.edgeSpacing.along(axis)
            if spacing?.before.isFlexible == true { shift += share }
            if shift != 0 {
                for index in placement.frames {
                    if axis == .horizontal { frames[index].origin.x += shift } else { frames[index].origin.y += shift }
                }
            }
            if spacing?.after.isFlexible == true { shift += share }
        }
    }

    /// Shares each item's leftover across `axis` (`crossLength` minus the item's slot and
    /// minimum spacing there) between its flexible spacings on that axis.
    private mutating func shareCrossLeftover(_ crossLength: Double, among placements: [Placement], axis: LayoutGroup.Axis) {
        for placement in placements {
            guard let item = placement.item, let index = placement.frames.first else { continue }
            let (before, after) = item.edgeSpacing.across(axis)
            let leftover = crossLength - placement.outerCross
            guard before.isFlexible, leftover > Self.fittingTolerance else { continue }
            let shift = after.isFlexible ? leftover / 2 : leftover
            if axis == .horizontal { frames[index].origin.y += shift } else { frames[index].origin.x += shift }
        }
    }

    /// Places one subitem: an item takes the next item of the section, a group fills itself.
    private mutating func place(_ subitem: LayoutSubitem, at origin: Point, container: Size, forcedAlong forced: (LayoutGroup.Axis, Double)?) -> Size {
        switch subitem {
        case .group(let group): return place(group, at: origin, container: container, forcedAlong: forced)
        case .item(let item): return place(item, at: origin, container: container, forcedAlong: forced)
        }
    }

    /// Places the next item in a slot of `item`'s size after its edge spacing (flexible ones at
    /// their minimum; the group shares its leftover later); estimated
    /// dimensions are measured (a self-sizing width at the slot's height, a self-sizing height
    /// at the slot's width).
    /// - Returns: The size the item takes in its group: the slot and its edge spacing.
    private mutating func place(_ item: LayoutItem, at origin: Point, container: Size, forcedAlong forced: (LayoutGroup.Axis, Double)?) -> Size {
        let spacing = item.edgeSpacing
        // A length a `count` group imposes includes the spacing along its axis.
        let slotForced = forced.map { axis, length in
            let (before, after) = spacing.along(axis)
            return (axis, max(0, length - before.minimum - after.minimum))
        }
        let slot = placeSlot(
            item, at: Point(x: origin.x + spacing.leading.minimum, y: origin.y + spacing.top.minimum),
            container: container, forcedAlong: slotForced)
        return Size(width: slot.width + spacing.leading.minimum + spacing.trailing.minimum,
                    height: slot.height + spacing.top.minimum + spacing.bottom.minimum)
    }

    /// Places the next item in a slot at `origin`; returns the slot's size.
    private mutating func placeSlot(_ item: LayoutItem, at origin: Point, container: Size, forcedAlong forced: (LayoutGroup.Axis, Double)?) -> Size {
        let model = section.items[nextItem]
        var widthEstimated = item.layoutSize.width.isEstimated
        var heightEstimated = item.layoutSize.height.isEstimated
        var slot = item.layoutSize.resolved(in: container)
        if let (axis, length) = forced {
            if axis == .horizontal { slot.width = length; widthEstimated = false } else { slot.height = length; heightEstimated = false }
        }
        // Insets along a self-sizing dimension are ignored, as UIKit does.
        let insets = item.contentInsets
        let horizontalInsets = widthEstimated ? 0 : insets.leading + insets.trailing
        let verticalInsets = heightEstimated ? 0 : insets.top + insets.bottom
        switch (widthEstimated, heightEstimated) {
        case (true, true):
            slot = sizer.compressedSize(of: model, height: nil)
        case (true, false):
            slot.width = sizer.compressedSize(of: model, height: max(0, slot.height - verticalInsets)).width
        case (false, true):
            slot.height = sizer.fittingSize(ofItem: model, section: sectionIndex, index: nextItem, width: max(0, slot.width - horizontalInsets)).height
        case (false, false):
            break
        }
        frames.append(Rect(
            x: origin.x + (widthEstimated ? 0 : insets.leading),
            y: origin.y + (heightEstimated ? 0 : insets.top),
            width: max(0, slot.width - horizontalInsets),
            height: max(0, slot.height - verticalInsets)))
        nextItem += 1
        return slot
    }
}
