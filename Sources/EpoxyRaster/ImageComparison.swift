/// Compares two pictures as swift-snapshot-testing does: a pixel matches when every channel is
/// within `perceptualPrecision` of the other (1: exactly; 0.98: 2% of the channel's range), and
/// the pictures match when at least `precision` of the pixels match (1: all of them).
public struct ImageComparison: Equatable, Sendable {
    public var precision: Double
    public var perceptualPrecision: Double

    public init(precision: Double = 1, perceptualPrecision: Double = 1) {
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
    }

    /// What comparing found.
    public struct Result: Equatable, Sendable {
        /// Whether the pictures match.
        public let matches: Bool
        /// Pixels that differ by more than the perceptual precision allows.
        public let differingPixels: Int
        public let totalPixels: Int
        /// Why they do not match, in a line; empty when they do.
        public let message: String
        /// The expected picture faded, with differing pixels red; nil when the sizes differ.
        public let difference: RasterImage?
    }

    public func compare(expected: RasterImage, actual: RasterImage) -> Result {
        guard expected.width == actual.width, expected.height == actual.height else {
            return Result(matches: false, differingPixels: max(expected.pixels.count, actual.pixels.count),
                          totalPixels: max(expected.pixels.count, actual.pixels.count),
                          message: "the picture is \(actual.width)×\(actual.height) pixels, the snapshot \(expected.width)×\(expected.height)",
                          difference: nil)
        }
        let allowed = Int(((1 - perceptualPrecision) * 255).rounded(.down))
        var differing = 0
        var difference = [UInt32](repeating: 0, count: expected.pixels.count)
        for index in expected.pixels.indices {
            let a = expected.pixels[index], b = actual.pixels[index]
            if Self.maximumChannelDelta(a, b) > allowed {
                differing += 1
                difference[index] = 0xFFFF_0000
            } else {
                difference[index] = Self.faded(a)
            }
        }
        let total = expected.pixels.count
        let matchingShare = total == 0 ? 1 : Double(total - differing) / Double(total)
        let matches = matchingShare >= precision
        let message = matches ? "" : "\(differing) of \(total) pixels differ (\(Self.percent(1 - matchingShare)); at most \(Self.percent(1 - precision)) may)"
        return Result(matches: matches, differingPixels: differing, totalPixels: total, message: message,
                      difference: RasterImage(width: expected.width, height: expected.height, pixels: difference))
    }

    private static func maximumChannelDelta(_ a: UInt32, _ b: UInt32) -> Int {
        var largest = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            let delta = abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF))
            largest = max(largest, delta)
        }
        return largest
    }

    /// A pixel at a quarter of its opacity (premultiplied: every channel scaled).
    private static func faded(_ pixel: UInt32) -> UInt32 {
        var result: UInt32 = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            result |= (((pixel >> UInt32(shift)) & 0xFF) / 4) << UInt32(shift)
        }
        return result
    }

    private static func percent(_ share: Double) -> String {
        let value = (share * 10_000).rounded() / 100
        return (value == value.rounded() ? String(Int(value)) : String(value)) + "%"
    }
}
