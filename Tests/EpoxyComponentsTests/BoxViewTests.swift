import EpoxyCore
import EpoxyLayout
import XCTest
@testable import EpoxyComponents

/// Color views, image views and dividers: fixed sizes and thickness.
final class BoxViewTests: XCTestCase {
    func testColorViewKeepsItsSizeWhenConstraintsPull() {
        let window = TestWindow(width: 300)
        let swatch = ColorView(style: ColorView.Style(width: 40, height: 20, color: .systemRed, cornerRadius: 4))
        window.addSubview(swatch)
        LayoutConstraint.activate([
            swatch.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            swatch.topAnchor.constraint(equalTo: window.topAnchor),
            swatch.trailingAnchor.constraint(equalTo: window.trailingAnchor).withPriority(.defaultHigh),
            swatch.bottomAnchor.constraint(equalTo: window.bottomAnchor).withPriority(LayoutPriority(999)),
        ])
        window.layoutIfNeeded()
        assertFrame(swatch, 0, 0, 40, 20)
        XCTAssertEqual(swatch.contentSummary, "40×20")
        XCTAssertEqual(swatch.attributes, ["backgroundColor": "systemRed", "cornerRadius": "4"])
    }

    func testColorViewConflictingRequiredConstraintWarnsInsteadOfCrashing() {
        let window = TestWindow(width: 300)
        let swatch = ColorView(style: ColorView.Style(width: 40, height: 20))
        pinTopLeading(swatch, in: window)
        LayoutConstraint.activate([swatch.widthAnchor.constraint(equalToConstant: 100)])
        window.layoutIfNeeded()
        XCTAssertEqual(swatch.frame.height, 20)
        // The conflict is reported naming the size the style requires and the constraint
        // that contradicts it. (The width the engine then settles on is EpoxyLayout's
        // business; see the report on the solver's rollback of refused constraints.)
        XCTAssertEqual(window.warnings.count, 1)
        XCTAssertEqual(window.warnings.first?.contains("<ColorView>.width <= 40 @1000 (hugging)"), true)
        XCTAssertEqual(window.warnings.first?.contains("<ColorView>.width == 100"), true)
            }

    func testImageViewSizeComesFromItsStyle() {
        let window = TestWindow(width: 300)
        let avatar = ImageView(style: ImageView.Style(size: ComponentSize(width: 48, height: 48), contentMode: .scaleAspectFill))
        avatar.setContent("avatar", animated: false)
        pinTopLeading(avatar, in: window)
        let banner = ImageView(style: ImageView.Style(size: ComponentSize(height: 100)))
        banner.setContent("https://example.com/banner.png", animated: false)
        window.addSubview(banner)
        LayoutConstraint.activate([
            banner.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            banner.topAnchor.constraint(equalTo: avatar.bottomAnchor),
        ])
        window.layoutIfNeeded()
        assertFrame(avatar, 0, 0, 48, 48)
        assertFrame(banner, 0, 48, 300, 100)
        XCTAssertEqual(avatar.contentSummary, "image: avatar")
        XCTAssertEqual(banner.contentSummary, "url: https://example.com/banner.png")
        XCTAssertEqual(avatar.attributes["contentMode"], "scaleAspectFill")
        XCTAssertEqual(ImageView(style: ImageView.Style()).intrinsicContentSize, Size(width: -1, height: -1))
    }

    func testASizedImageViewIsFixedWhereAConstraintPullsLikeAColorView() {
        // UIKit: a given size is a required width and height; here required hugging and
        // compression, so a 750 trailing pin cannot stretch the 48-pt avatar.
        let window = TestWindow(width: 300)
        let avatar = ImageView(style: ImageView.Style(size: ComponentSize(width: 48, height: 48)))
        window.addSubview(avatar)
        LayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: window.topAnchor),
            avatar.trailingAnchor.constraint(equalTo: window.trailingAnchor).withPriority(.defaultHigh),
        ])
        window.layoutIfNeeded()
        assertFrame(avatar, 0, 0, 48, 48)
        XCTAssertEqual(avatar.contentHuggingPriority(for: .horizontal), .required)
        XCTAssertEqual(ImageView(style: ImageView.Style()).contentHuggingPriority(for: .horizontal), .defaultLow)
    }

    func testAColorViewWithoutASizeIsSizedByItsConstraints() {
        // A plain UIView: no intrinsic size, so pins and an aspect ratio size it.
        let window = TestWindow(width: 300)
        let free = ColorView(style: ColorView.Style(color: .systemTeal))
        XCTAssertEqual(free.intrinsicContentSize, Size(width: -1, height: -1))
        window.addSubview(free)
        LayoutConstraint.activate([
            free.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            free.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            free.topAnchor.constraint(equalTo: window.topAnchor),
            free.widthAnchor.constraint(equalTo: free.heightAnchor, multiplier: 1.5),
        ])
        window.layoutIfNeeded()
        assertFrame(free, 0, 0, 300, 200)
        // Only a height: that axis is fixed, the width is the pins'.
        let band = ColorView(style: ColorView.Style(size: ComponentSize(height: 12)))
        XCTAssertEqual(band.intrinsicContentSize, Size(width: -1, height: 12))
        XCTAssertEqual(band.contentHuggingPriority(for: .vertical), .required)
        XCTAssertEqual(band.contentHuggingPriority(for: .horizontal), .defaultLow)
        XCTAssertEqual(band.contentSummary, "?×12")
    }

    func testDividerIsOnePixelByDefault() {
        let window = TestWindow(width: 300)
        let divider = Divider(style: Divider.Style())
        window.addSubview(divider)
        LayoutConstraint.activate([
            divider.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            divider.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            divider.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        ])
        window.layoutIfNeeded()
        assertFrame(divider, 0, 10, 300, 1.0 / 3)

        window.providedTraits.displayScale = 2
        window.propagateTraitsChange()
        window.layoutIfNeeded()
        assertFrame(divider, 0, 10, 300, 0.5)
        XCTAssertEqual(divider.attributes, ["backgroundColor": "separator", "thickness": "0.5"])
    }

    func testVerticalDividerWithExplicitThickness() {
        let window = TestWindow(width: 300, height: 200)
        let divider = Divider(style: Divider.Style(color: .systemGray, thickness: 2, axis: .vertical))
        window.addSubview(divider)
        LayoutConstraint.activate([
            divider.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 50),
            divider.topAnchor.constraint(equalTo: window.topAnchor),
            divider.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
        window.layoutIfNeeded()
        assertFrame(divider, 50, 0, 2, 200)
        XCTAssertEqual(divider.contentSummary, "vertical")
    }
}
