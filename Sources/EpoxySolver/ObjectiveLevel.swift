/// The part of the objective that belongs to one priority: the sum of the error symbols of the
/// non-required constraints at that priority. The solver minimises the levels
/// lexicographically, highest priority first.
///
/// Coefficients are hashed by symbol id (`SymbolCoefficients`): a level mentions a large share
/// of all symbols (every error symbol at its priority), and a sorted sparse row would copy all
/// of them on each insertion or removal, making every pivot O(n) and a build O(n²). (A dense
/// array would be O(1) too, but costs memory for every symbol at every level: priorities are
/// any numbers, so a script could ask for thousands of levels.) Nothing iterates the table in a
/// way that affects the solution, so pivots stay the same on every run.
struct ObjectiveLevel {
    let priority: Double
    private var coefficients = SymbolCoefficients()

    init(priority: Double) {
        self.priority = priority
    }

    /// The coefficient of `symbol`, 0 when absent.
    func coefficient(of symbol: Int) -> Double {
        coefficients.coefficient(of: symbol)
    }

    /// Adds `coefficient × symbol`, dropping it when it cancels out.
    mutating func add(_ symbol: Int, _ coefficient: Double) {
        coefficients.add(symbol, coefficient)
    }

    /// Adds `factor ×` the cells of `row` (the objective's constant is never read).
    mutating func add(_ row: Row, times factor: Double) {
        for cell in row.cells { coefficients.add(cell.symbol, factor * cell.coefficient) }
    }

    /// Removes `symbol`, returning its coefficient when it had one.
    mutating func remove(_ symbol: Int) -> Double? {
        coefficients.remove(symbol)
    }

    /// The symbols with a coefficient, in id order (for invariant checks).
    var symbols: [Int] {
        coefficients.symbols
    }
}
