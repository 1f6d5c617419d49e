import EpoxyTestSupport
import XCTest

/// The shared generator is SplitMix64 exactly: the property tests' seeds name sequences of it.
final class SeededGeneratorTests: XCTestCase {
    func testProducesTheReferenceSplitMix64Sequence() {
        var zero = SeededGenerator(seed: 0)
        XCTAssertEqual((0..<3).map { _ in zero.next() }, [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
        var fortyTwo = SeededGenerator(seed: 42)
        XCTAssertEqual((0..<3).map { _ in fortyTwo.next() }, [0xBDD7_3226_2FEB_6E95, 0x28EF_E333_B266_F103, 0x4752_6757_130F_9F52])
    }

    func testTheSameSeedReplaysAndAnotherDiffers() {
        var first = SeededGenerator(seed: 20_161_125), second = SeededGenerator(seed: 20_161_125)
        var other = SeededGenerator(seed: 20_161_126)
        let replay = (0..<100).map { _ in Int.random(in: 0..<1_000, using: &first) }
        XCTAssertEqual(replay, (0..<100).map { _ in Int.random(in: 0..<1_000, using: &second) })
        XCTAssertNotEqual(replay, (0..<100).map { _ in Int.random(in: 0..<1_000, using: &other) })
    }
}
