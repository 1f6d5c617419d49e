import XCTest
@testable import EpoxySolver

/// Required equalities kept out of the tableau as definitions (see `DefinitionGraph`): the
/// same answers as the tableau alone, through edits, removals, cycles and conflicts.
final class SolverDefinitionTests: XCTestCase {
    /// A VGroup-shaped chain: `top[i] = top[i-1] + height[i-1] + 8`, heights held at 20 by
    /// hugging and compression resistance, a container bottom below the last view.
    private struct Chain {
        let solver: Solver
        let tops: [Variable]
        let heights: [Variable]
        let bottom = Variable("container.bottom")
        var gaps: [Constraint] = []

        init(count: Int, eliminatesDefinitions: Bool, requiredBottom: Bool = false) throws {
            solver = Solver(reportsConflicts: true, eliminatesDefinitions: eliminatesDefinitions)
            tops = (0..<count).map { Variable("top\($0)") }
            heights = (0..<count).map { Variable("height\($0)") }
            let containerTop = Variable("container.top")
            try solver.addConstraint(Constraint(Expression(containerTop), .equal))
            // Intrinsic sizes go in first, as the layout engine adds them.
            for height in heights {
                try solver.addConstraint(Constraint(Expression(height) - 20, .greaterThanOrEqual, priority: 750))
                try solver.addConstraint(Constraint(Expression(height) - 20, .lessThanOrEqual, priority: 250))
            }
            var previousBottom = Expression(containerTop)
            for index in 0..<count {
                let gap = Constraint(Expression(tops[index]), .equal, previousBottom + 8)
                try solver.addConstraint(gap)
                gaps.append(gap)
                previousBottom = tops[index] + heights[index]
            }
            // The container hugs its content.
            let relation: Relation = requiredBottom ? .equal : .greaterThanOrEqual
            try solver.addConstraint(Constraint(Expression(bottom), relation, previousBottom + 8))
            try solver.addConstraint(Constraint(Expression(bottom), .equal, priority: 1))
        }
    }

    func testChainLinksBecomeDefinitions() throws {
        let chain = try Chain(count: 6, eliminatesDefinitions: true)
        // The container's top and every link of the chain.
        XCTAssertEqual(chain.solver.definitionCount, 7)
        XCTAssertEqual(try Chain(count: 6, eliminatesDefinitions: false).solver.definitionCount, 0)
        for index in 0..<6 {
            XCTAssertEqual(chain.solver.value(of: chain.tops[index]), 8 + 28 * Double(index), accuracy: 1e-9)
            XCTAssertEqual(chain.solver.value(of: chain.heights[index]), 20, accuracy: 1e-9)
        }
        XCTAssertEqual(chain.solver.value(of: chain.bottom), 176, accuracy: 1e-9)
        XCTAssertFalse(chain.solver.isAmbiguous(chain.tops[5]))
        XCTAssertNil(chain.solver.invariantViolation())
    }

    func testEditingALinkInTheMiddleMovesWhatFollows() throws {
        for eliminates in [true, false] {
            let chain = try Chain(count: 6, eliminatesDefinitions: eliminates)
            try chain.solver.updateConstant(of: chain.gaps[3], to: -18)   // a gap of 18 above view 3
            XCTAssertEqual(chain.solver.value(of: chain.tops[2]), 64, accuracy: 1e-9, "eliminates: \(eliminates)")
            XCTAssertEqual(chain.solver.value(of: chain.tops[3]), 102, accuracy: 1e-9, "eliminates: \(eliminates)")
            XCTAssertEqual(chain.solver.value(of: chain.tops[5]), 158, accuracy: 1e-9, "eliminates: \(eliminates)")
            // The container's bottom was expanded through the edited link: it moves too.
            XCTAssertEqual(chain.solver.value(of: chain.bottom), 186, accuracy: 1e-9, "eliminates: \(eliminates)")
            try chain.solver.updateConstant(of: chain.gaps[3], to: -8)
            XCTAssertEqual(chain.solver.value(of: chain.tops[5]), 148, accuracy: 1e-9, "eliminates: \(eliminates)")
            XCTAssertEqual(chain.solver.value(of: chain.bottom), 176, accuracy: 1e-9, "eliminates: \(eliminates)")
            XCTAssertEqual(chain.solver.constant(of: chain.gaps[3]), -8)
            XCTAssertNil(chain.solver.invariantViolation())
        }
    }

    func testEditingALinkMovesARequiredEqualityExpandedThroughIt() throws {
        for eliminates in [true, false] {
            let chain = try Chain(count: 6, eliminatesDefinitions: eliminates, requiredBottom: true)
            XCTAssertEqual(chain.solver.value(of: chain.bottom), 176, accuracy: 1e-9)
            // Without elimination the first edit gives the bottom equality a marker (a rebuild);
            // with it, the bottom is itself a definition and its weak pull is moved in place.
            try chain.solver.updateConstant(of: chain.gaps[2], to: -18)
            XCTAssertEqual(chain.solver.value(of: chain.bottom), 186, accuracy: 1e-9, "eliminates: \(eliminates)")
            try chain.solver.updateConstant(of: chain.gaps[4], to: -28)
            XCTAssertEqual(chain.solver.value(of: chain.bottom), 206, accuracy: 1e-9, "eliminates: \(eliminates)")
            XCTAssertEqual(chain.solver.value(of: chain.tops[5]), 178, accuracy: 1e-9, "eliminates: \(eliminates)")
            try chain.solver.updateConstant(of: chain.gaps[2], to: -8)
            XCTAssertEqual(chain.solver.value(of: chain.bottom), 196, accuracy: 1e-9, "eliminates: \(eliminates)")
            XCTAssertNil(chain.solver.invariantViolation())
        }
    }

    func testEditOfALinkThatCannotHoldKeepsTheOldConstant() throws {
        let solver = Solver()
        let top = Variable("top"), middle = Variable("middle"), last = Variable("last")
        let pin = Constraint(Expression(top), .equal)
        let first = Constraint(Expression(middle), .equal, top + 10)
        let second = Constraint(Expression(last), .equal, middle + 10)
        let limit = Constraint(Expression(last), .lessThanOrEqual, Expression(constant: 30))
        for constraint in [pin, first, second, limit] { try solver.addConstraint(constraint) }
        XCTAssertEqual(solver.definitionCount, 3)
        XCTAssertThrowsError(try solver.updateConstant(of: first, to: -25)) { error in
            guard case let SolverError.unsatisfiableConstraint(constraint, conflicting) = error else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertTrue(constraint === first)
            XCTAssertEqual(Set(conflicting), [pin, second, limit])
        }
        XCTAssertEqual(solver.constant(of: first), -10)
        XCTAssertEqual(solver.value(of: last), 20, accuracy: 1e-9)
        try solver.updateConstant(of: first, to: -15)
        XCTAssertEqual(solver.value(of: last), 25, accuracy: 1e-9)
    }

    func testRemovingADefinitionRebuildsWithoutIt() throws {
        let solver = Solver()
        let tops = (0..<3).map { Variable("top\($0)") }
        let pin = Constraint(Expression(tops[0]), .equal)
        try solver.addConstraint(pin)
        try solver.addConstraint(Constraint(Expression(tops[1]), .equal, tops[0] + 10))
        try solver.addConstraint(Constraint(Expression(tops[2]), .equal, tops[1] + 10))
        try solver.addConstraint(Constraint(Expression(tops[1]), .equal, Expression(constant: 50), priority: 10))
        XCTAssertEqual(solver.value(of: tops[2]), 20, accuracy: 1e-9)
        XCTAssertEqual(solver.definitionCount, 3)
        try solver.removeConstraint(pin)
        // Only the weak pull places the chain now.
        XCTAssertEqual(solver.value(of: tops[0]), 40, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: tops[1]), 50, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: tops[2]), 60, accuracy: 1e-9)
        XCTAssertEqual(solver.definitionCount, 2)
        XCTAssertFalse(solver.hasConstraint(pin))
        XCTAssertNil(solver.invariantViolation())
    }

    func testDefinitionCycle() throws {
        let solvers = [Solver(), Solver(reportsConflicts: true, eliminatesDefinitions: false)]
        let a = Variable("a"), b = Variable("b")
        let forward = Constraint(Expression(a), .equal, b + 1)
        let backward = Constraint(Expression(b), .equal, a - 1)   // the same equation: redundant
        let pin = Constraint(Expression(b), .equal, Expression(constant: 5))
        let contradiction = Constraint(Expression(a), .equal, b + 2)
        for solver in solvers {
            for constraint in [forward, backward, pin] { try solver.addConstraint(constraint) }
            XCTAssertEqual(solver.value(of: a), 6, accuracy: 1e-9)
            XCTAssertEqual(solver.value(of: b), 5, accuracy: 1e-9)
            XCTAssertThrowsError(try solver.addConstraint(contradiction)) { error in
                guard case let SolverError.unsatisfiableConstraint(_, conflicting) = error else { return XCTFail("unexpected \(error)") }
                XCTAssertEqual(conflicting, [forward])
            }
            // Closing the cycle with another constant cannot hold either; the old one stays.
            XCTAssertThrowsError(try solver.updateConstant(of: backward, to: 3)) { error in
                guard case let SolverError.unsatisfiableConstraint(constraint, conflicting) = error else { return XCTFail("unexpected \(error)") }
                XCTAssertTrue(constraint === backward)
                XCTAssertEqual(conflicting, [forward])
            }
            XCTAssertEqual(solver.constant(of: backward), 1)
            // Without the first, the second defines the cycle.
            try solver.removeConstraint(forward)
            try solver.updateConstant(of: backward, to: 3)   // b = a - 3
            XCTAssertEqual(solver.value(of: a), 8, accuracy: 1e-9)
            XCTAssertEqual(solver.value(of: b), 5, accuracy: 1e-9)
            XCTAssertNil(solver.invariantViolation())
        }
        XCTAssertEqual(solvers[0].definitionCount, 1)
    }

    func testVariableDefinedTwice() throws {
        let solvers = [Solver(), Solver(reportsConflicts: true, eliminatesDefinitions: false)]
        let x = Variable("x"), y = Variable("y")
        let first = Constraint(Expression(x), .equal, Expression(constant: 10))
        let second = Constraint(Expression(x), .equal, Expression(constant: 10))
        let different = Constraint(Expression(x), .equal, Expression(constant: 12))
        let follower = Constraint(Expression(y), .equal, 2 * x)
        for solver in solvers {
            for constraint in [first, second, follower] { try solver.addConstraint(constraint) }
            XCTAssertEqual(solver.value(of: y), 20, accuracy: 1e-9)
            XCTAssertThrowsError(try solver.addConstraint(different)) { error in
                guard case let SolverError.unsatisfiableConstraint(_, conflicting) = error else { return XCTFail("unexpected \(error)") }
                XCTAssertEqual(conflicting, [first])
            }
            XCTAssertThrowsError(try solver.updateConstant(of: second, to: -12)) { error in
                guard case let SolverError.unsatisfiableConstraint(constraint, conflicting) = error else { return XCTFail("unexpected \(error)") }
                XCTAssertTrue(constraint === second)
                XCTAssertEqual(conflicting, [first])
            }
            XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
            try solver.removeConstraint(first)
            try solver.updateConstant(of: second, to: -12)
            XCTAssertEqual(solver.value(of: x), 12, accuracy: 1e-9)
            XCTAssertEqual(solver.value(of: y), 24, accuracy: 1e-9)
            XCTAssertNil(solver.invariantViolation())
        }
        // After the rebuild the second defines x, and y is defined through it.
        XCTAssertEqual(solvers[0].definitionCount, 2)
    }

    func testConflictInsideAChainNamesTheLinks() throws {
        var conflicts: [[Constraint]] = []
        let tops = (0..<20).map { Variable("top\($0)") }
        var links = [Constraint(Expression(tops[0]), .equal)]
        for index in 1..<tops.count { links.append(Constraint(Expression(tops[index]), .equal, tops[index - 1] + 10)) }
        let impossible = Constraint(Expression(tops[15]), .equal, Expression(constant: 100))
        for solver in [Solver(), Solver(reportsConflicts: true, eliminatesDefinitions: false)] {
            for link in links { try solver.addConstraint(link) }
            XCTAssertThrowsError(try solver.addConstraint(impossible)) { error in
                guard case let SolverError.unsatisfiableConstraint(constraint, conflicting) = error else { return XCTFail("unexpected \(error)") }
                XCTAssertTrue(constraint === impossible)
                conflicts.append(conflicting)
            }
            XCTAssertFalse(solver.hasConstraint(impossible))
            XCTAssertEqual(solver.value(of: tops[15]), 150, accuracy: 1e-9)
        }
        XCTAssertEqual(conflicts.count, 2)
        XCTAssertEqual(Set(conflicts.first ?? []), Set(links[0...15]))
        XCTAssertEqual(conflicts.first, conflicts.last)
    }

    func testDefinedVariableIsAmbiguousWhenItsExpansionIs() throws {
        let solver = Solver()
        let x = Variable("x"), width = Variable("width"), y = Variable("y")
        try solver.addConstraint(Constraint(x + width, .equal, Expression(constant: 100)))
        try solver.addConstraint(Constraint(Expression(y), .equal, x + 5))
        XCTAssertEqual(solver.definitionCount, 2)
        XCTAssertTrue(solver.isAmbiguous(x))
        XCTAssertTrue(solver.isAmbiguous(y))
        try solver.addConstraint(Constraint(Expression(width), .greaterThanOrEqual, Expression(constant: 30)))
        XCTAssertTrue(solver.isAmbiguous(y))
        try solver.addConstraint(Constraint(Expression(width), .equal, priority: 10))
        XCTAssertFalse(solver.isAmbiguous(x))
        XCTAssertFalse(solver.isAmbiguous(y))
        let values = solver.updateVariables()
        XCTAssertEqual(values[width] ?? -1, 30, accuracy: 1e-9)
        XCTAssertEqual(values[x] ?? -1, 70, accuracy: 1e-9)
        XCTAssertEqual(values[y] ?? -1, 75, accuracy: 1e-9)
    }

    func testEditVariableOfADefinedVariable() throws {
        let solver = Solver()
        let left = Variable("left"), right = Variable("right")
        try solver.addConstraint(Constraint(Expression(right), .equal, left + 40))
        try solver.addConstraint(Constraint(Expression(left), .greaterThanOrEqual, Expression(constant: 0)))
        try solver.addEditVariable(right, priority: 500)
        try solver.suggestValue(100, for: right)
        XCTAssertEqual(solver.value(of: left), 60, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: right), 100, accuracy: 1e-9)
        try solver.suggestValue(10, for: right)
        XCTAssertEqual(solver.value(of: left), 0, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: right), 40, accuracy: 1e-9)
    }
}
