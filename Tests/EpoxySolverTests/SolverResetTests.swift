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

    func testAResetTableauIsANewTableau() throws {
        let solver = try usedSolver()
        let fresh = state(of: Tableau())
        let used = state(of: solver.tableau)
        XCTAssertEqual(used.count, fresh.count)
        // The workload reached nearly all of it, so a property the reset forgot would show.
        XCTAssertGreaterThanOrEqual(zip(used, fresh).filter { $0 != $1 }.count, 9, "\(used)")
        solver.tableau.reset()
        XCTAssertEqual(state(of: solver.tableau), fresh)
    }

    func testAResetDefinitionGraphIsANewGraph() throws {
        let solver = try usedSolver()
        let fresh = state(of: DefinitionGraph())
        let used = state(of: solver.definitions)
        XCTAssertEqual(used.count, fresh.count)
        XCTAssertGreaterThanOrEqual(zip(used, fresh).filter { $0 != $1 }.count, 8, "\(used)")
        solver.definitions.reset()
        XCTAssertEqual(state(of: solver.definitions), fresh)
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
