import XCTest
@testable import EpoxyLayout

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
    func testViewKeepsRequiredIntrinsicWidthAgainstBrokenWidth() {
        let log = WarningLog()
        let root = makeRoot(log: log)
        let swatch = IntrinsicView(40, 20, identifier: "swatch")
        root.addSubview(swatch)
        for axis in [LayoutAxis.horizontal, .vertical] {
            swatch.setContentHuggingPriority(.required, for: axis)
            swatch.setContentCompressionResistancePriority(.required, for: axis)
        }
        let width = swatch.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([
            swatch.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            swatch.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            width,
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(root.brokenConstraints.map(ObjectIdentifier.init), [ObjectIdentifier(width)])
        assertFrame(swatch, 10, 10, 40, 20)
        XCTAssertEqual(log.messages.count, 1)
    }
}
