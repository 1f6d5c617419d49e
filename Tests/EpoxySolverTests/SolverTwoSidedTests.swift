import EpoxyTestSupport
import XCTest
@testable import EpoxySolver

/// Two-sided constraints (an intrinsic size's compression resistance and hugging in one row).
final class SolverTwoSidedTests: XCTestCase {
    /// `x` held at 100 from below at 750 and from above at 250.
    private func sized(_ x: Variable, _ size: Double, atLeast: Double = 750, atMost: Double = 250) -> Constraint {
        Constraint(Expression(x) - size, atLeastPriority: atLeast, atMostPriority: atMost)
    }

    func testEachSidePullsAtItsOwnPriority() throws {
        let solver = Solver()
        let x = Variable("x")
        let size = sized(x, 100)
        try solver.addConstraint(size)
        XCTAssertEqual(solver.value(of: x), 100, accuracy: 1e-9)
        // Above 250 the upper side gives way, below 750 the lower side does not.
        let grow = Constraint(Expression(x) - 140, .equal, priority: 500)
        try solver.addConstraint(grow)
        XCTAssertEqual(solver.value(of: x), 140, accuracy: 1e-9)
        try solver.removeConstraint(grow)
        let shrink = Constraint(Expression(x) - 60, .equal, priority: 500)
        try solver.addConstraint(shrink)
        XCTAssertEqual(solver.value(of: x), 100, accuracy: 1e-9)
        try solver.addConstraint(Constraint(Expression(x) - 70, .equal, priority: 800))
        XCTAssertEqual(solver.value(of: x), 70, accuracy: 1e-9)
        XCTAssertNil(solver.invariantViolation())
    }

    /// A required cap at the size a two-sided constraint holds: with the size's row substituted,
    /// the cap's row is at zero and every restricted symbol in it grows it (no pivot can lower
    /// it), so it is solved for one of them, without an artificial variable.
    func testACapAtTheHeldSizeIsAddedWithoutAnArtificialVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(sized(x, 40, atLeast: Constraint.required, atMost: 250))
        let symbols = solver.symbolCount
        let cap = Constraint(Expression(x) - 40, .lessThanOrEqual)
        try solver.addConstraint(cap)
        // The cap's slack, and no artificial symbol.
        XCTAssertEqual(solver.symbolCount, symbols + 1)
        XCTAssertEqual(solver.value(of: x), 40, accuracy: 1e-9)
        XCTAssertNil(solver.invariantViolation())
        // The cap holds against a stronger pull, moves with its constant, and lets go when removed.
        try solver.addConstraint(Constraint(Expression(x) - 60, .equal, priority: 500))
        XCTAssertEqual(solver.value(of: x), 40, accuracy: 1e-9)
        try solver.updateConstant(of: cap, to: -50)
        XCTAssertEqual(solver.value(of: x), 50, accuracy: 1e-9)
        XCTAssertNil(solver.invariantViolation())
        try solver.removeConstraint(cap)
        XCTAssertEqual(solver.value(of: x), 60, accuracy: 1e-9)
        XCTAssertNil(solver.invariantViolation())
        // Below the required side, the cap is refused.
        XCTAssertThrowsError(try solver.addConstraint(Constraint(Expression(x) - 30, .lessThanOrEqual)))
        XCTAssertEqual(solver.value(of: x), 60, accuracy: 1e-9)
    }

    func testEditsMoveBothSidesAndRemovalLetsGo() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let size = sized(x, 100)
        try solver.addConstraint(size)
        try solver.addConstraint(Constraint(Expression(y), .equal, x + 8))
        try solver.addConstraint(Constraint(Expression(x) - 10, .equal, priority: 100))
        for value in [120.0, 30, 75, 75, 200] {
            try solver.updateConstant(of: size, to: -value)
            XCTAssertEqual(solver.value(of: x), value, accuracy: 1e-9)
            XCTAssertEqual(solver.value(of: y), value + 8, accuracy: 1e-9)
            XCTAssertEqual(solver.constant(of: size), -value)
        }
        try solver.removeConstraint(size)
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        XCTAssertFalse(solver.hasConstraint(size))
        XCTAssertThrowsError(try solver.removeConstraint(size))
        XCTAssertNil(solver.invariantViolation())
    }

    func testARequiredSideHoldsAndIsNamedInConflicts() throws {
        let solver = Solver()
        let x = Variable("x")
        let size = sized(x, 100, atLeast: Constraint.required, atMost: 250)
        try solver.addConstraint(size)
        // The upper side still gives way to a stronger pull.
        try solver.addConstraint(Constraint(Expression(x) - 130, .equal, priority: 500))
        XCTAssertEqual(solver.value(of: x), 130, accuracy: 1e-9)
        let cap = Constraint(Expression(x) - 50, .lessThanOrEqual)
        XCTAssertThrowsError(try solver.addConstraint(cap)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiableConstraint(cap, conflicting: [size]))
        }
        // A required upper side, and an edit it cannot take: refused, the old size kept.
        let y = Variable("y")
        let upper = sized(y, 40, atLeast: 750, atMost: Constraint.required)
        try solver.addConstraint(upper)
        let floor = Constraint(Expression(y) - 30, .greaterThanOrEqual)
        try solver.addConstraint(floor)
        XCTAssertEqual(solver.value(of: y), 40, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.updateConstant(of: upper, to: -20)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiableConstraint(upper, conflicting: [floor]))
        }
        XCTAssertEqual(solver.constant(of: upper), -40)
        XCTAssertEqual(solver.value(of: y), 40, accuracy: 1e-9)
        try solver.updateConstant(of: upper, to: -35)
        XCTAssertEqual(solver.value(of: y), 35, accuracy: 1e-9)
        XCTAssertNil(solver.invariantViolation())
    }

    func testEqualSidesAreAnEqualityAndSidesAreValidated() throws {
        let x = Variable("x")
        let both = sized(x, 10, atLeast: Constraint.required, atMost: Constraint.required)
        XCTAssertNil(both.sides)
        XCTAssertTrue(both.isRequired)
        XCTAssertEqual(both.relation, .equal)
        let soft = sized(x, 10, atLeast: 300, atMost: 300)
        XCTAssertNil(soft.sides)
        XCTAssertEqual(soft.priority, 300)
        let twoSided = sized(x, 10, atLeast: Constraint.required, atMost: 250)
        XCTAssertEqual(twoSided.sides, Constraint.Sides(atLeast: 1000, atMost: 250))
        XCTAssertFalse(twoSided.isRequired)
        XCTAssertTrue(twoSided.hasRequiredPart)
        XCTAssertEqual(twoSided.description, "x + -10 >= 0, <= 0 @250")
        let solver = Solver()
        XCTAssertThrowsError(try solver.addConstraint(sized(x, 10, atLeast: 0.5, atMost: 250))) { error in
            XCTAssertEqual(error as? SolverError, .invalidPriority(0.5))
        }
        XCTAssertTrue(solver.constraints.isEmpty)
    }
}
