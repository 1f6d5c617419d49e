/// One tableau row, `basic = constant + Σ coefficient × symbol`, with its cells kept sorted by
/// symbol id: rows are short, so a sorted array beats a hash map, iterates deterministically
/// (identical pivots on every run) and merges without hashing.
struct Row {
    struct Cell {
        var symbol: Int
        var coefficient: Double
    }

    static let epsilon = 1.0e-8

    var constant: Double
    private(set) var cells: [Cell] = []

    init(constant: Double) {
        self.constant = constant
    }

    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    private func index(of symbol: Int) -> (found: Bool, index: Int) {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let candidate = cells[mid].symbol
            if candidate == symbol { return (true, mid) }
            if candidate < symbol { low = mid + 1 } else { high = mid }
        }
        return (false, low)
    }

    /// The coefficient of `symbol`, 0 when absent.
    func coefficient(of symbol: Int) -> Double {
        let position = index(of: symbol)
        return position.found ? cells[position.index].coefficient : 0
    }

    /// Adds `coefficient × symbol`, dropping the cell when it cancels out.
    /// Returns true when a cell for `symbol` was created.
    @discardableResult
    mutating func add(_ symbol: Int, _ coefficient: Double) -> Bool {
        let position = index(of: symbol)
        if position.found {
            let sum = cells[position.index].coefficient + coefficient
            if Row.isNearZero(sum) {
                cells.remove(at: position.index)
            } else {
                cells[position.index].coefficient = sum
            }
            return false
        }
        if Row.isNearZero(coefficient) { return false }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: position.index)
        return true
    }

    /// Adds `factor × other` (cells and constant) in one linear merge, calling `created` for
    /// each symbol that gets a new cell.
    mutating func add(_ other: Row, times factor: Double, created: (Int) -> Void) {
        constant += factor * other.constant
        // A short row goes in cell by cell: merging would copy every cell of a long row (an
        // objective holds every error symbol), making each pivot O(n) and a build O(n²).
        if other.cells.count <= 2 || other.cells.count * 16 <= cells.count {
            for cell in other.cells where add(cell.symbol, factor * cell.coefficient) { created(cell.symbol) }
            return
        }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var left = 0, right = 0
        while left < cells.count || right < other.cells.count {
            if right == other.cells.count || (left < cells.count && cells[left].symbol < other.cells[right].symbol) {
                merged.append(cells[left])
                left += 1
            } else if left == cells.count || other.cells[right].symbol < cells[left].symbol {
                let coefficient = factor * other.cells[right].coefficient
                if !Row.isNearZero(coefficient) {
                    merged.append(Cell(symbol: other.cells[right].symbol, coefficient: coefficient))
                    created(other.cells[right].symbol)
                }
                right += 1
            } else {
                let sum = cells[left].coefficient + factor * other.cells[right].coefficient
                if !Row.isNearZero(sum) { merged.append(Cell(symbol: cells[left].symbol, coefficient: sum)) }
                left += 1
                right += 1
            }
        }
        cells = merged
    }

    /// Removes the cell of `symbol`, returning its coefficient.
    mutating func remove(_ symbol: Int) -> Double? {
        let position = index(of: symbol)
        guard position.found else { return nil }
        return cells.remove(at: position.index).coefficient
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Rewrites `0 = self` as `symbol = …`; `symbol` must be in the row.
    mutating func solve(for symbol: Int) {
        guard let coefficient = remove(symbol) else { return }
        let factor = -1.0 / coefficient
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
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
}
