/// Cells that left the screen, by reuse identifier, waiting to show another element.
struct ReusePool {
    private var cells: [ReuseIdentifier: [CollectionViewCell]] = [:]

    mutating func enqueue(_ cell: CollectionViewCell) {
        cells[cell.reuseIdentifier, default: []].append(cell)
    }

    mutating func dequeue(_ reuseIdentifier: ReuseIdentifier) -> CollectionViewCell? {
        cells[reuseIdentifier]?.popLast()
    }

    /// The number of waiting cells.
    var count: Int { cells.values.reduce(0) { $0 + $1.count } }
}
