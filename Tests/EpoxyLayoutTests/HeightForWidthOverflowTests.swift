import EpoxyCore
import XCTest
@testable import EpoxyLayout

/// Text that wraps greedily: words of the given widths with no space between them, lines 20 pt tall.
final class WrappingView: View {
    let wordWidths: [Double]

    init(wordWidths: [Double]) {
        self.wordWidths = wordWidths
        super.init()
        setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        setContentHuggingPriority(LayoutPriority(251), for: .vertical)
    }

    override var intrinsicContentSize: Size { intrinsicContentSize(forWidth: nil) }

    override func intrinsicContentSize(forWidth width: Double?) -> Size {
        let limit = width ?? .infinity
        var lines = 1, line = 0.0, widest = 0.0
        for word in wordWidths {
            if line > 0 && line + word > limit {
                lines += 1
                line = 0
            }
            line += word
            widest = max(widest, line)
        }
        return Size(width: widest, height: Double(lines * 20))
    }

    override var hasHeightForWidth: Bool { true }
}

/// A column of rows (a 40-pt image beside wrapping text) taller than the window.
final class HeightForWidthOverflowTests: XCTestCase {
    private static let words: [Double] = (0..<24).map { [31, 47, 62, 23, 55, 40][$0 % 6] }

    /// Each row: image (required hugging, 750 compression) 16 pt before the text, whose trailing
    /// stays inside the row; the row's bottom follows the text at 250 (a stack view's hugging).
    /// The column's bottom is a required `<=` the root's, as `Stage.show` pins it.
    ///
    /// The root has a 34-pt unsafe band at the bottom and the rows inset their margins from the
    /// safe area, as on a phone. Rows below the root used to get the whole part of them outside
    /// the safe rect as a bottom inset, which grew their margins, hence their height, hence the
    /// inset, pass after pass ("did not settle after 8 passes", rows the window's height). Only
    /// the band inside the root counts now. The text wraps at 337 pt (393 − 40 − 16): its widest
    /// line is 31+47+62+23+55+40+31+47 = 336, in 4 lines, 80 tall.
    ///
    /// What UIKit does with the overflow: the rows want 20 × 80 = 1,600 pt in an 852-pt root; the
    /// required `<=` cannot break, so lower priorities give. The weakest are the rows' bottoms at
    /// 250 (below the text's 750 compression resistance), so rows come out shorter than their text
    /// and the text keeps its measured height; where no weaker constraint exists (a row pinned to
    /// its text at required) the text itself would be compressed, 750 being below required. How the
    /// shortfall spreads among equal rows is not defined by AutoLayout, so only totals are checked.
    func testWrappingRowsTallerThanTheRootSettle() {
        let log = WarningLog()
        let root = makeRoot(width: 393, height: 852, log: log)
        root.windowSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        let column = View()
        root.addSubview(column)
        var constraints = [
            column.topAnchor.constraint(equalTo: root.topAnchor),
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            column.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor),
        ]
        var previous = column.topAnchor
        var texts: [WrappingView] = []
        for _ in 0..<20 {
            let row = View(), image = IntrinsicView(40, 40), text = WrappingView(wordWidths: Self.words)
            image.setContentHuggingPriority(.required, for: .horizontal)
            // An icon that never shrinks: with 750 against the text's 750 the split of the row's
            // width would be left to the solver (ambiguous in AutoLayout too).
            image.setContentCompressionResistancePriority(.required, for: .horizontal)
            column.addSubview(row)
            row.addSubview(image)
            row.addSubview(text)
            texts.append(text)
            constraints += [
                row.topAnchor.constraint(equalTo: previous),
                row.leadingAnchor.constraint(equalTo: column.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: column.trailingAnchor),
                image.leadingAnchor.constraint(equalTo: row.leadingAnchor),
                image.topAnchor.constraint(equalTo: row.topAnchor),
                text.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 16),
                text.trailingAnchor.constraint(lessThanOrEqualTo: row.trailingAnchor),
                text.topAnchor.constraint(equalTo: row.topAnchor),
                text.bottomAnchor.constraint(equalTo: row.layoutMarginsGuide.bottomAnchor).withPriority(.defaultLow),
            ]
            previous = row.bottomAnchor
        }
        constraints.append(previous.constraint(equalTo: column.bottomAnchor))
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()

        XCTAssertEqual(log.messages, [])
        for text in texts {
            assertFrame(text, 56, 0, 336, 80)
        }
        // The required `<=` holds: the column ends at the root's bottom, not below it.
        XCTAssertEqual(column.frame.maxY, 852, accuracy: 1e-6)
        XCTAssertEqual(column.subviews.map(\.frame.height).reduce(0, +), 852, accuracy: 1e-6)
    }

    /// Safe area insets count only the unsafe band inside the superview: a view below the
    /// superview is not inset at all, one straddling the band by the band's part of it.
    func testSafeAreaInsetsCountOnlyTheBandInsideTheSuperview() {
        let bounds = Rect(x: 0, y: 0, width: 393, height: 852)
        let safe = Rect(x: 0, y: 59, width: 393, height: 759)
        func insets(_ frame: Rect) -> EdgeInsets { View.safeAreaInsets(of: frame, within: safe, bounds: bounds, additional: .zero) }
        XCTAssertEqual(insets(Rect(x: 16, y: 2_000, width: 361, height: 138)), .zero)
        // 800…938: 818…852 of it is in the band.
        XCTAssertEqual(insets(Rect(x: 16, y: 800, width: 361, height: 138)), EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        // 800…830: 818…830.
        XCTAssertEqual(insets(Rect(x: 16, y: 800, width: 361, height: 30)), EdgeInsets(top: 0, left: 0, bottom: 12, right: 0))
        // −100…100 at the top: 0…59 of it.
        XCTAssertEqual(insets(Rect(x: 0, y: -100, width: 393, height: 200)), EdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
    }
}
