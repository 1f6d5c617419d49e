import EpoxyCore
import XCTest
@testable import EpoxyLayout

/// The engine adds constraints to the solver in an order that does not depend on the order
/// they were activated in (the solve's cost followed activation order).
final class ActivationOrderTests: XCTestCase {
    private struct Chain {
        let root: View
        let guide: LayoutGuide
        let views: [View]
        let guidePins: [LayoutConstraint]
        let pins: [LayoutConstraint]
        let links: [LayoutConstraint]
    }

    private func makeChain(count: Int) -> Chain {
        let root = makeRoot()
        let guide = LayoutGuide(identifier: "content")
        root.addLayoutGuide(guide)
        let guidePins = [
            guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            guide.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
        ]
        var views: [View] = [], pins: [LayoutConstraint] = [], links: [LayoutConstraint] = []
        var previous = guide.topAnchor
        for index in 0..<count {
            let view = View()
            root.addSubview(view)
            views.append(view)
            pins += [
                view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                view.heightAnchor.constraint(equalToConstant: 44),
            ]
            links.append(view.topAnchor.constraint(equalTo: previous, constant: index == 0 ? 0 : 8))
            previous = view.bottomAnchor
        }
        return Chain(root: root, guide: guide, views: views, guidePins: guidePins, pins: pins, links: links)
    }

    /// Constraints come in tree order of the deepest view they mention (the guide counts as the
    /// root, its owner); those of one view keep their activation order.
    func testCanonicalOrderFollowsTheTree() {
        let chain = makeChain(count: 4)
        let subtree = chain.root.viewsInSubtree
        var expected: [LayoutConstraint] = chain.guidePins
        for index in 0..<4 {
            let pins: [LayoutConstraint] = Array(chain.pins[3 * index..<3 * index + 3])
            expected += pins
            expected.append(chain.links[index])
        }
        let activations: [[LayoutConstraint]] = [
            chain.guidePins + chain.pins + chain.links,
            chain.pins + chain.guidePins + chain.links,
            chain.pins + chain.links + chain.guidePins,
        ]
        for activation in activations {
            let order = LayoutEngine.canonicalOrder(activation, in: subtree)
            // Pins were activated before links in all three.
            XCTAssertEqual(order.map(ObjectIdentifier.init), expected.map(ObjectIdentifier.init))
        }
        // The same view's link first when it was activated first.
        let linksFirst = LayoutEngine.canonicalOrder(chain.links + chain.pins + chain.guidePins, in: subtree)
        XCTAssertEqual(linksFirst.prefix(3).map(ObjectIdentifier.init), chain.guidePins.map(ObjectIdentifier.init))
        let firstView: [LayoutConstraint] = [chain.links[0]] + Array(chain.pins[0..<3])
        XCTAssertEqual(linksFirst[3...6].map(ObjectIdentifier.init), firstView.map(ObjectIdentifier.init))
    }

    func testFramesDoNotDependOnActivationOrder() {
        for reversed in [false, true] {
            let chain = makeChain(count: 50)
            let all = chain.guidePins + chain.pins + chain.links
            LayoutConstraint.activate(reversed ? all.reversed() : all)
            chain.root.layoutIfNeeded()
            for (index, view) in chain.views.enumerated() {
                // 8 below the root's top, then 44 + 8 per view; 8 in from each side of 375.
                assertFrame(view, 8, 8 + Double(index) * 52, 359, 44)
            }
        }
    }
}
