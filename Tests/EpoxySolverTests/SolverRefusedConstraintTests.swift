import XCTest
@testable import EpoxySolver

/// A required constraint the solver refuses as unsatisfiable leaves no trace in the solution.
final class SolverRefusedConstraintTests: XCTestCase {
    func testRefusedRequiredEqualityIsNotApplied() throws {
        let solver = Solver()
        let w = Variable("w")
        try solver.addConstraint(Constraint(Expression(w), .lessThanOrEqual, Expression(constant: 40)))
        XCTAssertThrowsError(try solver.addConstraint(Constraint(Expression(w), .equal, Expression(constant: 100))))
        XCTAssertEqual(solver.value(of: w), 40, accuracy: 1e-9)
        XCTAssertNil(solver.invariantViolation())
        XCTAssertEqual(solver.constraints.count, 1)
    }

    func testRefusedRequiredInequalityIsNotApplied() throws {
        let solver = Solver()
        let w = Variable("w")
        try solver.addConstraint(Constraint(Expression(w), .lessThanOrEqual, Expression(constant: 40)))
        XCTAssertThrowsError(try solver.addConstraint(Constraint(Expression(w), .greaterThanOrEqual, Expression(constant: 100))))
        XCTAssertEqual(solver.value(of: w), 40, accuracy: 1e-9)
        XCTAssertNil(solver.invariantViolation())
    }

    /// Through a definition: `w` is defined by `w == x + 10`, then `x <= 30` and `w == 100` conflict.
    func testRefusedConstraintThroughDefinitionIsNotApplied() throws {
        let solver = Solver()
        let w = Variable("w"), x = Variable("x")
        try solver.addConstraint(Constraint(Expression(w), .equal, x + 10))
        try solver.addConstraint(Constraint(Expression(x), .lessThanOrEqual, Expression(constant: 30)))
        XCTAssertThrowsError(try solver.addConstraint(Constraint(Expression(w), .equal, Expression(constant: 100))))
        XCTAssertEqual(solver.value(of: x), 30, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: w), 40, accuracy: 1e-9)
        XCTAssertNil(solver.invariantViolation())
    }

    /// A 40×20 view that hugs and resists compression at required priorities breaks a
    /// required `width == 100` and stays 40 wide (as UIKit keeps the constraints it had).
}
