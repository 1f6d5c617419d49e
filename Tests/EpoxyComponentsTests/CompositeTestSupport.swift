import EpoxyCore
import EpoxyLayout
import XCTest
@testable import EpoxyComponents

/// Places `view` at the window's top-left corner, as wide as the window; its height is its own.
func pinToTopEdge(_ view: View, in window: View) {
    window.addSubview(view)
    LayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        view.topAnchor.constraint(equalTo: window.topAnchor),
    ])
}

/// The frame of `inner` in `ancestor`'s coordinates.
func frame(of inner: View?, in ancestor: View) -> Rect? {
    guard let inner else { return nil }
    var rect = inner.frame
    var current = inner.superview
    while let view = current, view !== ancestor {
        rect = Rect(x: rect.minX + view.frame.minX, y: rect.minY + view.frame.minY, width: rect.width, height: rect.height)
        current = view.superview
    }
    return rect
}

/// Asserts the frame of `inner` in `ancestor`'s coordinates.
func assertFrame(
    _ inner: View?, in ancestor: View, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let rect = frame(of: inner, in: ancestor) else {
        return XCTFail("no view", file: file, line: line)
    }
    XCTAssertEqual(rect.minX, x, accuracy: 1e-6, "x", file: file, line: line)
    XCTAssertEqual(rect.minY, y, accuracy: 1e-6, "y", file: file, line: line)
    XCTAssertEqual(rect.width, width, accuracy: 1e-6, "width", file: file, line: line)
    XCTAssertEqual(rect.height, height, accuracy: 1e-6, "height", file: file, line: line)
}
