import EpoxyCore

/// What a layout computed: every element's frame and the size of the content.
public struct CollectionLayoutResult: Hashable, Sendable {
    /// The size of the scrollable content.
    public var contentSize: Size
    /// Per section, the frames of its elements.
    public var sections: [SectionLayoutAttributes]
    /// Frames are exact above this content y; below it sizes may be estimates (infinity when
    /// every frame is exact).
    public var exactExtent: Double
    /// What went wrong computing it (a section provider that threw), if anything.
    public var failure: CollectionLayoutFailure?

    /// Creates a result.
    public init(contentSize: Size, sections: [SectionLayoutAttributes], exactExtent: Double = .infinity) {
        self.contentSize = contentSize
        self.sections = sections
        self.exactExtent = exactExtent
    }

    /// The frame of the item at `index` in `section`, if it exists.
    public func itemFrame(section: Int, item index: Int) -> Rect? {
        guard sections.indices.contains(section), sections[section].itemFrames.indices.contains(index) else { return nil }
        return sections[section].itemFrames[index]
    }
}
