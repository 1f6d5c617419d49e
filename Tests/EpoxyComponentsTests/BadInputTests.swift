import EpoxyCore
import EpoxyLayout
import XCTest
@testable import EpoxyComponents

/// Values a script can get wrong give sensible results, never a crash.
final class BadInputTests: XCTestCase {
    func testEmptyTextHasNoSize() {
        let window = TestWindow()
        let label = Label(style: Label.Style(numberOfLines: 0), content: "")
        pinTopLeading(label, in: window)
        window.layoutIfNeeded()
        assertFrame(label, 0, 0, 0, 0)
        XCTAssertEqual(label.displayedLines, [])
        XCTAssertEqual(Label(style: Label.Style(), content: .attributed([])).intrinsicContentSize, .zero)
    }

    func testHugeAndNegativeLineLimits() {
        let window = TestWindow(width: 60)
        let huge = Label(style: Label.Style(font: tenPoint, numberOfLines: Int.max), content: "one two three four")
        window.addSubview(huge)
        LayoutConstraint.activate([
            huge.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            huge.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            huge.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        assertFrame(huge, 0, 0, 60, 24)
        XCTAssertEqual(Label.Style(numberOfLines: -5).numberOfLines, 0)
        XCTAssertEqual(Label.Style(numberOfLines: Int.min).numberOfLines, 0)
    }

    func testUnusableFontSizesMeasureAsEmpty() {
        let window = TestWindow()
        for size in [Double.nan, -12, .infinity, 0] {
            let style = Label.Style(font: .font(Font(size: size)))
            XCTAssertEqual(style, Label.Style(font: .font(Font(size: size))), "styles stay hashable")
            let label = Label(style: style, content: "text")
            window.addSubview(label)
            XCTAssertEqual(label.intrinsicContentSize, .zero, "\(size)")
            let run = TextRun(text: "x", font: Font(size: size))
            XCTAssertEqual(run.font?.size, 0)
        }
        let button = Button(style: Button.Style(titleFont: .font(Font(size: .nan)), contentInsets: DirectionalEdgeInsets(top: .nan, leading: -4, bottom: 2, trailing: .infinity), cornerRadius: .nan))
        button.setContent("Tap", animated: false)
        window.addSubview(button)
        XCTAssertEqual(button.intrinsicContentSize, Size(width: 0, height: 2))
        XCTAssertEqual(button.style.cornerRadius, 0)
    }

    func testNaNSizesInStylesLeaveTheAxisFree() {
        let window = TestWindow(width: 300, height: 200)
        let swatch = ColorView(style: ColorView.Style(width: .nan, height: 30))
        XCTAssertEqual(swatch.style, ColorView.Style(width: .nan, height: 30), "styles stay hashable")
        XCTAssertEqual(swatch.intrinsicContentSize, Size(width: View.noIntrinsicMetric, height: 30))
        window.addSubview(swatch)
        LayoutConstraint.activate([
            swatch.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            swatch.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            swatch.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        assertFrame(swatch, 0, 0, 300, 30)

        let image = ImageView(style: ImageView.Style(size: ComponentSize(width: -10, height: .infinity), cornerRadius: -3))
        XCTAssertEqual(image.intrinsicContentSize, Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        XCTAssertEqual(image.style.cornerRadius, 0)
        XCTAssertEqual(image.style.size.description, "?×?")

        let divider = Divider(style: Divider.Style(thickness: .nan))
        XCTAssertNil(divider.style.thickness)
        XCTAssertEqual(divider.thickness, 1.0 / 3)
        XCTAssertEqual(Divider(style: Divider.Style(thickness: 0)).thickness, 0)
    }

    func testBadDisplayScaleStillGivesAThickness() {
        let window = TestWindow(traits: Traits(displayScale: .nan))
        let divider = Divider(style: Divider.Style())
        window.addSubview(divider)
        XCTAssertEqual(divider.thickness, 1)
        let field = TextField(style: TextField.Style(font: tenPoint))
        window.addSubview(field)
        XCTAssertEqual(field.intrinsicContentSize.height, 26)
    }

    func testControlsWithoutBehaviorsIgnoreInput() {
        let field = TextField(style: TextField.Style())
        field.simulateTyping("é🇫🇷")
        XCTAssertEqual(field.content.text, "é🇫🇷")
        XCTAssertEqual(field.displayedLines.first?.text, "é🇫🇷")
        let checkbox = Checkbox(style: Checkbox.Style())
        XCTAssertTrue(checkbox.simulateTap())
        XCTAssertTrue(checkbox.isChecked)
    }
}
