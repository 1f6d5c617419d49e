import EpoxyTestSupport
import XCTest
@testable import EpoxySolver

/// Random systems in which some constraints are two-sided (`Constraint(_:atLeastPriority:
/// atMostPriority:)`), solved once with them and once with each as its two one-sided
/// constraints through the same adds, removals and edits: the outcomes (success, conflicts
/// named) are the same, required constraints and required sides hold, and once every variable
/// is pulled toward a target at its own priority (a unique solution) the values are the same,
/// and the same as a solver's built afresh from the constraints left.
final class SolverTwoSidedPropertyTests: XCTestCase {
    /// A two-sided constraint and the pair that means the same.
    private struct Sized {
        let whole: Constraint
        let atLeast: Constraint
        let atMost: Constraint

        /// The side that must hold, nil when neither must.
        var requiredSide: Constraint? {
            atLeast.isRequired ? atLeast : atMost.isRequired ? atMost : nil
        }
        /// The sides in the order the pair form adds and edits them: a required side first, so
        /// when it fails the other is left alone (the two-sided form is all or nothing).
        var sides: [Constraint] {
            atMost.isRequired ? [atMost, atLeast] : [atLeast, atMost]
        }
    }

    private enum Outcome: Equatable {
        case success
        case unsatisfiable([ObjectIdentifier])
        case other(String)

        init(naming names: [ObjectIdentifier: ObjectIdentifier] = [:], _ body: () throws -> Void) {
            do {
                try body()
                self = .success
            } catch let SolverError.unsatisfiableConstraint(_, conflicting) {
                self = .unsatisfiable(conflicting.map { names[ObjectIdentifier($0)] ?? ObjectIdentifier($0) })
            } catch {
                self = .other("\(error)")
            }
        }
    }

    func testRandomSystemsWithTwoSidedConstraintsMatchTheirPairs() throws {
        var twoSidedSeen = 0, requiredSidesSeen = 0, conflictsSeen = 0, editsSeen = 0, removalsSeen = 0
        for seed in UInt64(1)...UInt64(80) {
            var random = SeededGenerator(seed: seed)
            let variables = (0..<8).map { Variable("v\($0)") }
            let point = variables.map { _ in Double(Int.random(in: 0...100, using: &random)) }
            let whole = Solver(), pairs = Solver()
            // The pair form's required sides are reported as their two-sided constraint. Every
            // constraint made stays alive for the seed, so no identifier is reused.
            var names: [ObjectIdentifier: ObjectIdentifier] = [:]
            var made: [Constraint] = []
            var required: [Constraint] = []
            var sized: [Sized] = []
            var plain: [Constraint] = []
            var isUnique = false

            func check(_ step: String) {
                for (solver, form) in [(whole, "two-sided"), (pairs, "pairs")] {
                    if let violation = solver.invariantViolation() { XCTFail("seed \(seed) \(step) (\(form)): \(violation)") }
                    assertRequiredConstraintsHold(required, in: solver, "seed \(seed) \(step) (\(form))")
                }
                for entry in sized {
                    guard let side = entry.requiredSide else { continue }
                    var value = whole.constant(of: entry.whole) ?? 0
                    for term in side.expression.terms { value += term.coefficient * whole.value(of: term.variable) }
                    if side.relation == .greaterThanOrEqual {
                        XCTAssertGreaterThanOrEqual(value, -1e-6, "seed \(seed) \(step): \(entry.whole)")
                    } else {
                        XCTAssertLessThanOrEqual(value, 1e-6, "seed \(seed) \(step): \(entry.whole)")
                    }
                }
                guard isUnique else { return }
                // A solver built afresh from what is left: nothing a removal or an edit left
                // behind (an error still weighted, a stale constant) may move the values.
                let fresh = Solver()
                for constraint in whole.constraints {
                    let current = constraint.withConstant(whole.constant(of: constraint) ?? constraint.expression.constant)
                    XCTAssertNoThrow(try fresh.addConstraint(current), "seed \(seed) \(step): \(constraint)")
                }
                for variable in variables {
                    XCTAssertEqual(whole.value(of: variable), pairs.value(of: variable), accuracy: 1e-6, "seed \(seed) \(step): \(variable)")
                    XCTAssertEqual(whole.value(of: variable), fresh.value(of: variable), accuracy: 1e-6, "seed \(seed) \(step): \(variable) afresh")
                }
            }

            func compare(_ step: String, _ wholeBody: () throws -> Void, _ pairBody: () throws -> Void) -> Outcome {
                let outcome = Outcome(wholeBody)
                XCTAssertEqual(outcome, Outcome(naming: names, pairBody), "seed \(seed) \(step)")
                return outcome
            }

            func randomExpression() -> (EpoxySolver.Expression, atPoint: Double) {
                var terms: [Term] = []
                var atPoint = 0.0
                for _ in 0..<Int.random(in: 1...2, using: &random) {
                    let index = Int.random(in: 0..<variables.count, using: &random)
                    let coefficient = Double(Int.random(in: -2...2, using: &random))
                    terms.append(Term(variables[index], coefficient == 0 ? 1 : coefficient))
                    atPoint += (coefficient == 0 ? 1 : coefficient) * point[index]
                }
                return (EpoxySolver.Expression(terms, constant: 0), atPoint)
            }

            func randomPriority() -> Double {
                switch Int.random(in: 0..<6, using: &random) {
                case 0: Constraint.required
                case 1: 750
                case 2: 250
                default: Double(Int.random(in: 100...999, using: &random))
                }
            }

            func addSized(_ step: String) {
                // An intrinsic size: mostly one variable, sometimes a sum; a required side holds
                // at the hidden point unless it is meant to break.
                let breaking = Int.random(in: 0..<8, using: &random) == 0
                let (expression, atPoint): (EpoxySolver.Expression, Double) = Int.random(in: 0..<3, using: &random) == 0
                    ? randomExpression()
                    : { let index = Int.random(in: 0..<variables.count, using: &random); return (EpoxySolver.Expression(variables[index]), point[index]) }()
                var atLeastPriority = randomPriority(), atMostPriority = randomPriority()
                if atLeastPriority == atMostPriority { atMostPriority = Double(Int.random(in: 100...999, using: &random)) }
                if atLeastPriority == atMostPriority { atLeastPriority = Constraint.required }
                let spread = Double(Int.random(in: 0...20, using: &random))
                let breakage: Double = breaking ? 25 : 0
                var size: Double = atPoint + spread - 10
                if atLeastPriority == Constraint.required { size = atPoint - spread + breakage }
                if atMostPriority == Constraint.required { size = atPoint + spread - breakage }
                let shifted = EpoxySolver.Expression(expression.terms, constant: -size)
                let entry = Sized(
                    whole: Constraint(shifted, atLeastPriority: atLeastPriority, atMostPriority: atMostPriority),
                    atLeast: Constraint(shifted, .greaterThanOrEqual, priority: atLeastPriority),
                    atMost: Constraint(shifted, .lessThanOrEqual, priority: atMostPriority))
                XCTAssertNotNil(entry.whole.sides)
                made += [entry.whole, entry.atLeast, entry.atMost]
                if let side = entry.requiredSide { names[ObjectIdentifier(side)] = ObjectIdentifier(entry.whole) }
                let outcome = compare(step, { try whole.addConstraint(entry.whole) }, {
                    try pairs.addConstraint(entry.sides[0])
                    try pairs.addConstraint(entry.sides[1])
                })
                if outcome == .success {
                    sized.append(entry)
                    twoSidedSeen += 1
                    if entry.requiredSide != nil { requiredSidesSeen += 1 }
                } else if case .unsatisfiable = outcome {
                    conflictsSeen += 1
                }
                check(step)
            }

            func addPlain(_ step: String) {
                let breaking = Int.random(in: 0..<8, using: &random) == 0
                let (expression, atPoint) = randomExpression()
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0..<3, using: &random)]
                let constraint: Constraint
                if Int.random(in: 0..<3, using: &random) == 0 {
                    constraint = Constraint(EpoxySolver.Expression(expression.terms, constant: Double(Int.random(in: -80...80, using: &random))), relation,
                                            priority: Double(Int.random(in: 100...999, using: &random)))
                } else {
                    let margin: Double = relation == .equal ? 0 : Double(Int.random(in: 0...10, using: &random))
                    var constant: Double = relation == .greaterThanOrEqual ? -atPoint + margin : -atPoint - margin
                    if breaking { constant += relation == .greaterThanOrEqual ? -20 : 20 }
                    constraint = Constraint(EpoxySolver.Expression(expression.terms, constant: constant), relation)
                }
                made.append(constraint)
                let outcome = compare(step, { try whole.addConstraint(constraint) }, { try pairs.addConstraint(constraint) })
                if outcome == .success {
                    plain.append(constraint)
                    if constraint.isRequired { required.append(constraint) }
                } else if case .unsatisfiable = outcome {
                    conflictsSeen += 1
                }
                check(step)
            }

            for step in 0..<12 {
                if Int.random(in: 0..<2, using: &random) == 0 { addSized("build \(step)") } else { addPlain("build \(step)") }
            }
            for (index, variable) in variables.enumerated() {
                let target = Double(Int.random(in: -20...120, using: &random))
                let pull = Constraint(Expression(variable) - target, .equal, priority: Double(10 + index))
                _ = compare("pull \(index)", { try whole.addConstraint(pull) }, { try pairs.addConstraint(pull) })
            }
            isUnique = true
            check("pulls")

            for step in 0..<40 {
                let action = Int.random(in: 0..<10, using: &random)
                if action < 2 {
                    addSized("add \(step)")
                } else if action < 3 {
                    addPlain("add \(step)")
                } else if action < 5, !sized.isEmpty {
                    let entry = sized.remove(at: Int.random(in: 0..<sized.count, using: &random))
                    _ = compare("remove \(step)", { try whole.removeConstraint(entry.whole) }, {
                        try pairs.removeConstraint(entry.atLeast)
                        try pairs.removeConstraint(entry.atMost)
                    })
                    removalsSeen += 1
                    check("remove \(step)")
                } else if !sized.isEmpty {
                    // A re-measured size: both sides move (or, when a required side cannot, neither).
                    let entry = sized[Int.random(in: 0..<sized.count, using: &random)]
                    let old = whole.constant(of: entry.whole) ?? 0
                    let new = old + Double(Int.random(in: -25...25, using: &random))
                    let outcome = compare("edit \(step)", { try whole.updateConstant(of: entry.whole, to: new) }, {
                        try pairs.updateConstant(of: entry.sides[0], to: new)
                        try pairs.updateConstant(of: entry.sides[1], to: new)
                    })
                    if case .unsatisfiable = outcome { conflictsSeen += 1 }
                    editsSeen += 1
                    check("edit \(step)")
                }
            }
        }
        // The systems exercise what they are meant to.
        XCTAssertGreaterThan(twoSidedSeen, 400)
        XCTAssertGreaterThan(requiredSidesSeen, 100)
        XCTAssertGreaterThan(conflictsSeen, 30)
        XCTAssertGreaterThan(editsSeen, 300)
        XCTAssertGreaterThan(removalsSeen, 200)
    }
}
