import EpoxyCore
import EpoxyLayout
import XCTest
@testable import EpoxyNamadaLayout

private func XCTAssertEqual(_ lhs: [Double], _ rhs: [Double], accuracy: Double, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(lhs.count, rhs.count, file: file, line: line)
    for (left, right) in zip(lhs, rhs) { XCTAssertEqual(left, right, accuracy: accuracy, file: file, line: line) }
}

final class StackAndScrollTests: XCTestCase {
    func testCenteredVerticalStackWithCustomSpace() throws {
        let root = makeRoot()
        let first = sizedView(100, 20, id: "first"), second = sizedView(60, 30, id: "second")
        var stack: StackView?
        try root.layoutContent { content in
            stack = content.putVStack().alignment(.center).spacing(8)
                .at(.topLeft, .equalTo(10))
                .layoutContent { stacked in
                    stacked.putStacked(first)
                    stacked.putSpace(by: 16)
                    stacked.putStacked(second)
                }
                .view
        }
        root.layoutIfNeeded()
        // UIStackView: the stack is as wide as its widest view; the gap after `first` is 16.
        XCTAssertEqual(stack?.frame, Rect(x: 10, y: 10, width: 100, height: 66))
        XCTAssertEqual(first.frame, Rect(x: 0, y: 0, width: 100, height: 20))
        XCTAssertEqual(second.frame, Rect(x: 20, y: 36, width: 60, height: 30))
    }

    func testHorizontalStackFillsEquallyAndKeepsUnstackedSubviews() throws {
        let root = makeRoot()
        let loose = View()
        var stack: StackView?
        try root.layoutContent { content in
            stack = content.putHStack().distribution(.fillEqually).spacing(10)
                .at(.fullTop, .equal).height(.equalTo(50))
                .layoutContent { stacked in
                    stacked.putStackedView()
                    stacked.putStackedView()
                    stacked.putStackedView()
                    stacked.put(loose).at(.bottomLeft, .equal).size(.equalTo(Size(width: 5, height: 5)))
                }
                .view
        }
        root.layoutIfNeeded()
        let frames = stack?.arrangedSubviews.map(\.frame) ?? []
        let third = 380.0 / 3
        XCTAssertEqual(frames.map(\.minX), [0, third + 10, 2 * third + 20], accuracy: 1e-9)
        XCTAssertEqual(frames.map(\.width), [third, third, third], accuracy: 1e-9)
        XCTAssertEqual(frames.map(\.height), [50, 50, 50])
        XCTAssertEqual(loose.frame, Rect(x: 0, y: 45, width: 5, height: 5))
        XCTAssertEqual(stack?.arrangedSubviews.count, 3)
    }

    func testPutStackedOutsideAStackIsAnError() {
        let root = makeRoot()
        XCTAssertThrowsError(try root.layoutContent { content in content.putStackedView() }) { error in
            XCTAssertEqual((error as? NamadaLayoutError)?.message, "putStacked needs a stack: <View:root> is not a StackView (put <ContainerView> as a plain subview)")
        }
        XCTAssertEqual(root.subviews.count, 1)
    }

    func testVerticalScrollContentIsAsWideAsTheScrollView() throws {
        let root = makeRoot()
        let tall = View()
        var scroll: ScrollView?
        var contentView: View?
        try root.layoutContent { content in
            scroll = content.putScroll().edges(.equal, to: .parent).layoutContent { scrolled in
                contentView = scrolled.putScrollVContentView().layoutContent { inner in
                    inner.put(tall).edges(.equalTo(10), to: .parent).height(.equalTo(1000))
                }.view
            }.view
        }
        root.layoutIfNeeded()
        XCTAssertEqual(scroll?.frame, Rect(x: 0, y: 0, width: 400, height: 800))
        XCTAssertEqual(contentView?.frame, Rect(x: 0, y: 0, width: 400, height: 1020))
        XCTAssertEqual(scroll?.contentSize, Size(width: 400, height: 1020))
        XCTAssertEqual(tall.frame, Rect(x: 10, y: 10, width: 380, height: 1000))
    }

    func testHorizontalScrollContentIsAsTallAsTheScrollView() throws {
        let root = makeRoot()
        let strip = View()
        var scroll: ScrollView?
        try root.layoutContent { content in
            scroll = content.putScroll().at(.fullTop, .equal).height(.equalTo(120)).layoutContent { scrolled in
                scrolled.putAsScrollHContent(strip).layoutContent { inner in
                    inner.putView().edges(.equal, to: .parent).width(.equalTo(900))
                }
            }.view
        }
        root.layoutIfNeeded()
        XCTAssertEqual(strip.frame, Rect(x: 0, y: 0, width: 900, height: 120))
        XCTAssertEqual(scroll?.contentSize, Size(width: 900, height: 120))
    }
}
