/// One tableau row, `basic = constant + Σ coefficient × symbol`, with its cells kept sorted by
/// symbol id: most rows are short, so a sorted array beats a hash map, iterates
/// deterministically (identical pivots on every run) and merges without hashing.
///
/// **Long rows keep tombstones.** A few rows grow long: a group's height is the sum of every
/// item's height, so its row mentions symbols of every item, and each pivot of an item's own
/// constraints substitutes into it. Shifting the tail of a long array for every removed and
/// inserted cell made a layout of n nested groups O(n²) (a quarter of 1,000 rows' build was
/// `memmove`). From `tombstoneThreshold` cells on, a removed cell stays in place with a zero
/// coefficient, and an inserted cell shifts only the cells between its place and the nearest
/// tombstone, which a substitution has usually just left beside it (an item's symbols are made
/// together, so they sit together); where none is near, the insertion spreads tombstones through
/// the region around it once (`spreadTombstones`). No cell has a zero coefficient otherwise
/// (near-zero sums are dropped), so `cells`, which skips tombstones, is exactly the row's sorted
/// cells.
struct Row {
    struct Cell {
        var symbol: Int
        var coefficient: Double
    }

    static let epsilon = 1.0e-8
    /// Stored cells from which a removal leaves a tombstone instead of shifting the tail.
    static let tombstoneThreshold = 64
    /// How far an insertion looks on each side for a tombstone to move into.
    static let tombstoneReach = 48

    var constant: Double
    /// The cells in symbol order, tombstones (coefficient 0) included.
    private var storage: [Cell] = []
    private var tombstones = 0

    init(constant: Double) {
        self.constant = constant
    }

    /// An empty row with room for `capacity` cells (a row grown cell by cell reallocates as it
    /// goes).
    init(constant: Double, capacity: Int) {
        self.constant = constant
        storage.reserveCapacity(capacity)
    }

    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    /// `constant + Σ contributions`, each symbol's contributions summed in the order given and
    /// a near-zero sum dropping the cell, exactly as adding them one by one would; one sort
    /// instead of an insertion per cell, which shifts a long row's tail every time.
    init(constant: Double, summing contributions: [Cell]) {
        self.constant = constant
        let order = contributions.indices.sorted {
            (contributions[$0].symbol, $0) < (contributions[$1].symbol, $1)
        }
        var position = 0
        while position < order.count {
            let symbol = contributions[order[position]].symbol
            var sum = 0.0
            while position < order.count && contributions[order[position]].symbol == symbol {
                sum += contributions[order[position]].coefficient
                if Row.isNearZero(sum) { sum = 0 }
                position += 1
            }
            if sum != 0 { storage.append(Cell(symbol: symbol, coefficient: sum)) }
        }
    }

    /// The row's cells in symbol order (without tombstones).
    var cells: LazyFilterCollection<[Cell]> {
        storage.lazy.filter { $0.coefficient != 0 }
    }

    /// Whether the row has no cell.
    var isEmpty: Bool { storage.count == tombstones }

    /// How many cells the row has.
    var count: Int { storage.count - tombstones }

    /// How many cells the row stores, tombstones included.
    var storedCount: Int { storage.count }

    private func index(of symbol: Int) -> (found: Bool, index: Int) {
        var low = 0
        var high = storage.count
        while low < high {
            let mid = (low + high) >> 1
            let candidate = storage[mid].symbol
            if candidate == symbol { return (true, mid) }
            if candidate < symbol { low = mid + 1 } else { high = mid }
        }
        return (false, low)
    }

    /// The coefficient of `symbol`, 0 when absent.
    func coefficient(of symbol: Int) -> Double {
        let position = index(of: symbol)
        return position.found ? storage[position.index].coefficient : 0
    }

    /// Adds `coefficient × symbol`, dropping the cell when it cancels out.
    /// Returns true when a cell for `symbol` was created.
    @discardableResult
    mutating func add(_ symbol: Int, _ coefficient: Double) -> Bool {
        let position = index(of: symbol)
        if position.found {
            let current = storage[position.index].coefficient
            if current == 0 {
                // A tombstone: the cell is absent, and comes back in its place.
                if Row.isNearZero(coefficient) { return false }
                storage[position.index].coefficient = coefficient
                tombstones -= 1
                return true
            }
            let sum = current + coefficient
            if Row.isNearZero(sum) {
                removeCell(at: position.index)
            } else {
                storage[position.index].coefficient = sum
            }
            return false
        }
        if Row.isNearZero(coefficient) { return false }
        insertCell(Cell(symbol: symbol, coefficient: coefficient), at: position.index)
        return true
    }

    /// Adds `factor × other` (cells and constant) in one linear merge, calling `created` for
    /// each symbol that gets a new cell.
    mutating func add(_ other: Row, times factor: Double, created: (Int) -> Void) {
        constant += factor * other.constant
        // A short row goes in cell by cell: merging would copy every cell of a long row (an
        // objective holds every error symbol), making each pivot O(n) and a build O(n²).
        // Both ways compute the same coefficients and call `created` in the same order.
        let otherCount = other.count
        if otherCount <= 2 || otherCount * 16 <= storage.count {
            for cell in other.cells where add(cell.symbol, factor * cell.coefficient) { created(cell.symbol) }
            return
        }
        var merged: [Cell] = []
        merged.reserveCapacity(count + otherCount)
        var left = 0, right = 0
        let otherCells = other.storage
        while true {
            // Tombstones on either side are absent cells.
            while left < storage.count && storage[left].coefficient == 0 { left += 1 }
            while right < otherCells.count && otherCells[right].coefficient == 0 { right += 1 }
            if left == storage.count && right == otherCells.count { break }
            if right == otherCells.count || (left < storage.count && storage[left].symbol < otherCells[right].symbol) {
                merged.append(storage[left])
                left += 1
            } else if left == storage.count || otherCells[right].symbol < storage[left].symbol {
                let coefficient = factor * otherCells[right].coefficient
                if !Row.isNearZero(coefficient) {
                    merged.append(Cell(symbol: otherCells[right].symbol, coefficient: coefficient))
                    created(otherCells[right].symbol)
                }
                right += 1
            } else {
                let sum = storage[left].coefficient + factor * otherCells[right].coefficient
                if !Row.isNearZero(sum) { merged.append(Cell(symbol: storage[left].symbol, coefficient: sum)) }
                left += 1
                right += 1
            }
        }
        storage = merged
        tombstones = 0
    }

    /// Removes the cell of `symbol`, returning its coefficient.
    mutating func remove(_ symbol: Int) -> Double? {
        let position = index(of: symbol)
        guard position.found else { return nil }
        let coefficient = storage[position.index].coefficient
        guard coefficient != 0 else { return nil }
        removeCell(at: position.index)
        return coefficient
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for index in storage.indices { storage[index].coefficient = -storage[index].coefficient }
    }

    /// Rewrites `0 = self` as `symbol = …`; `symbol` must be in the row.
    mutating func solve(for symbol: Int) {
        guard let coefficient = remove(symbol) else { return }
        let factor = -1.0 / coefficient
        constant *= factor
        for index in storage.indices { storage[index].coefficient *= factor }
    }

    /// Rewrites `lhs = self` as `rhs = …`; `rhs` must be in the row.
    mutating func solve(for lhs: Int, exchanging rhs: Int) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Whether every cell is a dummy symbol.
    func containsOnlyDummies(kinds: [SymbolKind]) -> Bool {
        cells.allSatisfy { kinds[$0.symbol] == .dummy }
    }

    // MARK: Storage

    private mutating func removeCell(at index: Int) {
        guard storage.count >= Row.tombstoneThreshold else {
            storage.remove(at: index)
            return
        }
        storage[index].coefficient = 0
        tombstones += 1
        if tombstones * 2 > storage.count {
            storage.removeAll { $0.coefficient == 0 }
            tombstones = 0
        }
    }

    /// Inserts `cell` before the cell at `position` (its place in symbol order), moving into
    /// the nearest tombstone within reach rather than shifting the whole tail.
    private mutating func insertCell(_ cell: Cell, at position: Int) {
        let count = storage.count
        if count < Row.tombstoneThreshold || count - position <= Row.tombstoneReach {
            // A short row, or a short tail: shifting it costs no more than a search.
            storage.insert(cell, at: position)
            return
        }
        if tombstones > 0, moveIntoNearbyTombstone(cell, at: position) {
            tombstones -= 1
            return
        }
        spreadTombstones(inserting: cell, at: position)
    }

    private mutating func moveIntoNearbyTombstone(_ cell: Cell, at position: Int) -> Bool {
        let count = storage.count
        return storage.withUnsafeMutableBufferPointer { cells -> Bool in
            for distance in 0..<Row.tombstoneReach {
                let right = position + distance
                if right < count && cells[right].coefficient == 0 {
                    // Shift [position, right) one to the right, over the tombstone.
                    var index = right
                    while index > position {
                        cells[index] = cells[index - 1]
                        index -= 1
                    }
                    cells[position] = cell
                    return true
                }
                let left = position - 1 - distance
                if left >= 0 && cells[left].coefficient == 0 {
                    // Shift (left, position) one to the left, over the tombstone.
                    for index in left..<(position - 1) { cells[index] = cells[index + 1] }
                    cells[position - 1] = cell
                    return true
                }
                if right >= count && left < 0 { break }
            }
            return false
        }
    }

    /// Inserts `cell` where no tombstone is within reach by rewriting, once, a window around
    /// `position` (a sixteenth of the row on each side) with a tombstone after each of its
    /// cells: the next insertions there move into those. Substitutions can insert into a long
    /// row at one place after another, each just before the last (pivots walking back up a
    /// stack of rows), and shifting the tail for each made that O(n²) again: 12 rows of 3,000
    /// cells moved 188 MB for 1,000 nested rows. A tombstone takes the symbol after its cell's,
    /// which keeps the symbols strictly increasing: where the next cell's symbol follows at
    /// once there is no room, and no insertion could land there either.
    private mutating func spreadTombstones(inserting cell: Cell, at position: Int) {
        let count = storage.count
        let window = max(Row.tombstoneReach, count / 16)
        let start = max(0, position - window), end = min(count, position + window)
        let cells = Array(storage[start..<position]) + CollectionOfOne(cell) + storage[position..<end]
        var spaced: [Cell] = []
        spaced.reserveCapacity(2 * cells.count)
        for (index, current) in cells.enumerated() {
            spaced.append(current)
            let next = index + 1 < cells.count ? cells[index + 1].symbol : (end < count ? storage[end].symbol : nil)
            if current.coefficient != 0, let next, next - current.symbol >= 2 {
                spaced.append(Cell(symbol: current.symbol + 1, coefficient: 0))
                tombstones += 1
            }
        }
        // In place: only the cells after the window move.
        storage.replaceSubrange(start..<end, with: spaced)
    }
}
