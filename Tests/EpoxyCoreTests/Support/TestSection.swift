import EpoxyCore

/// A diffable test section: identity `id`, own content `content`, and its items.
struct TestSection: DiffableSection, Equatable {
    let id: String
    let content: Int
    let items: [TestItem]

    init(_ id: String, _ content: Int = 0, _ itemSpec: String) {
        self.init(id: id, content: content, items: EpoxyCoreTests.items(itemSpec))
    }

    init(id: String, content: Int, items: [TestItem]) {
        self.id = id
        self.content = content
        self.items = items
    }

    var diffIdentifier: AnyHashable { id }

    var diffableItems: [TestItem] { items }

    /// Like Epoxy's sections, equality covers the section's own content, not its items.
    func isDiffableItemEqual(to otherDiffableItem: Diffable) -> Bool {
        (otherDiffableItem as? TestSection)?.content == content
    }
}
