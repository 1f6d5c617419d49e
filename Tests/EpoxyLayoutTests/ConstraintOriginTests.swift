import EpoxyCore
import XCTest
@testable import EpoxyLayout

/// The engine keeps the origin of a constraint it made exactly while that constraint is in its
/// solver. Conflict warnings look origins up by the solver constraint's address before user
/// constraints, so an origin left behind by a freed constraint could name a later user
/// constraint that came to reuse the address.
final class ConstraintOriginTests: XCTestCase {
    private func assertOriginsAreInTheSolver(_ root: View, file: StaticString = #filePath, line: UInt = #line) throws {
        let engine = try XCTUnwrap(root.layoutEngine, file: file, line: line)
        let inSolver = Set(engine.solver.constraints.map(ObjectIdentifier.init))
        let stale = engine.origins.filter { !inSolver.contains($0.key) }.map(\.value.description)
        XCTAssertEqual(stale, [], "origins of constraints no longer in the solver", file: file, line: line)
    }

    /// Intrinsic constraints re-made after a priority change take their origins with them.
    func testReMadeIntrinsicConstraintsForgetTheirOrigins() throws {
        let root = makeRoot()
        let view = IntrinsicView(100, 20, identifier: "label")
        root.addSubview(view)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        try assertOriginsAreInTheSolver(root)
        for priority in [LayoutPriority(300), LayoutPriority(700), .required, LayoutPriority(250)] {
            view.setContentHuggingPriority(priority, for: .horizontal)
            view.setContentCompressionResistancePriority(priority, for: .vertical)
            root.layoutIfNeeded()
            try assertOriginsAreInTheSolver(root)
        }
        view.size = Size(width: View.noIntrinsicMetric, height: 30)
        view.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        try assertOriginsAreInTheSolver(root)
    }

    /// A required side that cannot be added, and a re-measure it cannot take, leave no origin
    /// behind for the constraint that did not go in.
    func testConstraintsThatFailedToGoInLeaveNoOrigin() throws {
        let log = WarningLog()
        let root = makeRoot(log: log)
        let view = IntrinsicView(100, 20, identifier: "label")
        root.addSubview(view)
        view.setContentHuggingPriority(LayoutPriority(750), for: .horizontal)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            view.widthAnchor.constraint(lessThanOrEqualToConstant: 60),
        ])
        root.layoutIfNeeded()
        view.setContentCompressionResistancePriority(.required, for: .horizontal)
        root.layoutIfNeeded()
        XCTAssertEqual(log.messages.count, 1, "\(log.messages)")
        try assertOriginsAreInTheSolver(root)
        view.size = Size(width: 200, height: 20)
        view.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        try assertOriginsAreInTheSolver(root)
    }
}
