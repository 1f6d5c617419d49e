import EpoxyCore
import XCTest
@testable import EpoxyLayout

/// A view with a fixed intrinsic size, like a single-line label.
final class IntrinsicView: View {
    var size: Size

    init(_ width: Double, _ height: Double, identifier: String? = nil) {
        size = Size(width: width, height: height)
        super.init()
        accessibilityIdentifier = identifier
    }

    override var intrinsicContentSize: Size { size }
}

/// A view with a baseline 15 pt below its top and 5 pt above its bottom.
final class BaselineView: View {
    override var firstBaselineOffsetFromTop: Double? { 15 }
    override var lastBaselineOffsetFromBottom: Double? { 5 }
}

/// Collects layout warnings.
final class WarningLog {
    var messages: [String] = []
}

func makeRoot(width: Double = 375, height: Double = 667, log: WarningLog? = nil) -> View {
    let root = View(frame: Rect(x: 0, y: 0, width: width, height: height))
    root.accessibilityIdentifier = "root"
    if let log { root.warningHandler = { log.messages.append($0) } }
    return root
}

func assertFrame(_ view: View, _ x: Double, _ y: Double, _ width: Double, _ height: Double, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(view.frame.minX, x, accuracy: 1e-6, "x of \(view)", file: file, line: line)
    XCTAssertEqual(view.frame.minY, y, accuracy: 1e-6, "y of \(view)", file: file, line: line)
    XCTAssertEqual(view.frame.width, width, accuracy: 1e-6, "width of \(view)", file: file, line: line)
    XCTAssertEqual(view.frame.height, height, accuracy: 1e-6, "height of \(view)", file: file, line: line)
}
