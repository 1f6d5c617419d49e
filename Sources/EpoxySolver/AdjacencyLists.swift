/// Many short lists, one per index, kept as linked lists in three flat arrays: adding a list
/// or an element allocates nothing of its own, where an array per list would allocate once
/// per list (a chain's definitions each have one referrer).
struct AdjacencyLists<Element> {
    private var heads: [Int] = []
    private var elements: [Element] = []
    private var next: [Int] = []

    /// Adds an empty list at the next index.
    mutating func addList() {
        heads.append(-1)
    }

    /// Adds `element` to the list at `index` (lists are read newest first).
    mutating func append(_ element: Element, to index: Int) {
        elements.append(element)
        next.append(heads[index])
        heads[index] = elements.count - 1
    }

    /// Calls `body` with each element of the list at `index`, newest first.
    func forEach(in index: Int, _ body: (Element) -> Void) {
        var position = heads[index]
        while position >= 0 {
            body(elements[position])
            position = next[position]
        }
    }
}
