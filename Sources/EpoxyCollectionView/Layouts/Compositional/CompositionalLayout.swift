import EpoxyCore

/// UICollectionViewCompositionalLayout: each section laid out by its own ``LayoutSection`` —
/// lists, grids and sideways-scrolling carousels in one collection — stacked down with
/// `interSectionSpacing` between them, or, with a horizontal scroll direction, side by side
/// along x (groups then advance along x, and orthogonal sections scroll up and down).
///
/// A section's own layout section (``SectionModel/compositionalLayoutSection(_:)``) wins over
/// the layout's provider. Items self-size along estimated dimensions (every item is measured:
/// frames are always exact). A provider that throws gets its section laid out as a list and
/// its error reported in the result's `failure`.
public struct CompositionalLayout: CollectionViewLayout {
    /// Returns the layout section for the section at `sectionIndex` (0-based) in `environment`.
    public typealias SectionProvider = (_ sectionIndex: Int, _ section: SectionModel, _ environment: CollectionLayoutEnvironment) throws -> LayoutSection

    /// Settings of the whole layout.
    public var configuration: CompositionalLayoutConfiguration
    private let sectionProvider: SectionProvider

    /// A layout asking `sectionProvider` for the layout of each section without its own.
    public init(configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration(), sectionProvider: @escaping SectionProvider) {
        self.configuration = configuration
        self.sectionProvider = sectionProvider
    }

    /// A layout giving every section without its own layout `section`.
    public init(configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration(), section: LayoutSection) {
        self.init(configuration: configuration) { _, _, _ in section }
    }

    /// The configuration's scroll direction.
    public var scrollDirection: ScrollDirection { configuration.scrollDirection }

    /// Lays every section out with its layout section, one after the other along the scroll axis.
    public func layoutAttributes(
        for sections: [SectionModel],
        in environment: CollectionLayoutEnvironment,
        sizer: any CollectionItemSizing
    ) -> CollectionLayoutResult {
        let spacing = SizeSanitizer.sanitized(configuration.interSectionSpacing, of: "the layout's inter-section spacing")
        var failure: CollectionLayoutFailure?
        let direction = configuration.scrollDirection
        var position = 0.0
        var result: [SectionLayoutAttributes] = []
        result.reserveCapacity(sections.count)
        for (index, section) in sections.enumerated() {
            if index > 0 { position += spacing }
            let layoutSection: LayoutSection
            if let own = section.compositionalLayoutSection {
                layoutSection = own
            } else {
                do {
                    layoutSection = try sectionProvider(index, section, environment)
                } catch {
                    failure = failure ?? CollectionLayoutFailure(error)
                    layoutSection = .list(boundaryKinds: [.sectionHeader, .sectionFooter])
                }
            }
            let (attributes, end) = CompositionalSectionLayout(
                layoutSection: layoutSection, section: section, sectionIndex: index, environment: environment,
                scrollDirection: direction, sizer: sizer
            ).layOut(from: position)
            result.append(attributes)
            position = end
        }
        let contentSize = direction == .vertical
            ? Size(width: environment.contentWidth, height: position)
            : Size(width: position, height: environment.visibleHeight)
        var layoutResult = CollectionLayoutResult(contentSize: contentSize, sections: result)
        layoutResult.failure = failure
        return layoutResult
    }
}
