import EpoxyTestSupport
import XCTest
@testable import EpoxySolver

/// Reading values: `value(of:)` (through the slot hint a variable carries) and `values(of:)`
/// (one pass over the definitions) give the same answers as a solver without definitions,
/// through edits of links and of rows, removals, and variables shared between solvers.
final class SolverReadTests: XCTestCase {
    /// A chain of views whose tops are definitions (`top[i] = top[i-1] + height[i-1] + gap`),
    /// heights pulled toward a target by a soft equality (rows in the tableau), and a bottom.
    private struct Chain {
        let solver: Solver
        let tops: [Variable]
        let heights: [Variable]
        private(set) var gaps: [Constraint] = []
        private(set) var sizes: [Constraint] = []

        var variables: [Variable] { tops + heights }

        init(count: Int, eliminatesDefinitions: Bool, tops: [Variable], heights: [Variable]) throws {
            solver = Solver(reportsConflicts: true, eliminatesDefinitions: eliminatesDefinitions)
            self.tops = tops
            self.heights = heights
            var previousBottom = Expression(constant: 0)
            for index in 0..<count {
                let size = Constraint(Expression(heights[index]) - Double(10 + index % 7), .equal, priority: 500)
                try solver.addConstraint(size)
                sizes.append(size)
                // `previous.bottom == next.top − gap`, as a VGroup writes it.
                let gap = Constraint(previousBottom - tops[index] + 8, .equal)
                try solver.addConstraint(gap)
                gaps.append(gap)
                previousBottom = tops[index] + heights[index]
            }
        }
    }

    private func makeVariables(_ count: Int) -> (tops: [Variable], heights: [Variable]) {
        ((0..<count).map { Variable("top\($0)") }, (0..<count).map { Variable("height\($0)") })
    }

    func testOnePassAndSingleReadsMatchTheTableauAloneThroughEdits() throws {
        let (tops, heights) = makeVariables(60)
        let eliminating = try Chain(count: 60, eliminatesDefinitions: true, tops: tops, heights: heights)
        let plain = try Chain(count: 60, eliminatesDefinitions: false, tops: tops, heights: heights)
        XCTAssertGreaterThan(eliminating.solver.definitionCount, 50, "the tops are definitions")
        var random = SeededGenerator(seed: 17)
        for step in 0..<40 {
            let index = Int.random(in: 0..<60, using: &random)
            let amount = Double(Int.random(in: 1...30, using: &random))
            for chain in [eliminating, plain] {
                switch step % 4 {
                case 0, 1: try chain.solver.updateConstant(of: chain.gaps[index], to: amount)
                case 2: try chain.solver.updateConstant(of: chain.sizes[index], to: -amount)
                default:
                    // Removed and added back: a rebuild, with the constraint's own constant.
                    try chain.solver.removeConstraint(chain.sizes[index])
                    try chain.solver.addConstraint(chain.sizes[index])
                }
            }
            // Single reads first on one solver, the one-pass read first on the other, so each
            // path also meets values the other left current.
            let expected = plain.solver.values(of: plain.variables)
            let single = eliminating.variables.map { eliminating.solver.value(of: $0) }
            let onePass = eliminating.solver.values(of: eliminating.variables)
            for (position, variable) in eliminating.variables.enumerated() {
                XCTAssertEqual(single[position], expected[position], accuracy: 1e-9, "step \(step): \(variable)")
                XCTAssertEqual(onePass[position], expected[position], accuracy: 1e-9, "step \(step): \(variable)")
                XCTAssertEqual(plain.solver.value(of: variable), expected[position], accuracy: 1e-9, "step \(step): \(variable)")
            }
        }
        // The last top is where the gaps and heights put it.
        let last = eliminating.solver.value(of: tops[59])
        var expectedTop = 0.0
        for index in 0..<60 {
            expectedTop += eliminating.solver.constant(of: eliminating.gaps[index]) ?? 0
            if index < 59 { expectedTop += eliminating.solver.value(of: heights[index]) }
        }
        XCTAssertEqual(last, expectedTop, accuracy: 1e-9)
    }

    func testSolversSharingVariablesEachReadTheirOwnValues() throws {
        let shared = (0..<20).map { Variable("v\($0)") }
        let first = Solver(), second = Solver()
        for (index, variable) in shared.enumerated() {
            try first.addConstraint(Constraint(Expression(variable) - Double(index), .equal))
            // The second solver meets the variables in the opposite order: other slots.
            try second.addConstraint(Constraint(Expression(shared[shared.count - 1 - index]) - Double(100 + index), .equal))
        }
        for _ in 0..<3 {
            for (index, variable) in shared.enumerated() {
                XCTAssertEqual(first.value(of: variable), Double(index))
                XCTAssertEqual(second.value(of: variable), Double(100 + shared.count - 1 - index))
            }
            XCTAssertEqual(first.values(of: shared), (0..<20).map(Double.init))
            XCTAssertEqual(second.values(of: shared), (0..<20).map { Double(100 + 19 - $0) })
        }
    }

    func testVariablesNoConstraintMentionsReadZero() throws {
        let solver = Solver()
        let known = Variable("known"), unknown = Variable("unknown")
        try solver.addConstraint(Constraint(Expression(known) - 5, .equal))
        XCTAssertEqual(solver.value(of: unknown), 0)
        XCTAssertEqual(solver.values(of: [unknown, known, unknown]), [0, 5, 0])
        XCTAssertEqual(solver.updateVariables(), [known: 5])
    }
}
