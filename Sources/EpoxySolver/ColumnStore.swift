/// The tableau's column index: for each symbol, the basic symbols whose rows may mention it
/// (stale entries allowed), in the order they were added. Kept as linked lists of nodes in one
/// flat array, with the nodes of dropped entries reused: an array per symbol was a heap
/// allocation per symbol, another each time one grew or was compacted, and as many frees
/// when the tableau went (tens of thousands in a large layout). A column's head, tail and
/// length sit together: in a large layout the columns outgrow the core's cache, and kept in
/// three arrays each append missed three times.
struct ColumnStore {
    private struct Node {
        var basic: Int
        var next: Int
    }

    private struct Column {
        var head = -1
        var tail = -1
        var count = 0
    }

    private var columns: [Column] = []
    private var nodes: [Node] = []
    /// The first reusable node, -1 when none; reusable nodes are linked through `next`.
    private var free = -1

    /// Makes room for `count` symbols.
    mutating func reserveCapacity(symbols count: Int) {
        columns.reserveCapacity(count)
        nodes.reserveCapacity(2 * count)
    }

    /// Adds an empty column for the next symbol.
    mutating func addSymbol() {
        columns.append(Column())
    }

    /// How many entries the column of `symbol` has (stale ones included).
    func count(of symbol: Int) -> Int {
        columns[symbol].count
    }

    /// Adds `basic` at the end of the column of `symbol`.
    mutating func append(_ basic: Int, to symbol: Int) {
        let node: Int
        if free >= 0 {
            node = free
            free = nodes[node].next
            nodes[node] = Node(basic: basic, next: -1)
        } else {
            node = nodes.count
            nodes.append(Node(basic: basic, next: -1))
        }
        let tail = columns[symbol].tail
        if tail >= 0 { nodes[tail].next = node } else { columns[symbol].head = node }
        columns[symbol].tail = node
        columns[symbol].count += 1
    }

    /// Keeps the entries of the column of `symbol` for which `keep` is true, in order; `keep`
    /// sees every entry once, first to last.
    mutating func retain(in symbol: Int, where keep: (Int) -> Bool) {
        var node = columns[symbol].head
        var head = -1
        var last = -1
        var kept = 0
        while node >= 0 {
            let following = nodes[node].next
            if keep(nodes[node].basic) {
                if last >= 0 { nodes[last].next = node } else { head = node }
                last = node
                kept += 1
            } else {
                nodes[node].next = free
                free = node
            }
            node = following
        }
        if last >= 0 { nodes[last].next = -1 }
        columns[symbol] = Column(head: head, tail: last, count: kept)
    }

    /// Empties the column of `symbol`.
    mutating func removeAll(in symbol: Int) {
        let column = columns[symbol]
        guard column.head >= 0 else { return }
        nodes[column.tail].next = free
        free = column.head
        columns[symbol] = Column()
    }

    /// Whether the column of `symbol` holds `basic` (for invariant checks).
    func contains(_ basic: Int, in symbol: Int) -> Bool {
        var node = columns[symbol].head
        while node >= 0 {
            if nodes[node].basic == basic { return true }
            node = nodes[node].next
        }
        return false
    }
}
