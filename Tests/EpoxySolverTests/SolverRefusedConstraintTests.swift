import XCTest
@testable import EpoxySolver

/// A required constraint the solver refuses as unsatisfiable leaves no trace in the solution.
final class SolverRefusedConstraintTests: XCTestCase {
    func testRefusedRequiredEqualityIsNotApplied() throws {
        let solver = Solver()
        let w = Variable("w")
        let limit = Constraint(Expression(w), .lessThanOrEqual, Expression(constant: 40))
        try solver.addConstraint(limit)
        let wide = Constraint(Expression(w), .equal, Expression(constant: 100))
        XCTAssertThrowsError(try solver.addConstraint(wide)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiableConstraint(wide, conflicting: [limit]))
        }
        XCTAssertEqual(solver.value(of: w), 40, accuracy: 1e-9)
        XCTAssertNil(solver.invariantViolation())
        XCTAssertEqual(solver.constraints.count, 1)
    }

    func testRefusedRequiredInequalityIsNotApplied() throws {
        let solver = Solver()
        let w = Variable("w")
        let limit = Constraint(Expression(w), .lessThanOrEqual, Expression(constant: 40))
        try solver.addConstraint(limit)
        let atLeast = Constraint(Expression(w), .greaterThanOrEqual, Expression(constant: 100))
        XCTAssertThrowsError(try solver.addConstraint(atLeast)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiableConstraint(atLeast, conflicting: [limit]))
        }
        XCTAssertEqual(solver.value(of: w), 40, accuracy: 1e-9)
        XCTAssertNil(solver.invariantViolation())
    }

    /// Through a definition: `w` is defined by `w == x + 10`, then `x <= 30` and `w == 100` conflict.
    func testRefusedConstraintThroughDefinitionIsNotApplied() throws {
        let solver = Solver()
        let w = Variable("w"), x = Variable("x")
        let definition = Constraint(Expression(w), .equal, x + 10)
        let limit = Constraint(Expression(x), .lessThanOrEqual, Expression(constant: 30))
        try solver.addConstraint(definition)
        try solver.addConstraint(limit)
        let wide = Constraint(Expression(w), .equal, Expression(constant: 100))
        XCTAssertThrowsError(try solver.addConstraint(wide)) { error in
            guard case let SolverError.unsatisfiableConstraint(constraint, conflicting) = error else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertTrue(constraint === wide)
            XCTAssertEqual(Set(conflicting), [definition, limit])
        }
        XCTAssertEqual(solver.value(of: x), 30, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: w), 40, accuracy: 1e-9)
        XCTAssertNil(solver.invariantViolation())
    }

    /// A 40×20 view that hugs and resists compression at required priorities breaks a
    /// required `width == 100` and stays 40 wide (as UIKit keeps the constraints it had).
}
