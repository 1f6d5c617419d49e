/// A measured size's key: equal reuse identifier, content and width give an equal size.
struct SizeCacheKey: Hashable {
    let reuseIdentifier: ReuseIdentifier
    let content: AnyHashable
    let width: Double
}
