import EpoxyCore
import EpoxyLayout
import XCTest
@testable import EpoxyComponents

/// A root that provides traits, as a window does.
final class TestWindow: View, TraitProviding {
    var providedTraits: Traits
    var warnings: [String] = []

    init(width: Double = 375, height: Double = 667, traits: Traits = Traits(textMeasurer: FixedMetricsTextMeasurer())) {
        providedTraits = traits
        super.init(frame: Rect(x: 0, y: 0, width: width, height: height))
        warningHandler = { [weak self] in self?.warnings.append($0) }
    }

    /// Changes the Dynamic Type size and tells the tree.
    func setContentSizeCategory(_ category: ContentSizeCategory) {
        providedTraits = providedTraits.withContentSizeCategory(category)
        propagateTraitsChange()
    }
}

/// A measurer that counts measurements and forwards them to fixed metrics.
final class CountingMeasurer: TextMeasuring {
    private let base = FixedMetricsTextMeasurer()
    var measurements = 0

    func measure(_ request: TextMeasurementRequest) -> TextLayout {
        measurements += 1
        return base.measure(request)
    }

    func metrics(for font: Font) -> FontMetrics { base.metrics(for: font) }
    var cacheStatistics: TextMeasurementCacheStatistics { base.cacheStatistics }
    func resetCache() { base.resetCache() }
}

/// A view of a fixed size for containers.
final class FixedView: View {
    let size: Size
    init(_ width: Double, _ height: Double) {
        size = Size(width: width, height: height)
        super.init()
        for axis in LayoutAxis.allCases {
            setContentHuggingPriority(.required, for: axis)
            setContentCompressionResistancePriority(.required, for: axis)
        }
    }
    override var intrinsicContentSize: Size { size }
}

/// A 10 pt regular font: fixed metrics make each character 5 wide, lines 12 tall with the
/// baseline 8 below the top.
let tenPoint = TextFont.font(Font(size: 10))

/// Pins `view` to the window's top-left corner.
func pinTopLeading(_ view: View, in window: View) {
    window.addSubview(view)
    LayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        view.topAnchor.constraint(equalTo: window.topAnchor),
    ])
}

func assertFrame(_ view: View, _ x: Double, _ y: Double, _ width: Double, _ height: Double, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(view.frame.minX, x, accuracy: 1e-6, "x of \(view)", file: file, line: line)
    XCTAssertEqual(view.frame.minY, y, accuracy: 1e-6, "y of \(view)", file: file, line: line)
    XCTAssertEqual(view.frame.width, width, accuracy: 1e-6, "width of \(view)", file: file, line: line)
    XCTAssertEqual(view.frame.height, height, accuracy: 1e-6, "height of \(view)", file: file, line: line)
}

func assertSize(_ size: Size, _ width: Double, _ height: Double, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(size.width, width, accuracy: 1e-9, "width", file: file, line: line)
    XCTAssertEqual(size.height, height, accuracy: 1e-9, "height", file: file, line: line)
}
