import EpoxySolver
import EpoxyCore
import EpoxyTestSupport
import XCTest
@testable import EpoxyLayout

/// Random trees with random (often conflicting or nonsensical) constraints: layout must never
/// crash, every frame must be finite, and every active constraint the engine did not break
/// must hold when it is required.
final class LayoutRobustnessTests: XCTestCase {
    func testRandomConstraintSoupNeverCrashes() {
        let attributes: [LayoutAttribute] = [.left, .right, .leading, .trailing, .centerX, .width, .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline]
        for seed in UInt64(1)...UInt64(200) {
            var random = SeededGenerator(seed: seed)
            let log = WarningLog()
            let root = makeRoot(width: 320, height: 480, log: log)
            var views = [root]
            for _ in 0..<6 {
                let view = Int.random(in: 0..<3, using: &random) == 0 ? IntrinsicView(Double(Int.random(in: 0...120, using: &random)), 20) : View()
                views[Int.random(in: 0..<views.count, using: &random)].addSubview(view)
                views.append(view)
            }
            let stranger = View()
            var constraints: [LayoutConstraint] = []
            for step in 0..<30 {
                let first = views[Int.random(in: 1..<views.count, using: &random)]
                let useStranger = Int.random(in: 0..<25, using: &random) == 0
                let second: View? = Int.random(in: 0..<5, using: &random) == 0 ? nil : (useStranger ? stranger : views[Int.random(in: 0..<views.count, using: &random)])
                let constant = [0, 8, -16, 100, .infinity, .nan][Int.random(in: 0..<6, using: &random)]
                let multiplier = [1, 0.5, 2, 0][Int.random(in: 0..<4, using: &random)]
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0..<3, using: &random)]
                let priority = LayoutPriority([1000, 750, 250, 50, 0, 1001][Int.random(in: 0..<6, using: &random)])
                let constraint = LayoutConstraint(
                    item: first, attribute: attributes[Int.random(in: 0..<attributes.count, using: &random)], relatedBy: relation,
                    toItem: second, attribute: attributes[Int.random(in: 0..<attributes.count, using: &random)],
                    multiplier: multiplier, constant: constant, priority: priority)
                constraint.isActive = true
                constraints.append(constraint)
                switch Int.random(in: 0..<6, using: &random) {
                case 0: constraints.randomElement(using: &random)?.isActive = false
                case 1: constraints.randomElement(using: &random)?.constant = Double(Int.random(in: -50...50, using: &random))
                case 2 where step % 7 == 0: views[Int.random(in: 1..<views.count, using: &random)].removeFromSuperview()
                default: break
                }
                root.layoutIfNeeded()
                for view in root.viewsInSubtree {
                    XCTAssertTrue(view.frame.minX.isFinite && view.frame.minY.isFinite && view.frame.width.isFinite && view.frame.height.isFinite, "seed \(seed)")
                }
            }
            _ = root.viewsWithAmbiguousLayout()
            _ = root.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
            let broken = Set(root.brokenConstraints.map(ObjectIdentifier.init))
            for constraint in constraints where constraint.isActive && constraint.priority.isRequired && !broken.contains(ObjectIdentifier(constraint)) {
                // Views removed with their subtree are no longer laid out by this root.
                guard let first = constraint.firstItem, first.owningView?.rootView === root else { continue }
                XCTAssertTrue(holds(constraint, first), "seed \(seed): \(constraint) does not hold")
            }
        }
    }

    /// Evaluates a constraint on the laid-out frames (window coordinates).
    private func holds(_ constraint: LayoutConstraint, _ first: any LayoutItem) -> Bool {
        func value(_ item: (any LayoutItem)?, _ attribute: LayoutAttribute) -> Double {
            guard let view = item as? View else { return 0 }
            let frame = view.frameInWindow
            let isLeftToRight = view.layoutDirection == .leftToRight
            switch attribute {
            case .left: return frame.minX
            case .right: return frame.maxX
            case .leading: return isLeftToRight ? frame.minX : -frame.maxX
            case .trailing: return isLeftToRight ? frame.maxX : -frame.minX
            case .centerX: return frame.midX
            case .width: return frame.width
            case .top: return frame.minY
            case .bottom, .firstBaseline, .lastBaseline: return frame.maxY
            case .centerY: return frame.midY
            case .height: return frame.height
            case .notAnAttribute: return 0
            }
        }
        let lhs = value(first, constraint.firstAttribute)
        let rhs = constraint.multiplier * value(constraint.secondItem, constraint.secondAttribute) + constraint.constant
        switch constraint.relation {
        case .equal: return abs(lhs - rhs) < 1e-6
        case .lessThanOrEqual: return lhs <= rhs + 1e-6
        case .greaterThanOrEqual: return lhs >= rhs - 1e-6
        }
    }
}
