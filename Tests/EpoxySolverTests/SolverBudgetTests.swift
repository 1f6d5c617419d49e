import Budget
import XCTest
@testable import EpoxySolver

/// A solve under a spent `WorkBudget` stops short of the optimum instead of running on (a large
/// layout's optimization is the one loop of a solve that takes seconds), leaves the tableau
/// consistent, and the next read with budget to spare goes on to the optimum: what was read at
/// the vertex it stopped at is not taken for the solution.
final class SolverBudgetTests: XCTestCase {
    private func spentBudget() -> WorkBudget {
        let budget = WorkBudget(seconds: nil)
        budget.stop(WorkBudgetExceeded(reason: .interrupted, message: "stopped"))
        return budget
    }

    /// `x` is wanted at 100 weakly, then at 50 more strongly: the second constraint leaves the
    /// objective to optimize (`x` moves from 100 to 50 by pivoting).
    private func makeSolver() throws -> (Solver, Variable) {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(Expression(x), .greaterThanOrEqual, Expression(constant: 0)))
        try solver.addConstraint(Constraint(Expression(x), .lessThanOrEqual, Expression(constant: 200)))
        try solver.addConstraint(Constraint(Expression(x), .equal, Expression(constant: 100), priority: 250))
        try solver.addConstraint(Constraint(Expression(x), .equal, Expression(constant: 50), priority: 750))
        return (solver, x)
    }

    func testASpentBudgetStopsTheOptimizationAndTheNextReadFinishesIt() throws {
        let (solver, x) = try makeSolver()
        let cut = WorkBudget.withCurrent(spentBudget()) { (solver.value(of: x), solver.values(of: [x])) }
        XCTAssertTrue(solver.tableau.needsOptimization, "the optimization stopped before its first pivot")
        XCTAssertNotEqual(cut.0, 50, "read before the optimum")
        XCTAssertEqual(cut.1, [cut.0])
        // Read first through `value(of:)`, whose fast path takes a current value without
        // optimizing: the value kept from the stopped solve is not current.
        XCTAssertEqual(solver.value(of: x), 50, accuracy: 1e-9)
        XCTAssertEqual(solver.values(of: [x]), [50])
        XCTAssertFalse(solver.tableau.needsOptimization)
        XCTAssertNil(solver.invariantViolation())
    }

    func testABulkReadAfterAStoppedSolveIsTheOptimum() throws {
        let (solver, x) = try makeSolver()
        _ = WorkBudget.withCurrent(spentBudget()) { solver.values(of: [x]) }
        XCTAssertEqual(solver.values(of: [x]), [50])
        XCTAssertEqual(solver.updateVariables()[x], 50)
    }

    func testABudgetWithTimeToSpareDoesNotStopTheOptimization() throws {
        let (solver, x) = try makeSolver()
        let value = WorkBudget.withCurrent(WorkBudget(seconds: 60)) { solver.value(of: x) }
        XCTAssertEqual(value, 50, accuracy: 1e-9)
    }

    /// A row with no subject goes in by minimising an artificial variable (here the constraint
    /// closing a cycle of required proportions, which pivots through every row of the cycle).
    /// A spent budget stops that phase with the budget's error: the constraint is not in the
    /// solver, reads under the spent budget leave the rebuild for later instead of repeating it
    /// for each read, and the first read with budget to spare rebuilds from the constraints in.
    func testASpentBudgetStopsARowGoingInThroughItsArtificialVariable() throws {
        let solver = Solver()
        let widths = (0..<300).map { Variable("w\($0)") }
        for width in widths {
            try solver.addConstraint(Constraint(Expression(width), .equal, Expression(constant: 10), priority: 500))
        }
        for index in widths.indices.dropLast() {
            try solver.addConstraint(Constraint(Expression(widths[index]), .equal, 1.0001 * widths[index + 1]))
        }
        let closing = Constraint(Expression(widths[widths.count - 1]), .equal, 1.0001 * widths[0])
        XCTAssertThrowsError(try WorkBudget.withCurrent(spentBudget()) { try solver.addConstraint(closing) }) { error in
            XCTAssertEqual(error as? WorkBudgetExceeded, WorkBudgetExceeded(reason: .interrupted, message: "stopped"))
        }
        XCTAssertFalse(solver.hasConstraint(closing))
        let rebuilds = solver.rebuildCount
        let cut = WorkBudget.withCurrent(spentBudget()) { widths.map { solver.value(of: $0) } }
        XCTAssertTrue(cut.allSatisfy(\.isFinite))
        XCTAssertEqual(solver.rebuildCount, rebuilds, "no rebuild while the budget is spent")

        let values = solver.values(of: widths)
        XCTAssertEqual(solver.rebuildCount, rebuilds + 1)
        XCTAssertNil(solver.invariantViolation())
        for index in widths.indices.dropLast() {
            XCTAssertEqual(values[index], values[index + 1] * 1.0001, accuracy: 1e-6)
        }
    }
}
