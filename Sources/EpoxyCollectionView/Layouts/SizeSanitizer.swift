import EpoxyCore

/// Turns sizes from models and measurements into usable ones: a negative, NaN or infinite
/// dimension would corrupt every frame after it, so it becomes 0 with a warning naming the culprit.
enum SizeSanitizer {
    static func sanitized(_ size: Size, of culprit: @autoclosure () -> String) -> Size {
        let width = sanitized(size.width)
        let height = sanitized(size.height)
        if width != size.width || height != size.height {
            EpoxyLogger.current.warn("Collection view: \(culprit()) has an invalid size \(size); using \(Size(width: width, height: height)) (sizes must be finite and not negative).")
        }
        return Size(width: width, height: height)
    }

    static func sanitized(_ length: Double, of culprit: @autoclosure () -> String) -> Double {
        let result = sanitized(length)
        if result != length {
            EpoxyLogger.current.warn("Collection view: \(culprit()) is invalid (\(length.pointDescription)); using \(result.pointDescription) (must be finite and not negative).")
        }
        return result
    }

    static func sanitized(_ insets: EdgeInsets, of culprit: @autoclosure () -> String) -> EdgeInsets {
        let result = EdgeInsets(top: sanitized(insets.top), left: sanitized(insets.left), bottom: sanitized(insets.bottom), right: sanitized(insets.right))
        if result != insets {
            EpoxyLogger.current.warn("Collection view: \(culprit()) has invalid insets \(insets); using \(result) (insets must be finite and not negative).")
        }
        return result
    }

    private static func sanitized(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }
}
