import XCTest
@testable import EpoxySolver

/// Fails the test for every constraint of `required` that `solver`'s current values break
/// (to 1e-6), with `context` (the seed and step) in the message.
func assertRequiredConstraintsHold(
    _ required: [Constraint], in solver: Solver, _ context: String, file: StaticString = #filePath, line: UInt = #line
) {
    for constraint in required {
        var value = solver.constant(of: constraint) ?? constraint.expression.constant
        for term in constraint.expression.terms { value += term.coefficient * solver.value(of: term.variable) }
        switch constraint.relation {
        case .equal: XCTAssertEqual(value, 0, accuracy: 1e-6, "\(context): \(constraint)", file: file, line: line)
        case .lessThanOrEqual: XCTAssertLessThanOrEqual(value, 1e-6, "\(context): \(constraint)", file: file, line: line)
        case .greaterThanOrEqual: XCTAssertGreaterThanOrEqual(value, -1e-6, "\(context): \(constraint)", file: file, line: line)
        }
    }
}
