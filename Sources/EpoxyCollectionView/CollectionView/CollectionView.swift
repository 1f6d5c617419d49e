import Budget
import EpoxyCore
import EpoxyLayout
import Foundation

/// A headless UICollectionView driven by section models, as Epoxy's `CollectionView`.
///
/// `setSections(_:animated:)` diffs the new sections against the current ones by data ID and
/// applies the changes: cells follow their items, views are reused per reuse identifier,
/// `setContent` is called only when content changed and behaviors on every update. Only
/// elements in the visible rect plus `prefetchMargin` have cells; `willDisplay` and
/// `didEndDisplaying` fire as elements enter and leave the visible rect. The bounds origin
/// is the content offset: cells sit at their layout frames in content coordinates.
open class CollectionView: View, TraitObserving {
    /// Computes element frames; changing it lays the content out again.
    public var layout: any CollectionViewLayout {
        didSet { invalidateLayout() }
    }

    /// The axis the content scrolls along: the layout's.
    public var scrollDirection: ScrollDirection { layout.scrollDirection }

    /// The current sections, as last set (or rearranged by `moveItem`).
    public internal(set) var sections: [SectionModel] = []

    /// Space added around the content (the safe area is added on top when the adjustment
    /// behavior is `.automatic`).
    public var contentInset: EdgeInsets = .zero {
        didSet { if contentInset != oldValue { invalidateLayout() } }
    }

    /// Whether the top and bottom safe area are added to the content insets (default automatic).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { invalidateLayout() } }
    }

    /// How far above and below the visible rect elements get cells ahead of being displayed.
    public var prefetchMargin: Double = 50 {
        didSet { setNeedsLayout() }
    }

    /// Called after every `setSections` with what it did.
    public var didUpdate: ((CollectionViewUpdate) -> Void)?

    /// Called after `moveItem` moved an item (UICollectionView's reordering delegate call).
    public var didMoveItem: ((CollectionViewMove) -> Void)?

    /// The selected item, kept across updates while an item with its data IDs exists.
    public internal(set) var selectedItem: ItemPath?

    /// The frames of the current layout; nil before the first layout.
    public internal(set) var layoutResult: CollectionLayoutResult?

    /// Views made so far because no reusable view was available (all updates and scrolls).
    public internal(set) var createdViewCount = 0
    /// Views taken from the reuse pool so far.
    public internal(set) var reusedViewCount = 0

    var directory = ItemDirectory()
    var layoutIndex = LayoutIndex()
    var layoutIsValid = false
    var laidOutContentWidth: Double?
    /// The environment of the current layout (its exact extent zeroed): a change lays out again.
    var laidOutEnvironment: CollectionLayoutEnvironment?
    /// The sideways offset of each orthogonally scrolling section, by section data ID.
    var orthogonalOffsets: [AnyHashable: Double] = [:]
    /// Per section index, how far its items are shifted back across the scroll axis (its
    /// orthogonal offset, else 0): left in a vertical collection, up in a horizontal one.
    var sectionShifts: [Double] = []
    /// An error the last layout met, until the driver takes it.
    var pendingLayoutError: (any Error)?
    var cells: [ElementIdentity: CollectionViewCell] = [:]
    var displayedOrder: [ElementIdentity] = []
    var displayed: Set<ElementIdentity> = []
    var reusePool = ReusePool()
    let sizer: ItemSizer
    var counters = UpdateCounters()
    var generation = 0
    var lastAdjustedContentInset: EdgeInsets = .zero
    var hasWarnedAboutZeroWidth = false
    var deferredCallbacks: [() -> Void] = []

    /// Creates an empty collection view with `layout`.
    public init(layout: any CollectionViewLayout, frame: Rect = .zero) {
        self.layout = layout
        sizer = ItemSizer(traits: Traits())
        super.init(frame: frame)
        // Through the view's lifetime rather than `weak self`, which would give the view a side
        // table and put every retain of it (each cell's superview) on the slow path.
        sizer.warningHandler = { [lifetime = layoutItemLifetime] message in lifetime.item?.owningView?.warn(message) }
    }

    // MARK: Updating

    /// Replaces the sections: diffs them against the current ones, then (when the view has a
    /// width) lays out and updates the cells at once; otherwise on the next layout pass.
    ///
    /// Duplicate data IDs are reported through `EpoxyLogger.current` and kept. An item whose
    /// views change kind or style under its data ID is reported deleted and inserted, as Epoxy
    /// identifies items (``ReplacedItems``).
    /// - Returns: What changed and the view work it took (views made during a later layout
    ///   pass are not counted).
    @discardableResult
    public func setSections(_ newSections: [SectionModel], animated: Bool) -> CollectionViewUpdate {
        let oldSections = sections
        let isItemEqual = { (old: AnyItemModel, new: AnyItemModel) in old.isSameModel(as: new) || old.isEquivalent(to: new) }
        let changeset: SectionedChangeset
        if let contentOnly = ContentOnlyChangeset.make(from: oldSections, to: newSections, directory: directory, isItemEqual: isItemEqual) {
            // Every data ID kept its place: the directory serves the new sections, and only the
            // updated items lose their measured sizes.
            changeset = contentOnly
            sections = newSections
            sizer.forgetItemSizes(at: changeset.itemChangeset.updates.map(\.new), in: newSections)
        } else {
            changeset = makeSectionedChangeset(
                from: oldSections,
                to: newSections,
                sectionIdentifiedBy: { $0.dataID },
                isSectionEqual: { $0.isSectionContentEqual(to: $1) },
                itemsOf: { $0.items },
                itemIdentifiedBy: { $0.dataIDKey },
                isItemEqual: isItemEqual)
            let oldDirectory = directory
            sections = newSections
            if !ItemDirectory.haveSameDataIDs(oldSections, newSections) {
                directory = ItemDirectory(sections: newSections)
            }
            sizer.carryItemSizes(UnchangedItemMapping.make(
                changeset, old: oldSections, new: newSections, oldDirectory: oldDirectory, newDirectory: directory))
        }
        warnAboutDuplicates(changeset)
        if let selected = selectedItem, directory.itemLocation(of: selected.dataID, inSection: selected.sectionDataID) == nil {
            selectedItem = nil
        }
        generation += 1
        layoutIsValid = false
        counters = UpdateCounters()
        if bounds.width > 0 {
            updateLayoutAndCells(animated: animated)
        } else {
            setNeedsLayout()
        }
        let reported = ReplacedItems.reported(changeset, old: oldSections, new: newSections, isItemEqual: isItemEqual)
        let update = CollectionViewUpdate(
            sections: Self.sectionChanges(reported, old: oldSections, new: newSections),
            items: Self.itemChanges(reported, old: oldSections, new: newSections),
            supplementaryItems: Self.supplementaryChanges(reported, old: oldSections, new: newSections),
            changeset: reported,
            createdViews: counters.createdViews,
            reusedViews: counters.reusedViews,
            contentUpdates: counters.contentUpdates)
        counters = UpdateCounters()
        didUpdate?(update)
        return update
    }

    /// Lays the content out again on the next pass (e.g. after a model's size rules changed).
    public func invalidateLayout() {
        layoutIsValid = false
        setNeedsLayout()
    }

    /// The number of self-sizing measurements made so far (cache misses).
    public var measurementCount: Int { sizer.measurementCount }

    // MARK: Layout

    /// Lays the content out again when the size, safe area or models changed, and updates the cells.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateLayoutAndCells(animated: false)
    }

    /// Measures again for the new traits (Dynamic Type) on the next layout pass.
    public func traitsDidChange() {
        invalidateLayout()
    }

    /// The content insets in effect: `contentInset` plus, when automatic, the top and bottom
    /// safe area, and the left and right too when the collection scrolls horizontally (as
    /// UIKit adjusts the scrollable axis).
    public var adjustedContentInset: EdgeInsets {
        guard contentInsetAdjustmentBehavior == .automatic else { return contentInset }
        let sides = scrollDirection == .horizontal
        return EdgeInsets(
            top: contentInset.top + safeAreaInsets.top,
            left: contentInset.left + (sides ? safeAreaInsets.left : 0),
            bottom: contentInset.bottom + safeAreaInsets.bottom,
            right: contentInset.right + (sides ? safeAreaInsets.right : 0))
    }

    /// The size of the scrollable content (zero before the first layout).
    public var contentSize: Size { layoutResult?.contentSize ?? .zero }

    /// Computes the layout if needed, keeps the offset in range and updates the cells.
    func updateLayoutAndCells(animated: Bool) {
        let width = bounds.width
        guard width.isFinite, width > 0 else {
            if !sections.isEmpty && !hasWarnedAboutZeroWidth {
                hasWarnedAboutZeroWidth = true
                EpoxyLogger.current.warn("Collection view \(layoutItemDescription) has no width (\(width.pointDescription)); its items are not laid out.")
            }
            removeAllCells()
            return
        }
        hasWarnedAboutZeroWidth = false
        if sizer.update(traits: traits) { layoutIsValid = false }
        let insets = SizeSanitizer.sanitized(adjustedContentInset, of: "the collection view's content inset")
        let contentWidth = max(0, width - insets.left - insets.right)
        if !layoutIsValid || laidOutEnvironment != environment(contentWidth: contentWidth, exactExtent: 0) || layoutResult == nil {
            // Estimating layouts measure what the current offset shows, plus a screen.
            let shown = max(0, boundsOrigin.y.isFinite ? boundsOrigin.y : 0) + bounds.height
            layOut(contentWidth: contentWidth, exactExtent: shown + bounds.height + cellMargin)
        }
        // Like UIScrollView: content resting at the start stays at the start when the insets change.
        var offset = boundsOrigin
        if scrollDirection == .horizontal {
            if offset.x == -lastAdjustedContentInset.left { offset.x = -insets.left }
            offset.y = -insets.top
        } else {
            if offset.y == -lastAdjustedContentInset.top { offset.y = -insets.top }
            offset.x = -insets.left
        }
        lastAdjustedContentInset = insets
        boundsOrigin = clampedOffset(offset)
        makeCellRectExact()
        updateCells(animated: animated)
    }

    /// Lays the sections out for `contentWidth`, exact down to `exactExtent` at least.
    func layOut(contentWidth: Double, exactExtent: Double) {
        let result = layout.layoutAttributes(
            for: sections, in: environment(contentWidth: contentWidth, exactExtent: exactExtent), sizer: sizer)
        layoutResult = result
        layoutIndex = LayoutIndex(result, direction: layout.scrollDirection)
        laidOutContentWidth = contentWidth
        laidOutEnvironment = environment(contentWidth: contentWidth, exactExtent: 0)
        // Made under a spent budget, the layout sized the items it had not measured at zero: it
        // is redone at the next pass (the host raised the limit error for this one).
        layoutIsValid = !WorkBudget.isCurrentExceeded
        layoutCount += 1
        if let failure = result.failure { pendingLayoutError = pendingLayoutError ?? failure.error }
        settleOrthogonalOffsets()
    }

    /// The space layouts get: `contentWidth`, the visible height inside the adjusted insets, the
    /// safe area's left and right (none when the adjusted insets already hold them) and the text size.
    func environment(contentWidth: Double, exactExtent: Double) -> CollectionLayoutEnvironment {
        let insets = adjustedContentInset
        let sides = contentInsetAdjustmentBehavior == .automatic && scrollDirection == .horizontal
        return CollectionLayoutEnvironment(
            contentWidth: contentWidth, exactExtent: exactExtent,
            visibleHeight: max(0, bounds.height - insets.top - insets.bottom),
            safeAreaInsets: sides ? .zero : EdgeInsets(top: 0, left: safeAreaInsets.left, bottom: 0, right: safeAreaInsets.right),
            contentSizeCategory: traits.contentSizeCategory)
    }

    /// How many times the layout was computed (benchmarks check that a sideways scroll lays nothing out).
    public internal(set) var layoutCount = 0

    /// The error the last layout met (a section provider that threw), once: the driver of the
    /// collection (a script host) throws it where the layout was asked for.
    public func takeLayoutError() -> (any Error)? {
        defer { pendingLayoutError = nil }
        return pendingLayoutError
    }

    /// Makes the layout exact down to `y` (and a screen further), when sizes below were estimated.
    /// - Returns: Whether the layout changed.
    @discardableResult
    func makeLayoutExact(downTo y: Double) -> Bool {
        guard let result = layoutResult, let width = laidOutContentWidth, result.exactExtent < y else { return false }
        layOut(contentWidth: width, exactExtent: y.isFinite ? y + bounds.height : .infinity)
        return true
    }

    /// Makes the rows that get cells exact; measuring can shorten the content, which can move a
    /// clamped offset, so this repeats until the offset holds (at most a few times).
    func makeCellRectExact() {
        for _ in 0..<4 {
            guard makeLayoutExact(downTo: cellRect.maxY) else { return }
            boundsOrigin = clampedOffset(boundsOrigin)
        }
        makeLayoutExact(downTo: .infinity)
        boundsOrigin = clampedOffset(boundsOrigin)
    }

    /// `offset` limited to the scrollable range along the scroll axis: from the top (left) inset
    /// to the end of the content plus the bottom (right) inset; across it the offset is the inset.
    func clampedOffset(_ offset: Point) -> Point {
        let insets = lastAdjustedContentInset
        if scrollDirection == .horizontal {
            let minimum = -insets.left
            let maximum = max(minimum, contentSize.width + insets.right - bounds.width)
            let x = offset.x.isFinite ? min(max(offset.x, minimum), maximum) : minimum
            return Point(x: x, y: -insets.top)
        }
        let minimum = -insets.top
        let maximum = max(minimum, contentSize.height + insets.bottom - bounds.height)
        let y = offset.y.isFinite ? min(max(offset.y, minimum), maximum) : minimum
        return Point(x: -insets.left, y: y)
    }
}
