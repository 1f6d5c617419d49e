import EpoxyCore

/// UICollectionViewCompositionalLayout: each section laid out by its own ``LayoutSection`` —
/// lists, grids and sideways-scrolling carousels in one collection — stacked down with
/// `interSectionSpacing` between them.
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

    /// Lays every section out with its layout section, one under the other.
    public func layoutAttributes(
        for sections: [SectionModel],
        in environment: CollectionLayoutEnvironment,
        sizer: any CollectionItemSizing
    ) -> CollectionLayoutResult {
        let spacing = SizeSanitizer.sanitized(configuration.interSectionSpacing, of: "the layout's inter-section spacing")
        var failure: CollectionLayoutFailure?
        var y = 0.0
        var result: [SectionLayoutAttributes] = []
        result.reserveCapacity(sections.count)
        for (index, section) in sections.enumerated() {
            if index > 0 { y += spacing }
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
            let (attributes, bottom) = CompositionalSectionLayout(
                layoutSection: layoutSection, section: section, sectionIndex: index, environment: environment, sizer: sizer
            ).layOut(top: y)
            result.append(attributes)
            y = bottom
        }
        var layoutResult = CollectionLayoutResult(contentSize: Size(width: environment.contentWidth, height: y), sections: result)
        layoutResult.failure = failure
        return layoutResult
    }
}
