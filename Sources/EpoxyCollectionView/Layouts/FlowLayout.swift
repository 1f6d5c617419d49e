import EpoxyCore

/// UICollectionViewFlowLayout's vertical flow: items of fixed sizes wrap into lines inside
/// the section insets, with headers and footers of reference heights spanning the full width.
/// With a horizontal scroll direction everything is transposed, as in UIKit: items fill
/// columns down the collection's visible height and columns follow each other to the right,
/// sections side by side with headers and footers of reference widths spanning the full height
/// (the rules below then read "column" for "line", "top" for "left", "height" for "width").
///
/// Sizes and spacings come from the item (`flowLayoutItemSize`), else its section's
/// `FlowLayoutSectionMetrics`, else this layout. Lines are distributed as UIKit does:
/// - a line that is followed by another is justified: its leftover space is shared between
///   its items (a line holding a single item centres it);
/// - the last line of a section whose items all have one size keeps the columns of the lines
///   above (it uses their spacing, from the left); when the section is a single line, that
///   line is justified like the others;
/// - the last line of a section of mixed sizes is left-aligned at the minimum spacing.
/// Items are centred vertically in their line, which is as tall as its tallest item.
///
/// With an `estimatedItemSize` (UIKit's self-sizing flow cells), items without their own or
/// their section's size take the size their view needs (both dimensions fitting its content),
/// no wider than the line: a wider view is measured again at the line's width (in a horizontal
/// flow, self-sizing items keep the size their view needs).
public struct FlowLayout: CollectionViewLayout, Hashable, Sendable {
    /// The axis the collection scrolls along: lines down a vertical flow, columns along a horizontal one.
    public var scrollDirection: ScrollDirection
    /// The size of items without their own or their section's size.
    public var itemSize: Size
    /// The smallest space between lines.
    public var minimumLineSpacing: Double
    /// The smallest space between items on a line.
    public var minimumInteritemSpacing: Double
    /// Space around each section's items (inside its header and footer).
    public var sectionInset: EdgeInsets
    /// The header height (the width is ignored; 0 hides headers); in a horizontal flow, the width.
    public var headerReferenceSize: Size
    /// The footer height (the width is ignored; 0 hides footers); in a horizontal flow, the width.
    public var footerReferenceSize: Size
    /// Set: items without a size of their own or their section's self-size (nil: they take `itemSize`).
    public var estimatedItemSize: Size?

    /// Creates a flow layout; the defaults are UICollectionViewFlowLayout's.
    public init(
        itemSize: Size = Size(width: 50, height: 50),
        minimumLineSpacing: Double = 10,
        minimumInteritemSpacing: Double = 10,
        sectionInset: EdgeInsets = .zero,
        headerReferenceSize: Size = .zero,
        footerReferenceSize: Size = .zero,
        estimatedItemSize: Size? = nil,
        scrollDirection: ScrollDirection = .vertical
    ) {
        self.scrollDirection = scrollDirection
        self.estimatedItemSize = estimatedItemSize
        self.itemSize = itemSize
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
    }

    /// Widths this close count as fitting a line (sums of fractions drift in the last bits).
    static let fittingTolerance = 1e-9

    /// Lays the sections out in lines (see the type's description).
    public func layoutAttributes(
        for sections: [SectionModel],
        in environment: CollectionLayoutEnvironment,
        sizer: any CollectionItemSizing
    ) -> CollectionLayoutResult {
        // A horizontal flow is the vertical one transposed: x and y, widths and heights, left and
        // top insets swap on the way in and back on the way out.
        let horizontal = scrollDirection == .horizontal
        func flip(_ size: Size) -> Size { horizontal ? Size(width: size.height, height: size.width) : size }
        func flip(_ rect: Rect) -> Rect { horizontal ? Rect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width) : rect }
        func flip(_ insets: EdgeInsets) -> EdgeInsets {
            horizontal ? EdgeInsets(top: insets.left, left: insets.top, bottom: insets.right, right: insets.bottom) : insets
        }
        let width = horizontal ? environment.visibleHeight : environment.contentWidth
        var y = 0.0
        var result: [SectionLayoutAttributes] = []
        result.reserveCapacity(sections.count)
        for (sectionIndex, section) in sections.enumerated() {
            let metrics = section.flowLayoutMetrics
            let name = "section \(sectionIndex) (\(section.dataID))"
            let inset = flip(SizeSanitizer.sanitized(metrics.sectionInset ?? sectionInset, of: "the section inset of \(name)"))
            let lineSpacing = SizeSanitizer.sanitized(metrics.minimumLineSpacing ?? minimumLineSpacing, of: "the line spacing of \(name)")
            let interitemSpacing = SizeSanitizer.sanitized(
                metrics.minimumInteritemSpacing ?? minimumInteritemSpacing, of: "the inter-item spacing of \(name)")
            let headerHeight = flip(SizeSanitizer.sanitized(metrics.headerReferenceSize ?? headerReferenceSize, of: "the header of \(name)")).height
            let footerHeight = flip(SizeSanitizer.sanitized(metrics.footerReferenceSize ?? footerReferenceSize, of: "the footer of \(name)")).height
            let sectionItemSize = flip(SizeSanitizer.sanitized(metrics.itemSize ?? itemSize, of: "the item size of \(name)"))
            let selfSizes = estimatedItemSize != nil && metrics.itemSize == nil
            let available = max(0, width - inset.left - inset.right)

            var attributes = SectionLayoutAttributes()
            attributes.supplementaryFrames[.sectionHeader] = Self.referenceFrames(
                count: section.supplementaryItems[.sectionHeader]?.count ?? 0, height: headerHeight, width: width, y: &y)
            y += inset.top
            let sizes = section.items.enumerated().map { index, item in
                if let own = item.flowLayoutItemSize {
                    return flip(SizeSanitizer.sanitized(own, of: "item \(index) (\(item.dataID)) of \(name)"))
                }
                guard selfSizes else { return sectionItemSize }
                let compressed = flip(sizer.compressedSize(of: item, height: nil))
                guard !horizontal, compressed.width > available else { return compressed }
                return sizer.fittingSize(ofItem: item, section: sectionIndex, index: index, width: available)
            }
            let lines = Self.lines(of: sizes, available: available, spacing: interitemSpacing)
            let isUniform = sizes.dropFirst().allSatisfy { $0 == sizes[0] }
            var frames = [Rect](repeating: .zero, count: sizes.count)
            var fullLineGap: Double?
            for (lineIndex, line) in lines.enumerated() {
                if lineIndex > 0 { y += lineSpacing }
                let lineHeight = line.map { sizes[$0].height }.max() ?? 0
                let lineWidth = line.reduce(0) { $0 + sizes[$1].width }
                let isLast = lineIndex == lines.count - 1
                var x = inset.left
                var gap = interitemSpacing
                if !isLast || (isUniform && lines.count == 1) {
                    if line.count == 1 {
                        // A lone item wider than the line starts at the inset rather than before it.
                        x += max(0, (available - lineWidth) / 2)
                    } else {
                        gap = (available - lineWidth) / Double(line.count - 1)
                        fullLineGap = fullLineGap ?? gap
                    }
                } else if isUniform, let fullLineGap {
                    gap = fullLineGap
                }
                for index in line {
                    let size = sizes[index]
                    frames[index] = Rect(x: x, y: y + (lineHeight - size.height) / 2, width: size.width, height: size.height)
                    x += size.width + gap
                }
                y += lineHeight
            }
            y += inset.bottom
            attributes.itemFrames = frames.map(flip)
            attributes.supplementaryFrames[.sectionFooter] = Self.referenceFrames(
                count: section.supplementaryItems[.sectionFooter]?.count ?? 0, height: footerHeight, width: width, y: &y)
            if horizontal {
                for (kind, frames) in attributes.supplementaryFrames { attributes.supplementaryFrames[kind] = frames.map(flip) }
            }
            result.append(attributes)
        }
        return CollectionLayoutResult(contentSize: flip(Size(width: width, height: y)), sections: result)
    }

    /// Splits items into lines: an item joins the current line when it fits after the minimum
    /// spacing; an item wider than the line gets a line of its own.
    static func lines(of sizes: [Size], available: Double, spacing: Double) -> [[Int]] {
        var lines: [[Int]] = []
        var current: [Int] = []
        var used = 0.0
        for (index, size) in sizes.enumerated() {
            if current.isEmpty {
                current = [index]
                used = size.width
            } else if used + spacing + size.width <= available + fittingTolerance {
                current.append(index)
                used += spacing + size.width
            } else {
                lines.append(current)
                current = [index]
                used = size.width
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// A header or footer of the reference height spans the full width; like UIKit, a section
    /// shows one: the first element gets the frame, any others are given no space.
    private static func referenceFrames(count: Int, height: Double, width: Double, y: inout Double) -> [Rect] {
        guard count > 0 else { return [] }
        var frames = [Rect(x: 0, y: y, width: width, height: height)]
        frames += Array(repeating: Rect(x: 0, y: y + height, width: width, height: 0), count: count - 1)
        y += height
        return frames
    }
}
