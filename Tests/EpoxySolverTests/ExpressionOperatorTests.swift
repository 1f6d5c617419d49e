import XCTest
import EpoxySolver

private typealias Expression = EpoxySolver.Expression

/// The expression operators build their terms in one array each; what they build must be what
/// the plain definitions give: `lhs - rhs` is `lhs.adding(rhs.scaled(by: -1))`, terms in order,
/// constants summed in the same order (so the sign of a zero constant is kept too).
final class ExpressionOperatorTests: XCTestCase {
    private let a = Variable("a"), b = Variable("b"), c = Variable("c")

    private func assertSame(_ actual: Expression, _ expected: Expression, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.terms.map { ObjectIdentifier($0.variable) }, expected.terms.map { ObjectIdentifier($0.variable) }, file: file, line: line)
        XCTAssertEqual(actual.terms.map(\.coefficient.bitPattern), expected.terms.map(\.coefficient.bitPattern), file: file, line: line)
        XCTAssertEqual(actual.constant.bitPattern, expected.constant.bitPattern, file: file, line: line)
    }

    func testEveryOperatorMatchesAddingAndScaling() {
        let left = Expression([Term(a, 2), Term(b, -0.5)], constant: 3)
        let right = Expression([Term(c, 4), Term(a, 1)], constant: -0.0)
        for constant in [0.0, -0.0, 7.25] {
            assertSame(left - right, left.adding(right.scaled(by: -1)))
            assertSame(right - left, right.adding(left.scaled(by: -1)))
            assertSame(left + constant, left.adding(Expression(constant: constant)))
            assertSame(left - constant, left.adding(Expression(constant: -constant)))
            assertSame(a + constant, Expression(a).adding(Expression(constant: constant)))
            assertSame(a - constant, Expression(a).adding(Expression(constant: -constant)))
            assertSame(constant - left, Expression(constant: constant).adding(left.scaled(by: -1)))
            assertSame(constant - a, Expression(constant: constant).adding(Expression(a).scaled(by: -1)))
        }
        assertSame(a + b, Expression(a).adding(Expression(b)))
        assertSame(a - b, Expression(a).adding(Expression(b).scaled(by: -1)))
        assertSame(left + c, left.adding(Expression(c)))
        assertSame(left - c, left.adding(Expression(c).scaled(by: -1)))
        assertSame(0.5 * a, Expression([Term(a, 0.5)]))
        assertSame(0.5 * left, left.scaled(by: 0.5))
    }

    func testSubtractingAnEmptyExpression() {
        let left = Expression([Term(a, 1)], constant: -0.0)
        assertSame(left - Expression(), left.adding(Expression().scaled(by: -1)))
        assertSame(Expression() - left, Expression().adding(left.scaled(by: -1)))
    }
}
