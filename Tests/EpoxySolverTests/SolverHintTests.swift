import XCTest
@testable import EpoxySolver

/// Finding constraints and variables through the hints they carry: a solver of its own makes no
/// table by identity, and constraints and variables that several solvers share are still found
/// in each of them, through removals and compaction.
final class SolverHintTests: XCTestCase {
    private typealias Expression = EpoxySolver.Expression

    func testALoneSolverFindsEverythingWithoutATableByIdentity() throws {
        let solver = Solver()
        let variables = (0..<200).map { Variable("v\($0)") }
        let constraints = variables.enumerated().map { Constraint(Expression($1) - Double($0), .equal) }
        for constraint in constraints { try solver.addConstraint(constraint) }
        // Removing three quarters compacts the records (and moves the hints of the rest).
        for constraint in constraints.prefix(150) { try solver.removeConstraint(constraint) }
        for (index, constraint) in constraints.enumerated().dropFirst(150) {
            XCTAssertTrue(solver.hasConstraint(constraint))
            try solver.updateConstant(of: constraint, to: -Double(index) - 0.5)
            XCTAssertEqual(solver.value(of: variables[index]), Double(index) + 0.5)
        }
        XCTAssertThrowsError(try solver.addConstraint(constraints[199])) { error in
            guard case SolverError.duplicateConstraint = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(solver.values(of: Array(variables.suffix(50))), (150..<200).map { Double($0) + 0.5 })
        XCTAssertFalse(solver.positionIndex.isMade)
        XCTAssertFalse(solver.slots.hasSharedSlots)
    }

    func testAConstraintInTwoSolversIsFoundInEach() throws {
        let x = Variable("x"), y = Variable("y")
        let shared = Constraint(Expression(x) - 10, .equal)
        let first = Solver(), second = Solver()
        try first.addConstraint(Constraint(Expression(y) - 1, .equal))
        try first.addConstraint(shared)
        // The second solver keeps it at another position: the first one's hint is overwritten.
        try second.addConstraint(shared)
        XCTAssertTrue(first.hasConstraint(shared))
        XCTAssertTrue(second.hasConstraint(shared))
        XCTAssertThrowsError(try first.addConstraint(shared))
        try first.updateConstant(of: shared, to: -20)
        XCTAssertEqual(first.value(of: x), 20)
        XCTAssertEqual(second.value(of: x), 10)
        XCTAssertEqual(first.constant(of: shared), -20)
        XCTAssertEqual(second.constant(of: shared), -10)
        try first.removeConstraint(shared)
        XCTAssertFalse(first.hasConstraint(shared))
        XCTAssertTrue(second.hasConstraint(shared))
        XCTAssertThrowsError(try first.removeConstraint(shared)) { error in
            guard case SolverError.unknownConstraint = error else { return XCTFail("\(error)") }
        }
        try first.addConstraint(shared)
        XCTAssertEqual(first.value(of: x), 10)
        XCTAssertEqual(first.value(of: y), 1)
        try second.removeConstraint(shared)
        XCTAssertFalse(second.hasConstraint(shared))
        XCTAssertTrue(first.hasConstraint(shared))
    }

    func testARemovedConstraintIsNotFoundWhereAnotherTookItsPosition() throws {
        let solver = Solver()
        let variables = (0..<100).map { Variable("v\($0)") }
        let constraints = variables.map { Constraint(Expression($0) - 1, .equal) }
        for constraint in constraints { try solver.addConstraint(constraint) }
        for constraint in constraints.prefix(80) { try solver.removeConstraint(constraint) }
        // Compacted: the remaining records moved to the positions the removed ones had.
        for constraint in constraints.prefix(80) { XCTAssertFalse(solver.hasConstraint(constraint)) }
        for constraint in constraints.suffix(20) { XCTAssertTrue(solver.hasConstraint(constraint)) }
        try solver.addConstraint(constraints[0])
        XCTAssertTrue(solver.hasConstraint(constraints[0]))
        XCTAssertEqual(solver.value(of: variables[0]), 1)
    }

    func testAVariableSharedWithAnotherSolverIsFoundThroughTheIndex() throws {
        let x = Variable("x")
        let first = Solver(), second = Solver()
        try first.addConstraint(Constraint(Expression(Variable("padding")) - 3, .equal))
        try first.addConstraint(Constraint(Expression(x) - 4, .equal))
        XCTAssertEqual(first.value(of: x), 4)
        XCTAssertFalse(first.slots.hasSharedSlots)
        // Slot 0 in the second solver, while the first one holds x's hint at slot 1: the second
        // keeps x in its own table and leaves the hint to the first.
        try second.addConstraint(Constraint(Expression(x) - 7, .equal))
        XCTAssertEqual(second.value(of: x), 7)
        try first.updateConstant(of: first.constraints[1], to: -5)
        XCTAssertEqual(first.value(of: x), 5)
        XCTAssertFalse(first.slots.hasSharedSlots)
        XCTAssertTrue(second.slots.hasSharedSlots)
        XCTAssertEqual(second.values(of: [x]), [7])
        XCTAssertEqual(first.values(of: [x]), [5])
    }

    /// An engine rebuilt over the same views numbers the same variables again after the old
    /// solver went: it finds them new by their hints, with no table by identity.
    func testASolverAfterAnotherWentClaimsItsVariablesAgain() throws {
        let variables = (0..<50).map { Variable("v\($0)") }
        func solve(reversed: Bool) throws -> Solver {
            let solver = Solver()
            let order = reversed ? Array(variables.indices.reversed()) : Array(variables.indices)
            for index in order { try solver.addConstraint(Constraint(Expression(variables[index]) - Double(index), .equal)) }
            return solver
        }
        var first: Solver? = try solve(reversed: false)
        XCTAssertEqual(first?.values(of: variables), (0..<50).map(Double.init))
        first = nil
        // Slots in the opposite order: every old hint would lead to the wrong variable.
        let second = try solve(reversed: true)
        XCTAssertFalse(second.slots.hasSharedSlots)
        XCTAssertEqual(second.values(of: variables), (0..<50).map(Double.init))
        XCTAssertEqual(second.value(of: variables[7]), 7)
        try second.updateConstant(of: second.constraints[0], to: -100)
        XCTAssertEqual(second.value(of: variables[49]), 100)
        withExtendedLifetime(first) {}
    }

    /// A solver that kept a shared variable in its own table still finds it after the solver
    /// that held the hint went, and a third solver then claims it.
    func testASharedVariableOutlivesTheSolverThatHeldItsHint() throws {
        let x = Variable("x"), y = Variable("y")
        var first: Solver? = Solver()
        try first?.addConstraint(Constraint(Expression(x) - 1, .equal))
        let second = Solver()
        try second.addConstraint(Constraint(Expression(y) - 2, .equal))
        try second.addConstraint(Constraint(Expression(x) - 3, .equal))
        XCTAssertTrue(second.slots.hasSharedSlots)
        first = nil
        XCTAssertEqual(second.value(of: x), 3)
        XCTAssertEqual(second.values(of: [y, x]), [2, 3])
        XCTAssertThrowsError(try second.addConstraint(second.constraints[1]))
        let third = Solver()
        try third.addConstraint(Constraint(Expression(x) - 5, .equal))
        XCTAssertFalse(third.slots.hasSharedSlots)
        XCTAssertEqual(x.hintOwner.load(ordering: .relaxed), UInt(bitPattern: ObjectIdentifier(third)))
        XCTAssertEqual(third.value(of: x), 5)
        XCTAssertEqual(second.value(of: x), 3)
        try second.updateConstant(of: second.constraints[1], to: -4)
        XCTAssertEqual(second.value(of: x), 4)
        XCTAssertEqual(third.value(of: x), 5)
        withExtendedLifetime(first) {}
    }
}
