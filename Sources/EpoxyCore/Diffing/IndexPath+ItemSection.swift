import Foundation

#if !canImport(Darwin)
// UIKit and AppKit give `IndexPath` section/item accessors; corelibs Foundation does not, and
// every index path in a changeset is a two-element `[section, item]` path.
extension IndexPath {
    /// A two-element path `[section, item]`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The first element: the section. 0 for an empty path.
    public var section: Int {
        isEmpty ? 0 : self[0]
    }

    /// The second element: the item within the section. 0 for a path shorter than two.
    public var item: Int {
        count < 2 ? 0 : self[1]
    }
}
#endif
