import EpoxyCore
import EpoxyLayout
import XCTest
@testable import EpoxyComponents

/// The names, summaries and attributes snapshots print.
final class ComponentDescribingTests: XCTestCase {
    func testLabelDescription() {
        let window = TestWindow()
        let label = Label(style: Label.Style(font: .textStyle(.headline), color: .secondaryLabel, numberOfLines: 2), content: "Say \"hi\"\nnow")
        window.addSubview(label)
        XCTAssertEqual(label.componentName, "Label")
        XCTAssertEqual(label.contentSummary, "\"Say \\\"hi\\\"\\nnow\"")
        XCTAssertEqual(label.sortedAttributes.map(\.name), ["alignment", "color", "font", "lineBreakMode", "numberOfLines"])
        XCTAssertEqual(label.attributes["font"], "headline (17pt semibold)")
        XCTAssertEqual(label.attributes["color"], "secondaryLabel")
        XCTAssertEqual(label.attributes["numberOfLines"], "2")
        XCTAssertEqual(label.attributes["lineBreakMode"], "byTruncatingTail")
        XCTAssertEqual(label.displayedLines.map(\.text), ["Say \"hi\"", "now"])
    }

    func testEveryComponentNamesItself() {
        let views: [any ComponentDescribing] = [
            Label(style: Label.Style()), Button(style: Button.Style()), ImageView(style: ImageView.Style()),
            ColorView(style: ColorView.Style(width: 1, height: 1)), TextField(style: TextField.Style()),
            Checkbox(style: Checkbox.Style()), Switch(style: Switch.Style()), Divider(style: Divider.Style()),
        ]
        XCTAssertEqual(views.map(\.componentName), [
            "Label", "Button", "ImageView", "ColorView", "TextField", "Checkbox", "Switch", "Divider",
        ])
        XCTAssertEqual(views.map(\.contentSummary), [
            "\"\"", "\"\"", "no image", "1×1", "placeholder: \"\"", "unchecked", "off", "horizontal",
        ])
    }

    func testNamesParse() {
        XCTAssertEqual(TextAlignment(name: "Center"), .center)
        XCTAssertEqual(TextAlignment(name: "leading"), .natural)
        XCTAssertNil(TextAlignment(name: "middle"))
        XCTAssertEqual(ContentMode(name: "aspectFit"), .scaleAspectFit)
        XCTAssertNil(ContentMode(name: "zoom"))
        XCTAssertEqual(TextFieldBorderStyle(name: "roundedrect"), .roundedRect)
        XCTAssertEqual(ImageView.Content("file:///tmp/a.png"), .url("file:///tmp/a.png"))
    }
}
