import XCTest
@testable import EpoxyLayout

final class TextMeasurerCacheTests: XCTestCase {
    func testRepeatedRequestsHitTheLayoutCache() {
        let measurer = FixedMetricsTextMeasurer()
        let first = measurer.measure("one two one", font: Font(size: 10), width: 100)
        XCTAssertEqual(measurer.cacheStatistics.layoutMisses, 1)
        XCTAssertEqual(measurer.cacheStatistics.layoutHits, 0)
        // Words "one", "two", "one" and the two single spaces: "one" and " " repeat.
        XCTAssertEqual(measurer.cacheStatistics.runMisses, 3)
        XCTAssertEqual(measurer.cacheStatistics.runHits, 2)

        let second = measurer.measure("one two one", font: Font(size: 10), width: 100)
        XCTAssertEqual(first, second)
        XCTAssertEqual(measurer.cacheStatistics.layoutHits, 1)
        XCTAssertEqual(measurer.cacheStatistics.layoutHitRate, 0.5)
        XCTAssertEqual(measurer.cacheStatistics.runMisses, 3)
    }

    func testEveryInputIsPartOfTheKey() {
        let measurer = FixedMetricsTextMeasurer()
        let font = Font(size: 10)
        _ = measurer.measure("a b", font: font, width: 100)
        _ = measurer.measure("a b", font: font, width: 101)
        _ = measurer.measure("a b", font: font.withWeight(.bold), width: 100)
        _ = measurer.measure("a b", font: font, width: 100, numberOfLines: 1)
        _ = measurer.measure("a b", font: font, width: 100, lineBreakMode: .byClipping)
        XCTAssertEqual(measurer.cacheStatistics.layoutMisses, 5)
        XCTAssertEqual(measurer.cacheStatistics.layoutHits, 0)
    }

    func testWidthsOfWordsAreCachedPerFont() {
        let measurer = FixedMetricsTextMeasurer()
        _ = measurer.measure("word", font: Font(size: 10))
        _ = measurer.measure("word word", font: Font(size: 10))
        XCTAssertEqual(measurer.cacheStatistics.runMisses, 2)  // "word", " "
        XCTAssertEqual(measurer.cacheStatistics.runHits, 2)
        _ = measurer.measure("word", font: Font(size: 11))
        XCTAssertEqual(measurer.cacheStatistics.runMisses, 3)
    }

    func testResetEmptiesTheCaches() {
        let measurer = FixedMetricsTextMeasurer()
        _ = measurer.measure("x", font: Font(size: 10))
        measurer.resetCache()
        XCTAssertEqual(measurer.cacheStatistics, TextMeasurementCacheStatistics())
        XCTAssertEqual(measurer.cacheStatistics.layoutHitRate, 0)
        _ = measurer.measure("x", font: Font(size: 10))
        XCTAssertEqual(measurer.cacheStatistics.layoutMisses, 1)
    }

    func testNoHitsWhenNothingWasMeasured() {
        let stats = TextMeasurementCacheStatistics()
        XCTAssertEqual(stats.layoutHitRate, 0)
        XCTAssertEqual(stats.runHitRate, 0)
    }
}
