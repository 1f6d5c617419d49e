import EpoxyCollectionView
import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import XCTest

/// A root with fixed text metrics, as a window provides traits.
final class TestWindow: View, TraitProviding {
    var providedTraits: Traits

    init(width: Double = 375, height: Double = 667, safeArea: EdgeInsets = .zero) {
        providedTraits = Traits(textMeasurer: FixedMetricsTextMeasurer())
        super.init(frame: Rect(x: 0, y: 0, width: width, height: height))
        windowSafeAreaInsets = safeArea
        warningHandler = { _ in }
    }
}

/// A row of a fixed height (its style) that counts how it is configured.
final class TestRow: View, EpoxyableView {
    struct Style: Hashable {
        var height: Double = 44
    }

    struct Behaviors {
        var tag: Int
    }

    let style: Style
    private(set) var content = ""
    private(set) var setContentCount = 0
    private(set) var setBehaviorsCount = 0
    private(set) var behaviors: Behaviors?

    init(style: Style) {
        self.style = style
        super.init()
        setContentHuggingPriority(.required, for: .vertical)
        setContentCompressionResistancePriority(.required, for: .vertical)
    }

    func setContent(_ content: String, animated: Bool) {
        self.content = content
        setContentCount += 1
    }

    func setBehaviors(_ behaviors: Behaviors?) {
        self.behaviors = behaviors
        setBehaviorsCount += 1
    }

    override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: style.height)
    }
}

/// A view without content, for flow layouts (sizes come from the models).
final class Tile: View, EpoxyableView {
    let style: String

    init(style: String) {
        self.style = style
        super.init()
    }
}

/// Records warnings sent through `EpoxyLogger.current`.
final class WarningRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    var warnings: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    var logger: EpoxyLogger {
        EpoxyLogger(
            assert: { _, _, _, _ in },
            assertionFailure: { _, _, _ in },
            warn: { [self] message, _, _ in
                let text = message()
                lock.lock()
                stored.append(text)
                lock.unlock()
            })
    }

    /// Runs `body` with warnings recorded.
    func record<T>(_ body: () -> T) -> T {
        EpoxyLogger.$current.withValue(logger, operation: body)
    }
}

/// Items `ids` of `TestRow`s with content equal to the id.
func rows(_ ids: [String], height: Double = 44) -> [AnyItemModel] {
    ids.map { TestRow.itemModel(dataID: $0, content: $0, style: TestRow.Style(height: height)).eraseToAnyItemModel() }
}

/// A collection view of `layout` filling a test window.
func makeCollection(
    layout: any CollectionViewLayout = ListLayout(),
    width: Double = 375,
    height: Double = 667,
    safeArea: EdgeInsets = .zero
) -> (TestWindow, CollectionView) {
    let window = TestWindow(width: width, height: height, safeArea: safeArea)
    let collection = CollectionView(layout: layout, frame: Rect(x: 0, y: 0, width: width, height: height))
    window.addSubview(collection)
    window.layoutIfNeeded()
    return (window, collection)
}

/// The data IDs of the items with cells in the visible rect, as strings.
func displayedIDs(_ collection: CollectionView) -> [String] {
    collection.displayedItems.map { "\($0.dataID)" }
}

/// Asserts a rect to within `accuracy` on every edge (solved values differ in the last bits).
func assertRect(_ actual: Rect?, _ expected: Rect, accuracy: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
    guard let actual else { return XCTFail("no rect, expected \(expected)", file: file, line: line) }
    let pairs = [(actual.minX, expected.minX), (actual.minY, expected.minY), (actual.width, expected.width), (actual.height, expected.height)]
    for (value, wanted) in pairs where abs(value - wanted) > accuracy {
        return XCTFail("\(actual) is not \(expected)", file: file, line: line)
    }
}
