import EpoxyCore

/// A diffable test item: identity `id`, content `content`.
struct TestItem: Diffable, Equatable, CustomStringConvertible {
    let id: String
    let content: Int

    init(_ id: String, _ content: Int = 0) {
        self.id = id
        self.content = content
    }

    var diffIdentifier: AnyHashable { id }

    func isDiffableItemEqual(to otherDiffableItem: Diffable) -> Bool {
        (otherDiffableItem as? TestItem)?.content == content
    }

    var description: String { content == 0 ? id : "\(id)\(String(repeating: "'", count: content))" }
}

/// Items from a space-separated spec: `"a b' c"` is a, b with content 1, c. Each `'` adds 1.
func items(_ spec: String) -> [TestItem] {
    spec.split(separator: " ").map { word in
        let primes = word.filter { $0 == "'" }.count
        return TestItem(String(word.filter { $0 != "'" }), primes)
    }
}
