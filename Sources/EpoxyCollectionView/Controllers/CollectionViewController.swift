import EpoxyCore
import EpoxyLayout

/// A view controller whose view is a ``CollectionView`` (Epoxy's `CollectionViewController`):
/// use it with sections as is, or subclass it and call `setSections`.
open class CollectionViewController: ViewController {
    /// The layout the collection view is made with.
    public let layout: any CollectionViewLayout
    private var initialSections: [SectionModel]?

    /// Creates a controller with `layout` and, optionally, the first sections.
    public init(layout: any CollectionViewLayout, sections: [SectionModel]? = nil) {
        self.layout = layout
        initialSections = sections
        super.init()
    }

    /// The collection view (made on first use).
    public var collectionView: CollectionView {
        // `loadView` always makes a CollectionView; the fallback keeps a subclass that returns
        // something else from crashing.
        if let collectionView = view as? CollectionView { return collectionView }
        return fallbackCollectionView
    }

    private lazy var fallbackCollectionView = CollectionView(layout: layout)

    /// Makes the collection view, with the sections given at init.
    open override func loadView() -> View {
        let collectionView = CollectionView(layout: layout)
        if let initialSections {
            collectionView.setSections(initialSections, animated: false)
            self.initialSections = nil
        }
        return collectionView
    }

    /// Sets the collection view's sections (see ``CollectionView/setSections(_:animated:)``).
    @discardableResult
    public func setSections(_ sections: [SectionModel], animated: Bool) -> CollectionViewUpdate {
        collectionView.setSections(sections, animated: animated)
    }
}
