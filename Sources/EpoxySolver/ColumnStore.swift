/// The tableau's column index: for each symbol, the basic symbols whose rows may mention it
/// (stale entries allowed), in the order they were added. Kept as linked lists of nodes in one
/// flat array, with the nodes of dropped entries reused: an array per symbol was a heap
/// allocation per symbol, another each time one grew or was compacted, and as many frees
/// when the tableau went (tens of thousands in a large layout).
struct ColumnStore {
    private struct Node {
        var basic: Int
        var next: Int
    }

    private var heads: [Int] = []
    private var tails: [Int] = []
    private var counts: [Int] = []
    private var nodes: [Node] = []
    /// The first reusable node, -1 when none; reusable nodes are linked through `next`.
    private var free = -1

    /// Makes room for `count` symbols.
    mutating func reserveCapacity(symbols count: Int) {
        heads.reserveCapacity(count)
        tails.reserveCapacity(count)
        counts.reserveCapacity(count)
        nodes.reserveCapacity(2 * count)
    }

    /// Adds an empty column for the next symbol.
    mutating func addSymbol() {
        heads.append(-1)
        tails.append(-1)
        counts.append(0)
    }

    /// How many entries the column of `symbol` has (stale ones included).
    func count(of symbol: Int) -> Int {
        counts[symbol]
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
        let tail = tails[symbol]
        if tail >= 0 { nodes[tail].next = node } else { heads[symbol] = node }
        tails[symbol] = node
        counts[symbol] += 1
    }

    /// Keeps the entries of the column of `symbol` for which `keep` is true, in order; `keep`
    /// sees every entry once, first to last.
    mutating func retain(in symbol: Int, where keep: (Int) -> Bool) {
        var node = heads[symbol]
        var last = -1
        var kept = 0
        heads[symbol] = -1
        while node >= 0 {
            let following = nodes[node].next
            if keep(nodes[node].basic) {
                if last >= 0 { nodes[last].next = node } else { heads[symbol] = node }
                last = node
                kept += 1
            } else {
                nodes[node].next = free
                free = node
            }
            node = following
        }
        if last >= 0 { nodes[last].next = -1 }
        tails[symbol] = last
        counts[symbol] = kept
    }

    /// Empties the column of `symbol`.
    mutating func removeAll(in symbol: Int) {
        let head = heads[symbol]
        guard head >= 0 else { return }
        nodes[tails[symbol]].next = free
        free = head
        heads[symbol] = -1
        tails[symbol] = -1
        counts[symbol] = 0
    }

    /// Whether the column of `symbol` holds `basic` (for invariant checks).
    func contains(_ basic: Int, in symbol: Int) -> Bool {
        var node = heads[symbol]
        while node >= 0 {
            if nodes[node].basic == basic { return true }
            node = nodes[node].next
        }
        return false
    }
}
