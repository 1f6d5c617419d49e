/// The part of the objective that belongs to one priority: the sum of the error symbols of the
/// non-required constraints at that priority. The solver minimises the levels
/// lexicographically, highest priority first.
///
/// Coefficients are stored densely by symbol id: a level mentions a large share of all
/// symbols (every error symbol at its priority), and a sorted sparse row would copy all of
/// them on each insertion or removal, making every pivot O(n) and a build O(n²).
struct ObjectiveLevel {
    let priority: Double
    private var coefficients: [Double] = []

    init(priority: Double) {
        self.priority = priority
    }

    /// The coefficient of `symbol`, 0 when absent.
    func coefficient(of symbol: Int) -> Double {
        symbol < coefficients.count ? coefficients[symbol] : 0
    }

    /// Adds `coefficient × symbol`, dropping it when it cancels out.
    mutating func add(_ symbol: Int, _ coefficient: Double) {
        if symbol >= coefficients.count {
            guard !Row.isNearZero(coefficient) else { return }
            coefficients.append(contentsOf: repeatElement(0, count: symbol + 1 - coefficients.count))
        }
        let sum = coefficients[symbol] + coefficient
        coefficients[symbol] = Row.isNearZero(sum) ? 0 : sum
    }

    /// Adds `factor ×` the cells of `row` (the objective's constant is never read).
    mutating func add(_ row: Row, times factor: Double) {
        for cell in row.cells { add(cell.symbol, factor * cell.coefficient) }
    }

    /// Removes `symbol`, returning its coefficient when it had one.
    mutating func remove(_ symbol: Int) -> Double? {
        guard symbol < coefficients.count, coefficients[symbol] != 0 else { return nil }
        defer { coefficients[symbol] = 0 }
        return coefficients[symbol]
    }

    /// The symbols with a coefficient (for invariant checks).
    var symbols: [Int] {
        coefficients.indices.filter { coefficients[$0] != 0 }
    }
}
