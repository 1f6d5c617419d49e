import EpoxyCore
import EpoxyLayout

/// Measures self-sizing elements with one sizing view per reuse identifier (never an on-screen
/// cell), in a root that carries the collection's traits, and caches the results by reuse
/// identifier, content and width: an unchanged row is measured once.
final class ItemSizer: CollectionItemSizing {
    /// The number of measurements made (cache misses), for tests and benchmarks.
    private(set) var measurementCount = 0

    private var host: TraitRootView
    private var hostTraitsKey: TraitsKey
    private var sizingViews: [ReuseIdentifier: View] = [:]
    private var cache: [SizeCacheKey: Size] = [:]
    private var identityCache: [ReuseIdentifier: [AnyHashable: IdentityCacheEntry]] = [:]

    init(traits: Traits) {
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
        hostTraitsKey = key
        sizingViews = [:]
        cache = [:]
        identityCache = [:]
        return true
    }

    /// Forgets every measured size (sizing views are kept).
    func removeAllCachedSizes() {
        cache = [:]
        identityCache = [:]
    }

    func fittingSize(of model: AnyItemModel, width: Double) -> Size {
        let width = width.isFinite ? max(0, width) : 0
        let reuseIdentifier = model.reuseIdentifier
        if let content = model.contentCacheKey {
            let key = SizeCacheKey(reuseIdentifier: reuseIdentifier, content: content, width: width)
            if let size = cache[key] { return size }
            let size = measure(model, reuseIdentifier: reuseIdentifier, width: width)
            cache[key] = size
            return size
        }
        if let entry = identityCache[reuseIdentifier]?[model.dataID], entry.width == width, entry.model.isContentEqual(to: model) {
            return entry.size
        }
        let size = measure(model, reuseIdentifier: reuseIdentifier, width: width)
        identityCache[reuseIdentifier, default: [:]][model.dataID] = IdentityCacheEntry(model: model, width: width, size: size)
        return size
    }

    private func measure(_ model: AnyItemModel, reuseIdentifier: ReuseIdentifier, width: Double) -> Size {
        measurementCount += 1
        let view = sizingView(for: model, reuseIdentifier: reuseIdentifier)
        model.setContent(on: view, animated: false)
        let fitting = view.systemLayoutSizeFitting(
            Size(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let height = SizeSanitizer.sanitized(Size(width: width, height: fitting.height), of: "the view of item \(model.dataID)").height
        return Size(width: width, height: height)
    }

    private func sizingView(for model: AnyItemModel, reuseIdentifier: ReuseIdentifier) -> View {
        if let view = sizingViews[reuseIdentifier] { return view }
        let view = model.makeView()
        host.addSubview(view)
        sizingViews[reuseIdentifier] = view
        return view
    }
}
