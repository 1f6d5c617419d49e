import Budget
import EpoxyCore
import EpoxyLayout
import Foundation

/// Measures self-sizing elements with one sizing view per reuse identifier (never an on-screen
/// cell), in a root that carries the collection's traits, and caches the results by reuse
/// identifier, content and width: an unchanged row is measured once.
///
/// Every item's size is kept by position (`itemSizes`), so the content-keyed caches only
/// answer an item whose content another item (or an earlier version of it) had: they hold at
/// most `contentCacheCapacity` entries and are emptied when full, which bounds their memory on
/// lists with very many distinct rows (100,000 distinct measured rows kept 27 MiB of keys).
final class ItemSizer: CollectionItemSizing {
    /// Entries a content-keyed cache holds before it is emptied.
    let contentCacheCapacity: Int

    /// The number of measurements made (cache misses), for tests and benchmarks.
    private(set) var measurementCount = 0

    private var host: TraitRootView
    private var hostTraitsKey: TraitsKey
    private var sizingViews: [ReuseIdentifier: View] = [:]
    private var cache: [SizeCacheKey: Size] = [:]
    private var reuseIndices: [ReuseIdentifier: Int] = [:]
    /// What each item of the current sections measured, by position: an item an update left
    /// unchanged is answered from here without hashing its content (see `carryItemSizes`).
    /// Read for every item on every update, so exempt from dynamic exclusivity checks (a
    /// runtime call per read otherwise): no access to it spans a measurement or any other call.
    @exclusivity(unchecked) private var itemSizes: [[MeasuredSize?]] = []
    private var identityCache: [ReuseIdentifier: [AnyHashable: IdentityCacheEntry]] = [:]
    /// Compressed sizes (`compressedSize`), keyed like `cache` with the required height in
    /// place of the width (-1: no required height).
    private var compressedCache: [SizeCacheKey: Size] = [:]

    /// Where layout warnings from measuring go (conflicting constraints in an item's view);
    /// the collection forwards them to its window.
    var warningHandler: ((String) -> Void)? {
        didSet { host.warningHandler = warningHandler }
    }

    init(traits: Traits, contentCacheCapacity: Int = 4_096) {
        self.contentCacheCapacity = max(1, contentCacheCapacity)
        host = TraitRootView(traits: traits)
        hostTraitsKey = TraitsKey(traits)
    }

    /// Adopts the collection's traits; a change of text size, scale or measurer drops every
    /// cached size and sizing view (they measured text with the old traits).
    /// - Returns: Whether the traits changed.
    @discardableResult
    func update(traits: Traits) -> Bool {
        let key = TraitsKey(traits)
        guard key != hostTraitsKey else { return false }
        host = TraitRootView(traits: traits)
        host.warningHandler = warningHandler
        hostTraitsKey = key
        sizingViews = [:]
        cache = [:]
        reuseIndices = [:]
        itemSizes = []
        identityCache = [:]
        compressedCache = [:]
        return true
    }

    /// Forgets every measured size (sizing views are kept).
    func removeAllCachedSizes() {
        cache = [:]
        identityCache = [:]
        itemSizes = []
        compressedCache = [:]
    }

    /// Moves the per-position sizes to the positions of new sections: `mapping[section][index]`
    /// is the old position of an unchanged item, nil for new or changed ones.
    func carryItemSizes(_ mapping: [[ItemPosition?]]) {
        let old = itemSizes
        itemSizes = mapping.map { positions in
            positions.map { position in
                guard let position, old.indices.contains(position.section),
                      old[position.section].indices.contains(position.index) else { return nil }
                return old[position.section][position.index]
            }
        }
    }

    /// Forgets the per-position sizes of the updated items at `paths` after an update that kept
    /// every item of `sections` in its place: what `carryItemSizes` does for such an update,
    /// in place instead of copying every size.
    func forgetItemSizes(at paths: [IndexPath], in sections: [SectionModel]) {
        guard itemSizes.count == sections.count,
              zip(itemSizes, sections).allSatisfy({ $0.count == $1.items.count }) else {
            // Sizes not kept for these positions (none measured yet, or dropped): as carried.
            let updated = Set(paths)
            carryItemSizes(sections.enumerated().map { section, model in
                model.items.indices.map { index in
                    updated.contains(IndexPath(item: index, section: section)) ? nil : ItemPosition(section: section, index: index)
                }
            })
            return
        }
        for path in paths { itemSizes[path.section][path.item] = nil }
    }

    func fittingSize(ofItem model: AnyItemModel, section: Int, index: Int, width: Double) -> Size {
        let width = width.isFinite ? max(0, width) : 0
        let known = itemSizes.indices.contains(section) && itemSizes[section].indices.contains(index)
        if known, let measured = itemSizes[section][index], measured.width == width {
            return measured.size
        }
        // A spent budget sizes the rest at zero height, uncached, so the layout ends quickly and
        // stays consistent; the host raises the limit error before anyone relies on it.
        // (One budget read per item: a measurement costs far more.)
        if WorkBudget.isCurrentExceeded { return Size(width: width, height: 0) }
        let size = fittingSize(of: model, width: width)
        if known { itemSizes[section][index] = MeasuredSize(width: width, size: size) }
        return size
    }

    func knownSize(ofItemAt section: Int, index: Int, width: Double) -> Size? {
        guard itemSizes.indices.contains(section), itemSizes[section].indices.contains(index),
              let measured = itemSizes[section][index], measured.width == width else { return nil }
        return measured.size
    }

    /// Sizes every item slot for `sections` (nil: not measured yet), keeping nothing.
    func resetItemSizes(for sections: [SectionModel]) {
        itemSizes = sections.map { Array(repeating: nil, count: $0.items.count) }
    }

    func fittingSize(of model: AnyItemModel, width: Double) -> Size {
        let width = width.isFinite ? max(0, width) : 0
        if WorkBudget.isCurrentExceeded { return Size(width: width, height: 0) }
        let reuseIdentifier = model.reuseIdentifier
        if let content = model.contentCacheKey {
            let reuseIndex = reuseIndices[reuseIdentifier] ?? {
                let index = reuseIndices.count
                reuseIndices[reuseIdentifier] = index
                return index
            }()
            let key = SizeCacheKey(reuseIndex: reuseIndex, content: content, width: width)
            if let size = cache[key] { return size }
            let size = measure(model, reuseIdentifier: reuseIdentifier, width: width)
            Self.store(size, for: key, in: &cache, capacity: contentCacheCapacity)
            return size
        }
        if let entry = identityCache[reuseIdentifier]?[model.dataID], entry.width == width, entry.model.isContentEqual(to: model) {
            return entry.size
        }
        let size = measure(model, reuseIdentifier: reuseIdentifier, width: width)
        identityCache[reuseIdentifier, default: [:]][model.dataID] = IdentityCacheEntry(model: model, width: width, size: size)
        return size
    }

    func compressedSize(of model: AnyItemModel, height: Double?) -> Size {
        let height = height.map { $0.isFinite ? max(0, $0) : 0 }
        let reuseIdentifier = model.reuseIdentifier
        var key: SizeCacheKey?
        if let content = model.contentCacheKey {
            let reuseIndex = reuseIndices[reuseIdentifier] ?? {
                let index = reuseIndices.count
                reuseIndices[reuseIdentifier] = index
                return index
            }()
            key = SizeCacheKey(reuseIndex: reuseIndex, content: content, width: height ?? -1)
            if let key, let size = compressedCache[key] { return size }
        }
        measurementCount += 1
        let view = sizingView(for: model, reuseIdentifier: reuseIdentifier)
        model.setContent(on: view, animated: false)
        let fitting = view.systemLayoutSizeFitting(
            Size(width: 0, height: height ?? 0), withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: height == nil ? .fittingSizeLevel : .required)
        var size = SizeSanitizer.sanitized(fitting, of: "the view of item \(model.dataID)")
        if let height { size.height = height }
        if let key { Self.store(size, for: key, in: &compressedCache, capacity: contentCacheCapacity) }
        return size
    }

    /// Stores `size`, first emptying a full cache (keeping its storage, so it never grows past
    /// `capacity`).
    private static func store(_ size: Size, for key: SizeCacheKey, in cache: inout [SizeCacheKey: Size], capacity: Int) {
        if cache.count >= capacity { cache.removeAll(keepingCapacity: true) }
        cache[key] = size
    }

    private func measure(_ model: AnyItemModel, reuseIdentifier: ReuseIdentifier, width: Double) -> Size {
        measurementCount += 1
        let view = sizingView(for: model, reuseIdentifier: reuseIdentifier)
        model.setContent(on: view, animated: false)
        let fittingHeight = Self.leafFittingHeight(of: view, width: width)
            ?? Self.pinnedLeafFittingHeight(of: view, width: width)
            ?? view.systemLayoutSizeFitting(
                Size(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
            ).height
        let height = SizeSanitizer.sanitized(Size(width: width, height: fittingHeight), of: "the view of item \(model.dataID)").height
        return Size(width: width, height: height)
    }

    /// The height the engine would solve for a leaf (no subviews, no constraints) at a required
    /// width and a fitting-level height: its intrinsic height for that width, which hugging and
    /// compression resistance above the fitting level hold it to. Nil when the engine is needed
    /// (subviews, constraints, no intrinsic height, or priorities at or below the fitting level).
    /// Building a solver per row dominated the first layout of long lists of labels.
    static func leafFittingHeight(of view: View, width: Double) -> Double? {
        guard view.subviews.isEmpty, view.constraints.isEmpty, view.layoutGuides.isEmpty,
              view.contentHuggingPriority(for: .vertical) > .fittingSizeLevel,
              view.contentCompressionResistancePriority(for: .vertical) > .fittingSizeLevel else { return nil }
        let height = view.intrinsicContentSize(forWidth: view.hasHeightForWidth ? width : nil).height
        guard height != View.noIntrinsicMetric, height.isFinite, height >= 0 else { return nil }
        return height
    }

    /// The height of a view hosting one pinned leaf (``PinnedLeafHosting``): the leaf's at the
    /// width inside the insets, plus the vertical insets. Nil when the engine is needed.
    static func pinnedLeafFittingHeight(of view: View, width: Double) -> Double? {
        guard let (leaf, insets) = (view as? PinnedLeafHosting)?.pinnedLeaf else { return nil }
        let innerWidth = width - insets.leading - insets.trailing
        guard innerWidth >= 0, let height = leafFittingHeight(of: leaf, width: innerWidth) else { return nil }
        return height + insets.top + insets.bottom
    }

    private func sizingView(for model: AnyItemModel, reuseIdentifier: ReuseIdentifier) -> View {
        if let view = sizingViews[reuseIdentifier] { return view }
        let view = model.makeView()
        // Joining the host tells the view its traits (View.insertSubview), so groups reflow before measuring.
        host.addSubview(view)
        sizingViews[reuseIdentifier] = view
        return view
    }
}
