import EpoxyTestSupport
import XCTest
@testable import EpoxySolver

/// Random systems rich in definitions (chains of required equalities) mixed with random
/// constraints, solved with and without elimination through the same adds, removals and edits:
/// every required constraint holds, the outcomes (success, conflicts named) are the same, and
/// once every variable is pulled toward a target at its own priority (a unique solution) the
/// values are the same.
final class SolverDefinitionPropertyTests: XCTestCase {
    private struct Harness {
        let eliminating = Solver()
        let plain = Solver(reportsConflicts: true, eliminatesDefinitions: false)
        var solvers: [Solver] { [eliminating, plain] }
    }

    private enum Outcome: Equatable {
        case success
        case unsatisfiable([ObjectIdentifier])
        case other(String)

        init(_ body: () throws -> Void) {
            do {
                try body()
                self = .success
            } catch let SolverError.unsatisfiableConstraint(_, conflicting) {
                self = .unsatisfiable(conflicting.map(ObjectIdentifier.init))
            } catch {
                self = .other("\(error)")
            }
        }
    }

    func testRandomSystemsWithDefinitionsMatchTheTableauAlone() throws {
        var definitionsSeen = 0
        var conflictsSeen = 0
        for seed in UInt64(1)...UInt64(80) {
            var random = SeededGenerator(seed: seed)
            let variables = (0..<10).map { Variable("v\($0)") }
            let point = variables.map { _ in Double(Int.random(in: -50...50, using: &random)) }
            let harness = Harness()
            var required: [Constraint] = []
            var removable: [Constraint] = []
            var isUnique = false

            func check(_ step: String) {
                for solver in harness.solvers {
                    let step = "\(step) (\(solver.eliminatesDefinitions ? "eliminating" : "tableau alone"))"
                    if let violation = solver.invariantViolation() { XCTFail("seed \(seed) \(step): \(violation)") }
                    assertRequiredConstraintsHold(required, in: solver, "seed \(seed) \(step)")
                }
                guard isUnique else { return }
                for variable in variables {
                    XCTAssertEqual(harness.eliminating.value(of: variable), harness.plain.value(of: variable), accuracy: 1e-6,
                                   "seed \(seed) \(step): \(variable)")
                }
            }

            func both(_ step: String, _ body: (Solver) throws -> Void) -> Outcome {
                let outcomes = harness.solvers.map { solver in Outcome { try body(solver) } }
                XCTAssertEqual(outcomes.first, outcomes.last, "seed \(seed) \(step)")
                return outcomes.first ?? .success
            }

            /// A random constraint; required ones hold at the hidden point unless `breaking`.
            func makeConstraint(breaking: Bool) -> Constraint {
                let kind = Int.random(in: 0..<10, using: &random)
                if kind < 4 {
                    // A link of a chain: v[j] = v[i] + c, the shape that becomes a definition.
                    let i = Int.random(in: 0..<variables.count, using: &random)
                    let j = Int.random(in: 0..<variables.count, using: &random)
                    let offset = point[j] - point[i] + (breaking ? Double(Int.random(in: 1...9, using: &random)) : 0)
                    return Constraint(Expression(variables[j]), .equal, variables[i] + offset)
                }
                var terms: [Term] = []
                var atPoint = 0.0
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let index = Int.random(in: 0..<variables.count, using: &random)
                    let coefficient = Double(Int.random(in: -3...3, using: &random))
                    terms.append(Term(variables[index], coefficient))
                    atPoint += coefficient * point[index]
                }
                if kind < 8 {
                    let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0..<3, using: &random)]
                    let margin = relation == .equal ? 0 : Double(Int.random(in: 0...10, using: &random))
                    var constant = relation == .greaterThanOrEqual ? -atPoint + margin : -atPoint - margin
                    if breaking { constant += relation == .greaterThanOrEqual ? -20 : 20 }
                    return Constraint(Expression(terms, constant: constant), relation)
                }
                // Non-required constraints stay above the pulls' priorities (10…19).
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0..<3, using: &random)]
                let priority = Double(Int.random(in: 100...999, using: &random))
                return Constraint(Expression(terms, constant: Double(Int.random(in: -80...80, using: &random))), relation, priority: priority)
            }

            func add(_ step: String) {
                let breaking = Int.random(in: 0..<8, using: &random) == 0
                let constraint = makeConstraint(breaking: breaking)
                let outcome = both(step) { try $0.addConstraint(constraint) }
                switch outcome {
                case .success:
                    removable.append(constraint)
                    if constraint.isRequired { required.append(constraint) }
                case .unsatisfiable:
                    conflictsSeen += 1
                case let .other(message):
                    XCTFail("seed \(seed) \(step): \(message)")
                }
                check(step)
            }

            for step in 0..<14 { add("build \(step)") }
            definitionsSeen += harness.eliminating.definitionCount
            // Pull every variable toward a target at a priority of its own: the solution is unique.
            for (index, variable) in variables.enumerated() {
                let target = Double(Int.random(in: -60...60, using: &random))
                _ = both("pull \(index)") { try $0.addConstraint(Constraint(Expression(variable) - target, .equal, priority: Double(10 + index))) }
            }
            isUnique = true
            check("pulls")

            for step in 0..<40 {
                let action = Int.random(in: 0..<10, using: &random)
                if action < 4 || removable.isEmpty {
                    add("add \(step)")
                } else if action < 6 {
                    let constraint = removable.remove(at: Int.random(in: 0..<removable.count, using: &random))
                    required.removeAll { $0 === constraint }
                    XCTAssertEqual(both("remove \(step)") { try $0.removeConstraint(constraint) }, .success)
                    check("remove \(step)")
                } else {
                    // Required inequalities only loosen; required equalities move (which may not
                    // hold, identically in both) and move back.
                    let constraint = removable[Int.random(in: 0..<removable.count, using: &random)]
                    let old = harness.plain.constant(of: constraint) ?? 0
                    let delta = Double(Int.random(in: 1...20, using: &random))
                    switch (constraint.isRequired, constraint.relation) {
                    case (true, .lessThanOrEqual):
                        XCTAssertEqual(both("edit \(step)") { try $0.updateConstant(of: constraint, to: old - delta) }, .success)
                    case (true, .greaterThanOrEqual):
                        XCTAssertEqual(both("edit \(step)") { try $0.updateConstant(of: constraint, to: old + delta) }, .success)
                    case (true, .equal):
                        let outcome = both("edit \(step)") { try $0.updateConstant(of: constraint, to: old + delta) }
                        if case .unsatisfiable = outcome { conflictsSeen += 1 }
                        check("edit \(step)")
                        XCTAssertEqual(both("edit back \(step)") { try $0.updateConstant(of: constraint, to: old) }, .success)
                    case (false, _):
                        XCTAssertEqual(both("edit \(step)") { try $0.updateConstant(of: constraint, to: old - delta) }, .success)
                    }
                    check("edit \(step)")
                }
            }
        }
        // The systems exercise what they are meant to.
        XCTAssertGreaterThan(definitionsSeen, 200)
        XCTAssertGreaterThan(conflictsSeen, 50)
    }
}
