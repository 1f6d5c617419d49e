import XCTest
@testable import EpoxyLayout

final class TextDynamicTypeTests: XCTestCase {
    // A literal copy of Apple's Dynamic Type table; columns xS, S, M, L, xL, xxL, xxxL, AX1…AX5.
    private let expected: [(TextStyle, [Double])] = [
        (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
        (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
    ]

    private let categoryNames = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
        "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge",
    ]

    func testEveryStyleAndCategoryMatchesTheTable() {
        XCTAssertEqual(expected.count, TextStyle.allCases.count)
        XCTAssertEqual(ContentSizeCategory.allCases.count, 12)
        var checked = 0
        for (style, sizes) in expected {
            for (column, name) in categoryNames.enumerated() {
                let category = ContentSizeCategory(name: name)
                XCTAssertNotNil(category, name)
                guard let category else { continue }
                XCTAssertEqual(style.pointSize(for: category), sizes[column], "\(style) at \(name)")
                let font = Font.preferredFont(forTextStyle: style, compatibleWith: category)
                XCTAssertEqual(font.size, sizes[column], "\(style) at \(name)")
                checked += 1
            }
        }
        XCTAssertEqual(checked, 132)
    }

    func testDefaultCategoryIsLarge() {
        XCTAssertEqual(Font.preferredFont(forTextStyle: .body), Font(size: 17, weight: .regular))
        XCTAssertEqual(TextStyle.largeTitle.pointSize(), 34)
    }

    func testHeadlineIsSemiboldAndOthersRegular() {
        for style in TextStyle.allCases {
            XCTAssertEqual(style.weight, style == .headline ? .semibold : .regular, "\(style)")
        }
        XCTAssertEqual(Font.preferredFont(forTextStyle: .headline, compatibleWith: .accessibilityLarge),
                       Font(size: 33, weight: .semibold))
    }

    func testCategoryOrderAndAccessibilityFlag() {
        let flags = ContentSizeCategory.allCases.map(\.isAccessibilityCategory)
        XCTAssertEqual(flags, [false, false, false, false, false, false, false, true, true, true, true, true])
        XCTAssertEqual(ContentSizeCategory.allCases.map(\.rawValue), categoryNames)
        XCTAssertLessThan(ContentSizeCategory.extraExtraExtraLarge, .accessibilityMedium)
    }

    func testCategoryParsing() {
        XCTAssertEqual(ContentSizeCategory(name: "accessibilityLarge"), .accessibilityLarge)
        XCTAssertEqual(ContentSizeCategory(name: "ACCESSIBILITYLARGE"), .accessibilityLarge)
        XCTAssertEqual(ContentSizeCategory(name: "AX5"), .accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(ContentSizeCategory(name: "xxL"), .extraExtraLarge)
        XCTAssertEqual(ContentSizeCategory(name: "L"), .large)
        XCTAssertNil(ContentSizeCategory(name: "huge"))
        XCTAssertNil(ContentSizeCategory(name: ""))
    }

    func testStyleParsing() {
        XCTAssertEqual(TextStyle(name: "body"), .body)
        XCTAssertEqual(TextStyle(name: "largetitle"), .largeTitle)
        XCTAssertEqual(TextStyle(name: "caption2"), .caption2)
        XCTAssertNil(TextStyle(name: "title"))
        XCTAssertNil(TextStyle(name: "bodyy"))
    }

    func testWeightParsingAndOrder() {
        XCTAssertEqual(FontWeight(name: "semibold"), .semibold)
        XCTAssertEqual(FontWeight(name: "SemiBold"), .semibold)
        XCTAssertEqual(FontWeight(name: "ExtraBold"), .heavy)
        XCTAssertEqual(FontWeight(name: "extra-light"), .thin)
        XCTAssertEqual(FontWeight(name: "ultraLight"), .ultraLight)
        XCTAssertNil(FontWeight(name: "fat"))
        XCTAssertEqual(FontWeight(numericWeight: 600), .semibold)
        XCTAssertNil(FontWeight(numericWeight: 650))
        XCTAssertEqual(FontWeight.allCases.map(\.numericWeight), [100, 200, 300, 400, 500, 600, 700, 800, 900])
        XCTAssertLessThan(FontWeight.regular, .bold)
    }

    func testFontModifiersReturnCopies() {
        let font = Font.systemFont(ofSize: 12)
        XCTAssertEqual(font.withSize(20), Font(size: 20))
        XCTAssertEqual(font.withWeight(.bold), Font(size: 12, weight: .bold))
        XCTAssertEqual(font, Font(size: 12, weight: .regular))
        XCTAssertEqual(font.description, "12pt regular")
    }

    func testInterFileNamesPerWeightAndCut() {
        let names = FontWeight.allCases.map { InterFontFile(cut: .text, weight: $0).fileName }
        XCTAssertEqual(names, [
            "Inter-Thin.otf", "Inter-ExtraLight.otf", "Inter-Light.otf", "Inter-Regular.otf", "Inter-Medium.otf",
            "Inter-SemiBold.otf", "Inter-Bold.otf", "Inter-ExtraBold.otf", "Inter-Black.otf",
        ])
        XCTAssertEqual(InterFontFile(cut: .display, weight: .semibold).fileName, "InterDisplay-SemiBold.otf")
        XCTAssertEqual(InterCut(pointSize: 19.99), .text)
        XCTAssertEqual(InterCut(pointSize: 20), .display)
    }
}
