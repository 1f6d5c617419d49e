/// Whether a view or layout guide still exists: what constraints and anchors hold in place of
/// a Swift `weak` reference to their items, so they read nil once the item is deallocated.
///
/// Why not `weak`: the first weak reference to an object gives it a side table, and from then on
/// every retain and release of that object takes the runtime's slow path. Constraints and
/// anchors refer to nearly every view and guide, so weak references put the views of a layout on
/// the slow path: about half the time of laying out 1,000 nested rows went to reference counting.
///
/// The item makes its lifetime on first use (`LayoutItem.layoutItemLifetime`) and holds it
/// strongly; references hold the lifetime strongly, and the item's deinit ends it. The item
/// itself is held as an unmanaged reference (no reference counting) and handed out only while
/// the lifetime has not ended, which is while the item's memory is valid.
///
/// A view's lifetime ends in `View`'s deinit, which runs after the deinits of its subclasses:
/// while a subclass's deinit runs, the view still reads as alive (as `self` does there).
/// Only `EpoxyLayout` makes lifetimes, so only its `View` and `LayoutGuide` are layout items.
/// Not thread-safe, as the views it describes are not.
public final class LayoutItemLifetime {
    // Read for each item of each constraint a layout builds; only `end()` writes it (see `View`).
    /// False once the item has been deinitialized.
    @exclusivity(unchecked) public private(set) var isAlive = true

    /// The item unretained, and whether it is a view (else it is a layout guide).
    private let itemReference: Unmanaged<AnyObject>
    private let isView: Bool

    init(of item: any LayoutItem) {
        itemReference = Unmanaged.passUnretained(item as AnyObject)
        isView = item is View
    }

    /// The item, or nil once it has been deallocated.
    public var item: (any LayoutItem)? {
        guard isAlive else { return nil }
        return isView ? viewReference.takeUnretainedValue() : LayoutGuide.unretained(item: itemReference).takeUnretainedValue()
    }

    /// The item and the view it belongs to (itself, or a guide's owner; nil for a guide in no
    /// view), unretained; nil once the item has been deallocated. What a layout reads for each
    /// item of each constraint: through `item` and `owningView`, each read retained and released
    /// the item and its view.
    var unretainedItemAndView: (item: Unmanaged<AnyObject>, view: Unmanaged<View>?)? {
        guard isAlive else { return nil }
        if isView { return (itemReference, viewReference) }
        return (itemReference, LayoutGuide.unretained(item: itemReference)._withUnsafeGuaranteedRef(\.owningViewReference))
    }

    /// The item as the view it is (when `isView`).
    private var viewReference: Unmanaged<View> { Unmanaged<View>.fromOpaque(itemReference.toOpaque()) }

    /// Called by the item's deinit: from now on `item` is nil.
    func end() {
        isAlive = false
    }
}

extension LayoutGuide {
    /// A layout item known not to be a view, as the guide it is (only `View` and `LayoutGuide`
    /// are layout items: see `LayoutItemLifetime`), unretained and without a cast.
    static func unretained(item: Unmanaged<AnyObject>) -> Unmanaged<LayoutGuide> {
        Unmanaged<LayoutGuide>.fromOpaque(item.toOpaque())
    }
}
