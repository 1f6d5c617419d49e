import XCTest
@testable import EpoxySolver

/// A rebuild empties the solver's tableau and definition graph in place (`reset()`) instead of
/// making new ones: after a reset each must be exactly as a new one, every stored property
/// included, or the rebuild would start from leftovers.
final class SolverResetTests: XCTestCase {
    /// Every stored property of `object`, named and printed in full.
    private func state(of object: AnyObject) -> [String] {
        Mirror(reflecting: object).children.map { "\($0.label ?? "?") = \(String(reflecting: $0.value))" }
    }

    /// A solver that has used every part of its tableau and graph: definitions (required
    /// equalities on fresh variables), rows at several priorities, a two-sided constraint, an
    /// edited constant (the dual simplex) and a removal.
    private func usedSolver() throws -> Solver {
        let solver = Solver()
        let (a, b, c, d) = (Variable("a"), Variable("b"), Variable("c"), Variable("d"))
        try solver.addConstraint(Constraint(Expression(b) - (Expression(a) + 10), .equal))
        try solver.addConstraint(Constraint(Expression(c) - (Expression(b) + 5), .equal))
        try solver.addConstraint(Constraint(Expression(a) - 3, .greaterThanOrEqual))
        try solver.addConstraint(Constraint(Expression(a) - 7, .equal, priority: 250))
        try solver.addConstraint(Constraint(Expression(d) - 40, atLeastPriority: 750, atMostPriority: 100))
        let edited = Constraint(Expression(d) - Expression(c), .greaterThanOrEqual)
        try solver.addConstraint(edited)
        try solver.updateConstant(of: edited, to: -30)
        let removed = Constraint(Expression(c) - 100, .lessThanOrEqual, priority: 500)
        try solver.addConstraint(removed)
        XCTAssertEqual(solver.value(of: c), 22)
        try solver.removeConstraint(removed)
        XCTAssertEqual(solver.value(of: d), 52)
        return solver
    }

    /// After the workload `used` differs from `fresh` in at least `changed` properties (so a
    /// property the reset forgot would show); after `reset` it equals it.
    private func assertReset(
        _ used: AnyObject, like fresh: AnyObject, changedAtLeast changed: Int, reset: () -> Void,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let before = state(of: used), new = state(of: fresh)
        XCTAssertEqual(before.count, new.count, file: file, line: line)
        XCTAssertGreaterThanOrEqual(zip(before, new).filter { $0 != $1 }.count, changed, "\(before)", file: file, line: line)
        reset()
        XCTAssertEqual(state(of: used), new, file: file, line: line)
    }

    func testAResetTableauIsANewTableau() throws {
        let solver = try usedSolver()
        assertReset(solver.tableau, like: Tableau(), changedAtLeast: 9) { solver.tableau.reset() }
    }

    func testAResetDefinitionGraphIsANewGraph() throws {
        let solver = try usedSolver()
        assertReset(solver.definitions, like: DefinitionGraph(), changedAtLeast: 8) { solver.definitions.reset() }
    }

    /// A rebuild (forced by removing a required constraint) gives the values a new solver gives
    /// for the constraints left.
    func testARebuildSolvesAsANewSolver() throws {
        let solver = try usedSolver()
        let before = solver.rebuildCount
        let (x, y) = (Variable("x"), Variable("y"))
        let link = Constraint(Expression(y) - (Expression(x) + 4), .equal)
        try solver.addConstraint(link)
        try solver.addConstraint(Constraint(Expression(x) - 6, .equal, priority: 500))
        try solver.removeConstraint(link)
        try solver.addConstraint(Constraint(Expression(y) - Expression([Term(x, 2)]), .equal))
        XCTAssertEqual(solver.value(of: y), 12)
        XCTAssertGreaterThan(solver.rebuildCount, before, "removing a definition rebuilds")
    }
}
