import EpoxyCore
import XCTest
@testable import EpoxyLayout
@testable import EpoxySolver

private typealias Expression = EpoxySolver.Expression

/// The solver expression of a layout constraint, built in one array, against the same
/// expression composed with the expression operators (how the engine built it before): every
/// pair of attributes, left-to-right and right-to-left, views with and without baselines,
/// several multipliers and constants. Every term and the constant must match to the bit (the
/// sign of a zero constant included), so layouts stay exactly as they were.
final class LayoutEngineExpressionTests: XCTestCase {
    /// An item's attribute composed with the operators.
    private func composed(_ item: any LayoutItem, _ attribute: LayoutAttribute, in owningView: View?) -> Expression {
        let v = item.layoutVariables
        let isLeftToRight = (owningView?.layoutDirection ?? .leftToRight) == .leftToRight
        let view = item as? View
        switch attribute {
        case .left: return Expression(v.minX)
        case .right: return v.minX + v.width
        case .leading: return isLeftToRight ? Expression(v.minX) : -1 * (v.minX + v.width)
        case .trailing: return isLeftToRight ? v.minX + v.width : -1 * Expression(v.minX)
        case .centerX: return Expression(v.minX) + 0.5 * v.width
        case .width: return Expression(v.width)
        case .top: return Expression(v.minY)
        case .bottom: return v.minY + v.height
        case .centerY: return Expression(v.minY) + 0.5 * v.height
        case .height: return Expression(v.height)
        case .firstBaseline:
            if let offset = view?.firstBaselineOffsetFromTop, offset.isFinite { return v.minY + offset }
            return v.minY + v.height
        case .lastBaseline:
            if let offset = view?.lastBaselineOffsetFromBottom, offset.isFinite { return v.minY + v.height - offset }
            return v.minY + v.height
        case .notAnAttribute: return Expression()
        }
    }

    func testOneArrayExpressionMatchesTheComposedOneToTheBit() {
        let attributes: [LayoutAttribute] = [
            .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
            .firstBaseline, .lastBaseline, .notAnAttribute,
        ]
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
            root.explicitLayoutDirection = direction
            let plain = View(), baseline = BaselineView()
            root.addSubview(plain)
            root.addSubview(baseline)
            let guide = LayoutGuide(identifier: "guide")
            plain.addLayoutGuide(guide)
            let items: [any LayoutItem] = [plain, baseline, guide]
            // The build's path: the constraint's items read once, unretained, their variables
            // through the items' classes.
            let engine = LayoutEngine(root: root, mode: .frames, warn: { _ in })
            for first in items {
                for second in items + [nil] as [(any LayoutItem)?] {
                    for firstAttribute in attributes {
                        for secondAttribute in second == nil ? [.notAnAttribute] : attributes {
                            for multiplier in [1.0, 0.5, -2, 0] {
                                for constant in [0.0, -0.0, 3.5, -12.25] {
                                    let context = "\(direction) \(first.layoutItemDescription).\(firstAttribute) − \(multiplier) × \(second?.layoutItemDescription ?? "nil").\(secondAttribute) − \(constant)"
                                    let built = LayoutEngine.expression(
                                        first, firstAttribute, in: first.owningView,
                                        minus: second, secondAttribute, in: second?.owningView,
                                        times: multiplier, constant: constant)
                                    var expected = composed(first, firstAttribute, in: first.owningView)
                                    if let second {
                                        expected = expected - multiplier * composed(second, secondAttribute, in: second.owningView)
                                    }
                                    expected.constant -= constant
                                    XCTAssertEqual(built.terms.map { ObjectIdentifier($0.variable) }, expected.terms.map { ObjectIdentifier($0.variable) }, context)
                                    XCTAssertEqual(built.terms.map(\.coefficient.bitPattern), expected.terms.map(\.coefficient.bitPattern), context)
                                    XCTAssertEqual(built.constant.bitPattern, expected.constant.bitPattern, context)
                                    let constraint = LayoutConstraint(
                                        item: first, attribute: firstAttribute, relatedBy: .equal,
                                        toItem: second, attribute: secondAttribute, multiplier: multiplier, constant: constant)
                                    guard let resolved = ResolvedLayoutConstraint(constraint) else {
                                        XCTFail("unresolved: \(context)")
                                        continue
                                    }
                                    let solved = engine.solverConstraint(for: resolved).expression
                                    XCTAssertEqual(solved.terms.map { ObjectIdentifier($0.variable) }, expected.terms.map { ObjectIdentifier($0.variable) }, context)
                                    XCTAssertEqual(solved.terms.map(\.coefficient.bitPattern), expected.terms.map(\.coefficient.bitPattern), context)
                                    XCTAssertEqual(solved.constant.bitPattern, expected.constant.bitPattern, context)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
