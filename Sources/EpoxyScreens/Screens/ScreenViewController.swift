import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout

/// A collection screen whose sections come from a provider (a Lua function, or any Swift
/// closure) re-evaluated on every render: `render(cause:)` calls the provider, sets the
/// sections and reports what changed by dataID. A provider that throws leaves the last good
/// sections on screen.
open class ScreenViewController: CollectionViewController {
    /// Builds the screen's sections from the current state.
    public typealias SectionsProvider = () throws -> [SectionModel]

    private let sectionsProvider: SectionsProvider
    /// How many renders ran (providers evaluated and sections set).
    public private(set) var renderCount = 0

    /// Creates a screen with `layout` whose sections `sections` provides.
    public init(layout: any CollectionViewLayout, sections: @escaping SectionsProvider) {
        sectionsProvider = sections
        super.init(layout: layout)
    }

    /// Evaluates the provider and applies its sections; returns what changed.
    /// - Throws: what the provider threw (the shown sections are kept), or what the layout met
    /// laying the new sections out (a compositional section provider that threw).
    @discardableResult
    public func render(cause: String) throws -> RenderReport {
        let sections = try sectionsProvider()
        let update = setSections(sections, animated: false)
        renderCount += 1
        if let error = collectionView.takeLayoutError() { throw error }
        return RenderReport(cause: cause, update: update)
    }
}
