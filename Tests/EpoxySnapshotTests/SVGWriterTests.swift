import XCTest
import EpoxyCore
@testable import EpoxySnapshot

#if canImport(FoundationXML)
import FoundationXML
#endif

final class SVGWriterTests: XCTestCase {
    private let writer = SVGWriter()

    func testSmallDocumentExactly() {
        let expected = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60">
          <rect class="background" x="0" y="0" width="120" height="60" fill="#ffffff"/>
          <g data-kind="window" data-component="Window">
            <rect x="0" y="0" width="120" height="60" fill="none" stroke="#c7c7cc" stroke-width="0.5"/>
            <g id="hello" data-kind="view" data-component="Label" data-id="hello">
              <rect x="10" y="20.25" width="100" height="20" rx="4" ry="4" fill="#aabbcc" stroke="#c7c7cc" stroke-width="0.5"/>
              <text x="60" y="36.25" font-family="Inter, system-ui, sans-serif" font-size="17" font-weight="700" fill="#ff0000" fill-opacity="0.5" text-anchor="middle" xml:space="preserve">Hello &amp; &lt;bye&gt;</text>
            </g>
          </g>
          <g class="safe-area" fill="#ff9500" fill-opacity="0.15">
            <rect class="top" x="0" y="0" width="120" height="10"/>
            <rect class="bottom" x="0" y="55" width="120" height="5"/>
          </g>
          <desc class="warning">text truncated</desc>
        </svg>
        """#
        XCTAssertEqual(writer.write(SnapshotFixtures.small), expected + "\n")
    }

    func testInvalidFramesDrawNoRectAndRecordTheFrame() {
        let expected = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="100" height="60" viewBox="0 0 100 60">
          <rect class="background" x="0" y="0" width="100" height="60" fill="#ffffff"/>
          <g data-kind="window" data-component="Window">
            <rect x="0" y="0" width="100" height="60" fill="none" stroke="#c7c7cc" stroke-width="0.5"/>
            <g id="nan" data-kind="view" data-component="View" data-id="nan" data-frame="(nan, 0, 10×10)">
            </g>
            <g id="inf" data-kind="view" data-component="View" data-id="inf" data-frame="(0, inf, -inf×10)">
            </g>
            <g id="negative" data-kind="view" data-component="View" data-id="negative" data-frame="(-20, -5, -10×30)">
            </g>
            <g id="huge" data-kind="view" data-component="View" data-id="huge">
              <rect x="-1e+300" y="10" width="2e+300" height="1000000000000000000" fill="none" stroke="#c7c7cc" stroke-width="0.5"/>
            </g>
            <g id="empty" data-kind="view" data-component="View" data-id="empty" data-frame="(50, 30, 0×0)">
            </g>
          </g>
        </svg>
        """#
        XCTAssertEqual(writer.write(SnapshotFixtures.invalidFrames), expected + "\n")
    }

    func testEveryFixtureIsWellFormedXML() throws {
        let documents = [
            SnapshotFixtures.column, SnapshotFixtures.nestedRows, SnapshotFixtures.collection,
            SnapshotFixtures.unicode, SnapshotFixtures.invalidFrames, SnapshotFixtures.small,
            .emptyWindow(size: Size(width: 393, height: 852)),
        ]
        for document in documents {
            let elements = try SVGElements.parse(writer.write(document))
            XCTAssertEqual(elements.first?.name, "svg")
        }
    }

    func testColumnHasARectPerViewTextAtBaselinesAndSafeAreaBands() throws {
        let elements = try SVGElements.parse(writer.write(SnapshotFixtures.column))
        let svg = try XCTUnwrap(elements.first)
        XCTAssertEqual(svg.attributes["width"], "393")
        XCTAssertEqual(svg.attributes["viewBox"], "0 0 393 852")
        let texts = elements.filter { $0.name == "text" }
        XCTAssertEqual(texts.map(\.text), ["Inbox", "Two lines of body text that", "wrap onto a second line."])
        XCTAssertEqual(texts.map { $0.attributes["y"] }, ["75", "159.5", "179.75"])
        XCTAssertEqual(texts.map { $0.attributes["font-weight"] }, ["600", "400", "400"])
        XCTAssertEqual(Set(texts.compactMap { $0.attributes["font-family"] }), ["Inter, system-ui, sans-serif"])
        let groups = elements.filter { $0.name == "g" }
        XCTAssertEqual(groups.compactMap { $0.attributes["data-id"] }, ["column", "title", "avatar", "body"])
        let avatar = try XCTUnwrap(elements.first { $0.name == "rect" && $0.attributes["width"] == "48" })
        XCTAssertEqual(avatar.attributes["rx"], "24")
        XCTAssertEqual(avatar.attributes["fill"], "#e5e5ea")
        let bands = elements.filter { $0.name == "rect" && ["top", "bottom"].contains($0.attributes["class"]) }
        XCTAssertEqual(bands.map { $0.attributes["height"] }, ["59", "34"])
    }

    func testMarkupInTextIsEscapedAndControlCharactersReplaced() throws {
        let elements = try SVGElements.parse(writer.write(SnapshotFixtures.unicode))
        let text = try XCTUnwrap(elements.first { $0.name == "text" })
        XCTAssertEqual(text.text, "Crème brûlée 🍮 日本語 <b>&\"x\"</b>\u{FFFD}")
    }

    func testDuplicateDataIDsKeepDataIDButGetNoXMLID() throws {
        let window = SnapshotNode(kind: .window, frame: Rect(x: 0, y: 0, width: 10, height: 10), children: [
            SnapshotNode(kind: .cell, dataID: "same", frame: Rect(x: 0, y: 0, width: 10, height: 5)),
            SnapshotNode(kind: .cell, dataID: "same", frame: Rect(x: 0, y: 5, width: 10, height: 5)),
            SnapshotNode(kind: .cell, dataID: "has space", frame: Rect(x: 0, y: 5, width: 10, height: 5)),
            SnapshotNode(kind: .cell, dataID: "unique", frame: Rect(x: 0, y: 5, width: 10, height: 5)),
        ])
        let elements = try SVGElements.parse(writer.write(SnapshotDocument(root: window, size: Size(width: 10, height: 10))))
        let groups = elements.filter { $0.name == "g" && $0.attributes["data-id"] != nil }
        XCTAssertEqual(groups.map { $0.attributes["data-id"] }, ["same", "same", "has space", "unique"])
        XCTAssertEqual(groups.map { $0.attributes["id"] }, [nil, nil, nil, "unique"])
    }

    func testCarouselChildrenAreClippedToItsFrame() throws {
        let carousel = SnapshotNode(kind: .carousel, component: "OrthogonalSection", dataID: "cards", frame: Rect(x: 0, y: 10, width: 100, height: 40), children: [
            SnapshotNode(kind: .cell, dataID: "card1", frame: Rect(x: -60, y: 10, width: 80, height: 40)),
            SnapshotNode(kind: .cell, dataID: "card2", frame: Rect(x: 30, y: 10, width: 80, height: 40)),
        ])
        let window = SnapshotNode(kind: .window, frame: Rect(x: 0, y: 0, width: 100, height: 60), children: [carousel])
        let output = writer.write(SnapshotDocument(root: window, size: Size(width: 100, height: 60)))
        XCTAssertTrue(output.contains(#"""
              <clipPath id="carousel-clip-1"><rect x="0" y="10" width="100" height="40"/></clipPath>
              <g clip-path="url(#carousel-clip-1)">
                <g id="card1" data-kind="cell" data-id="card1">
        """#), output)
        let elements = try SVGElements.parse(output)
        XCTAssertEqual(elements.filter { $0.name == "clipPath" }.count, 1)
    }

    func testPaintsFromNamesAndHexValues() {
        XCTAssertEqual(SVGPaint(name: "systemBlue")?.color, "#007aff")
        XCTAssertEqual(SVGPaint(name: "#ABC")?.color, "#aabbcc")
        XCTAssertEqual(SVGPaint(name: "#11223344")?.color, "#112233")
        XCTAssertEqual(SVGPaint(name: "#11223344")?.opacity, Double(0x44) / 255)
        XCTAssertNil(SVGPaint(name: "#112233ff")?.opacity)
        XCTAssertEqual(SVGPaint(name: "separator")?.opacity, 0.29)
        XCTAssertEqual(SVGPaint(name: "tomato")?.color, "tomato")
        XCTAssertNil(SVGPaint(name: "clear"))
        XCTAssertNil(SVGPaint(name: "#12"))
        XCTAssertNil(SVGPaint(name: "url(#x)"))
        XCTAssertNil(SVGPaint(name: ""))
    }

    func testDarkAppearanceUsesUIKitsDarkVariants() {
        let window = SnapshotNode(kind: .window, component: "Window", frame: Rect(x: 0, y: 0, width: 100, height: 60), children: [
            SnapshotFixtures.label("plain", "Plain", frame: Rect(x: 0, y: 0, width: 100, height: 20)),
            SnapshotFixtures.label("muted", "Muted", frame: Rect(x: 0, y: 20, width: 100, height: 20), color: "secondaryLabel")
                .withAttribute("backgroundColor", "systemGroupedBackground"),
            SnapshotFixtures.label("fixed", "Fixed", frame: Rect(x: 0, y: 40, width: 100, height: 20), color: "#336699")
                .withAttribute("backgroundColor", "systemBlue"),
        ])
        let document = SnapshotDocument(root: window, size: Size(width: 100, height: 60))
        let dark = SVGWriter(appearance: .dark).write(document)
        XCTAssertTrue(dark.contains(#"viewBox="0 0 100 60" data-appearance="dark">"#))
        XCTAssertTrue(dark.contains(##"<rect class="background" x="0" y="0" width="100" height="60" fill="#000000"/>"##))
        XCTAssertTrue(dark.contains(##"fill="#ffffff" xml:space="preserve">Plain</text>"##), "label's dark variant")
        XCTAssertTrue(dark.contains(##"fill="#ebebf5" fill-opacity="0.6" xml:space="preserve">Muted</text>"##))
        XCTAssertTrue(dark.contains(##"fill="#000000" stroke="#48484a""##), "systemGroupedBackground and systemGray3 in dark")
        XCTAssertTrue(dark.contains(##"fill="#0a84ff""##), "systemBlue's dark variant")
        XCTAssertTrue(dark.contains(##"fill="#336699" xml:space="preserve">Fixed</text>"##), "hex colours are fixed")
        XCTAssertFalse(dark.contains("#c7c7cc"))
        let light = SVGWriter().write(document)
        XCTAssertEqual(SVGWriter(appearance: .light).write(document), light)
        XCTAssertFalse(light.contains("data-appearance"))
        XCTAssertTrue(light.contains(##"fill="#000000" xml:space="preserve">Plain</text>"##))
        XCTAssertTrue(light.contains(##"fill="#3c3c43" fill-opacity="0.6" xml:space="preserve">Muted</text>"##))
    }

    func testDynamicPaintsResolvePerAppearance() {
        let pairs: [(String, String, String)] = [
            ("label", "#000000", "#ffffff"), ("systemBackground", "#ffffff", "#000000"),
            ("secondarySystemBackground", "#f2f2f7", "#1c1c1e"), ("systemGray6", "#f2f2f7", "#1c1c1e"),
            ("systemRed", "#ff3b30", "#ff453a"), ("tintColor", "#007aff", "#0a84ff"), ("black", "#000000", "#000000"),
        ]
        for (name, light, dark) in pairs {
            XCTAssertEqual(SVGPaint(name: name, appearance: .light)?.color, light, name)
            XCTAssertEqual(SVGPaint(name: name, appearance: .dark)?.color, dark, name)
        }
        XCTAssertEqual(SVGPaint(name: "separator", appearance: .dark)?.color, "#545458")
        XCTAssertEqual(SVGPaint(name: "separator", appearance: .dark)?.opacity, 0.6)
        XCTAssertEqual(SVGPaint(name: "#11223344", appearance: .dark)?.color, "#112233")
    }

    func testWeightNamesBecomeNumericWeights() {
        XCTAssertEqual(SVGFontWeight.numeric("ultraLight"), 100)
        XCTAssertEqual(SVGFontWeight.numeric("semibold"), 600)
        XCTAssertEqual(SVGFontWeight.numeric("Heavy"), 800)
        XCTAssertEqual(SVGFontWeight.numeric("650"), 650)
        XCTAssertEqual(SVGFontWeight.numeric("mystery"), 400)
    }
}
