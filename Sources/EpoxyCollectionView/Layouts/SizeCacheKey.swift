/// A measured size's key: equal reuse identifier (by its index in the sizer's table, to keep
/// keys small), content and width give an equal size.
struct SizeCacheKey: Hashable {
    let reuseIndex: Int
    let content: AnyHashable
    let width: Double
}
