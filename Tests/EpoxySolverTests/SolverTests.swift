import EpoxyTestSupport
import XCTest
@testable import EpoxySolver

final class SolverTests: XCTestCase {
    func testEqualitiesChain() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.addConstraint(Constraint(Expression(x), .equal, Expression(constant: 10)))
        try solver.addConstraint(Constraint(Expression(y), .equal, x + 5))
        try solver.addConstraint(Constraint(Expression(z), .equal, 2 * y - 3))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 15, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: z), 27, accuracy: 1e-9)
    }

    /// The solver reads each constraint's terms into one buffer it keeps: a short constraint read
    /// after a long one, or after one whose variable repeats, holds only its own terms.
    func testEachConstraintReadsOnlyItsOwnTerms() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d"), e = Variable("e")
        try solver.addConstraint(Constraint(a + b + c + d + e, .equal, Expression(constant: 15)))
        try solver.addConstraint(Constraint(Expression(a), .equal, Expression(constant: 1)))
        try solver.addConstraint(Constraint(b + b, .equal, Expression(constant: 4)))
        try solver.addConstraint(Constraint(Expression(c), .greaterThanOrEqual, Expression(constant: 3)))
        try solver.addConstraint(Constraint(Expression(c), .lessThanOrEqual, Expression(constant: 3)))
        try solver.addConstraint(Constraint(d - e, .equal, Expression(constant: 1), priority: 500))
        // Rebuilt from its records, the solver reads every constraint again in order.
        try solver.rebuild()
        for (variable, value) in [(a, 1.0), (b, 2), (c, 3), (d, 5), (e, 4)] {
            XCTAssertEqual(solver.value(of: variable), value, accuracy: 1e-9, variable.name)
        }
        XCTAssertEqual(solver.constraints.count, 6)
    }

    func testHigherPriorityWinsOverLower() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(Expression(x), .lessThanOrEqual, Expression(constant: 50), priority: 250))
        try solver.addConstraint(Constraint(Expression(x), .greaterThanOrEqual, Expression(constant: 100), priority: 750))
        XCTAssertEqual(solver.value(of: x), 100, accuracy: 1e-9)
    }

    /// 2,000 constraints at priority 1 pulling x to 10 lose to one at priority 2 pulling it to 0:
    /// with lexicographic priorities no number of lower-priority errors outweighs a higher one.
    func testPrioritiesAreLexicographic() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(Expression(x), .equal, Expression(constant: 0), priority: 2))
        for _ in 0..<2_000 {
            try solver.addConstraint(Constraint(Expression(x), .equal, Expression(constant: 10), priority: 1))
        }
        XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-9)
        // Fractional priorities are distinct levels too.
        try solver.addConstraint(Constraint(Expression(x), .equal, Expression(constant: 7), priority: 2.5))
        XCTAssertEqual(solver.value(of: x), 7, accuracy: 1e-9)
    }

    func testInequalitiesBoundNonRequiredGoal() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(Expression(x), .greaterThanOrEqual, Expression(constant: 10)))
        try solver.addConstraint(Constraint(Expression(x), .lessThanOrEqual, Expression(constant: 20)))
        let goal = Constraint(Expression(x), .equal, Expression(constant: 50), priority: 500)
        try solver.addConstraint(goal)
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
        try solver.removeConstraint(goal)
        try solver.addConstraint(Constraint(Expression(x), .equal, Expression(constant: 3), priority: 500))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    }

    func testEditVariableFollowsSuggestionsWithinBounds() throws {
        let solver = Solver()
        let x = Variable("x"), width = Variable("width")
        try solver.addConstraint(Constraint(Expression(x), .lessThanOrEqual, Expression(constant: 20)))
        try solver.addConstraint(Constraint(Expression(width), .equal, 100 - Expression(x)))
        try solver.addEditVariable(x, priority: 999)
        try solver.suggestValue(12, for: x)
        XCTAssertEqual(solver.value(of: x), 12, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: width), 88, accuracy: 1e-9)
        try solver.suggestValue(35, for: x)
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: width), 80, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.addEditVariable(x, priority: 999)) { error in
            XCTAssertEqual(error as? SolverError, .duplicateEditVariable(x))
        }
        XCTAssertThrowsError(try solver.addEditVariable(width, priority: 1000)) { error in
            XCTAssertEqual(error as? SolverError, .requiredEditVariable(width))
        }
        XCTAssertThrowsError(try solver.suggestValue(.nan, for: x)) { error in
            XCTAssertEqual(error as? SolverError, .nonFiniteValue("suggested value nan for x"))
        }
        try solver.removeEditVariable(x)
        XCTAssertThrowsError(try solver.suggestValue(1, for: x)) { error in
            XCTAssertEqual(error as? SolverError, .unknownEditVariable(x))
        }
    }

    func testUnsatisfiableRequiredConstraintNamesTheConflict() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), other = Variable("other")
        let pinX = Constraint(Expression(x), .equal, Expression(constant: 10))
        let sum = Constraint(x + y, .equal, Expression(constant: 30))
        let unrelated = Constraint(Expression(other), .equal, Expression(constant: 1))
        try solver.addConstraint(pinX)
        try solver.addConstraint(unrelated)
        try solver.addConstraint(sum)
        let impossible = Constraint(Expression(y), .greaterThanOrEqual, Expression(constant: 25))
        XCTAssertThrowsError(try solver.addConstraint(impossible)) { error in
            guard case let SolverError.unsatisfiableConstraint(constraint, conflicting) = error else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertTrue(constraint === impossible)
            XCTAssertEqual(Set(conflicting), [pinX, sum])
        }
        XCTAssertFalse(solver.hasConstraint(impossible))
        XCTAssertEqual(solver.value(of: y), 20, accuracy: 1e-9)
    }

    func testBadInputThrowsInsteadOfCrashing() throws {
        let solver = Solver()
        let x = Variable("x")
        let constraint = Constraint(Expression(x), .equal, Expression(constant: 1))
        try solver.addConstraint(constraint)
        XCTAssertThrowsError(try solver.addConstraint(constraint)) { error in
            XCTAssertEqual(error as? SolverError, .duplicateConstraint(constraint))
        }
        try solver.removeConstraint(constraint)
        XCTAssertThrowsError(try solver.removeConstraint(constraint)) { error in
            XCTAssertEqual(error as? SolverError, .unknownConstraint(constraint))
        }
        XCTAssertThrowsError(try solver.addConstraint(Constraint(Expression(x), .equal, Expression(constant: .infinity)))) { error in
            XCTAssertEqual(error as? SolverError, .nonFiniteValue("in x + -inf == 0"))
        }
        XCTAssertThrowsError(try solver.addConstraint(Constraint(Expression([Term(x, .nan)]), .equal, Expression()))) { error in
            XCTAssertEqual(error as? SolverError, .nonFiniteValue("in nan*x == 0"))
        }
        XCTAssertThrowsError(try solver.addConstraint(Constraint(Expression(x), .equal, Expression(), priority: 0))) { error in
            XCTAssertEqual(error as? SolverError, .invalidPriority(0))
        }
        XCTAssertThrowsError(try solver.addConstraint(Constraint(Expression(x), .equal, Expression(), priority: 1001))) { error in
            XCTAssertEqual(error as? SolverError, .invalidPriority(1001))
        }
        // 0 = 5 has no variables left and can never hold.
        let never = Constraint(Expression([Term(x, 0)], constant: 5), .equal)
        XCTAssertThrowsError(try solver.addConstraint(never)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiableConstraint(never, conflicting: []))
        }
        // 0 = 0 is redundant and harmless.
        try solver.addConstraint(Constraint(Expression([Term(x, 0)], constant: 0), .equal))
        let stranger = Constraint(Expression(x), .equal)
        XCTAssertThrowsError(try solver.updateConstant(of: stranger, to: 3)) { error in
            XCTAssertEqual(error as? SolverError, .unknownConstraint(stranger))
        }
        XCTAssertEqual(solver.constraints.count, 1)
    }

    func testUpdateConstantOfRequiredEqualityIsIncremental() throws {
        let solver = Solver()
        let top = (0..<5).map { Variable("top\($0)") }
        try solver.addConstraint(Constraint(Expression(top[0]), .equal, Expression(constant: 0)))
        var gaps: [Constraint] = []
        for index in 1..<5 {
            let gap = Constraint(Expression(top[index]), .equal, top[index - 1] + 52)
            gaps.append(gap)
            try solver.addConstraint(gap)
        }
        XCTAssertEqual(solver.value(of: top[4]), 208, accuracy: 1e-9)
        try solver.updateConstant(of: gaps[1], to: -100)   // top2 = top1 + 100
        XCTAssertEqual(solver.value(of: top[2]), 152, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: top[4]), 256, accuracy: 1e-9)
        try solver.updateConstant(of: gaps[1], to: -10)    // incremental now that it has a marker
        XCTAssertEqual(solver.value(of: top[4]), 166, accuracy: 1e-9)
        XCTAssertEqual(solver.constant(of: gaps[1]), -10)
    }

    func testUpdateConstantThatCannotHoldKeepsTheOldOne() throws {
        let solver = Solver()
        let x = Variable("x")
        let upper = Constraint(Expression(x), .lessThanOrEqual, Expression(constant: 20))
        let pin = Constraint(Expression(x), .equal, Expression(constant: 10))
        try solver.addConstraint(upper)
        try solver.addConstraint(pin)
        XCTAssertThrowsError(try solver.updateConstant(of: pin, to: -30)) { error in
            guard case let SolverError.unsatisfiableConstraint(constraint, conflicting) = error else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertTrue(constraint === pin)
            XCTAssertEqual(conflicting, [upper])
        }
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        try solver.updateConstant(of: pin, to: -15)
        XCTAssertEqual(solver.value(of: x), 15, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.updateConstant(of: pin, to: -25)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiableConstraint(pin, conflicting: [upper]))
        }
        XCTAssertEqual(solver.value(of: x), 15, accuracy: 1e-9)
        try solver.updateConstant(of: upper, to: -30)       // x <= 30 now allows 25
        try solver.updateConstant(of: pin, to: -25)
        XCTAssertEqual(solver.value(of: x), 25, accuracy: 1e-9)
    }

    func testRemovingConstraintsRestoresFreedom() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let pin = Constraint(Expression(x), .equal, Expression(constant: 40))
        try solver.addConstraint(Constraint(Expression(x), .equal, Expression(constant: 5), priority: 100))
        try solver.addConstraint(Constraint(Expression(y), .equal, x + 1))
        try solver.addConstraint(pin)
        XCTAssertEqual(solver.value(of: y), 41, accuracy: 1e-9)
        try solver.removeConstraint(pin)
        XCTAssertEqual(solver.value(of: x), 5, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 6, accuracy: 1e-9)
        XCTAssertFalse(solver.isAmbiguous(y))
    }

    func testAmbiguityDetection() throws {
        let solver = Solver()
        let x = Variable("x"), width = Variable("width")
        try solver.addConstraint(Constraint(x + width, .equal, Expression(constant: 100)))
        XCTAssertTrue(solver.isAmbiguous(x))
        try solver.addConstraint(Constraint(Expression(width), .equal, Expression(constant: 30)))
        XCTAssertFalse(solver.isAmbiguous(x))
        XCTAssertEqual(solver.value(of: x), 70, accuracy: 1e-9)
    }

    /// Random satisfiable systems: required constraints are built to hold at a hidden point, so
    /// every add must succeed and, after every add, remove and edit, every required constraint
    /// must hold to 1e-6.
    func testRandomSatisfiableSystemsKeepRequiredConstraints() throws {
        for seed in UInt64(1)...UInt64(100) {
            var random = SeededGenerator(seed: seed)
            let variables = (0..<8).map { Variable("v\($0)") }
            let point = variables.map { _ in Double(Int.random(in: -50...50, using: &random)) }
            let solver = Solver()
            var required: [Constraint] = []
            var all: [Constraint] = []

            func check(_ step: String) {
                if let violation = solver.invariantViolation() { XCTFail("seed \(seed) \(step): \(violation)") }
                assertRequiredConstraintsHold(required, in: solver, "seed \(seed) \(step)")
            }

            for step in 0..<80 {
                let action = Int.random(in: 0..<10, using: &random)
                if action < 6 || all.isEmpty {
                    let count = Int.random(in: 1...3, using: &random)
                    var terms: [Term] = []
                    var atPoint = 0.0
                    for _ in 0..<count {
                        let index = Int.random(in: 0..<variables.count, using: &random)
                        let coefficient = Double(Int.random(in: -3...3, using: &random))
                        terms.append(Term(variables[index], coefficient))
                        atPoint += coefficient * point[index]
                    }
                    let isRequired = Int.random(in: 0..<3, using: &random) > 0
                    let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0..<3, using: &random)]
                    let constraint: Constraint
                    if isRequired {
                        let margin = relation == .equal ? 0 : Double(Int.random(in: 0...10, using: &random))
                        let constant = relation == .greaterThanOrEqual ? -atPoint + margin : -atPoint - margin
                        constraint = Constraint(Expression(terms, constant: constant), relation)
                    } else {
                        let priority = Double(Int.random(in: 1...999, using: &random))
                        constraint = Constraint(Expression(terms, constant: Double(Int.random(in: -80...80, using: &random))), relation, priority: priority)
                    }
                    try solver.addConstraint(constraint)
                    all.append(constraint)
                    if isRequired { required.append(constraint) }
                    check("add \(step)")
                } else if action < 8 {
                    let constraint = all.remove(at: Int.random(in: 0..<all.count, using: &random))
                    required.removeAll { $0 === constraint }
                    try solver.removeConstraint(constraint)
                    check("remove \(step)")
                } else {
                    // Edits keep the hidden point feasible: required inequalities only loosen,
                    // required equalities are moved and then moved back.
                    let constraint = all[Int.random(in: 0..<all.count, using: &random)]
                    let old = solver.constant(of: constraint) ?? 0
                    let delta = Double(Int.random(in: 1...20, using: &random))
                    switch (constraint.isRequired, constraint.relation) {
                    case (true, .lessThanOrEqual):
                        try solver.updateConstant(of: constraint, to: old - delta)
                    case (true, .greaterThanOrEqual):
                        try solver.updateConstant(of: constraint, to: old + delta)
                    case (true, .equal):
                        do {
                            try solver.updateConstant(of: constraint, to: old + delta)
                            XCTAssertEqual(solver.constant(of: constraint), old + delta)
                        } catch SolverError.unsatisfiableConstraint {
                            XCTAssertEqual(solver.constant(of: constraint), old)
                        }
                        check("edit \(step)")
                        try solver.updateConstant(of: constraint, to: old)
                    case (false, _):
                        try solver.updateConstant(of: constraint, to: old - delta)
                    }
                    check("edit \(step)")
                }
            }
        }
    }
}

extension SolverTests {
    /// In a long chain the conflict is still narrowed down to the constraints involved.
    func testConflictInALargeSystemIsNarrowedDown() throws {
        let solver = Solver()
        let tops = (0..<1_000).map { Variable("top\($0)") }
        var constraints: [Constraint] = [Constraint(Expression(tops[0]), .equal, Expression(constant: 0))]
        for index in 1..<tops.count {
            constraints.append(Constraint(Expression(tops[index]), .equal, tops[index - 1] + 10))
        }
        for constraint in constraints { try solver.addConstraint(constraint) }
        let impossible = Constraint(Expression(tops[999]), .lessThanOrEqual, tops[997] + 5)
        XCTAssertThrowsError(try solver.addConstraint(impossible)) { error in
            guard case let SolverError.unsatisfiableConstraint(_, conflicting) = error else { return XCTFail("unexpected \(error)") }
            // top999 = top998 + 10 = top997 + 20 contradicts top999 <= top997 + 5.
            XCTAssertEqual(Set(conflicting), [constraints[999], constraints[998]])
        }
    }
}
