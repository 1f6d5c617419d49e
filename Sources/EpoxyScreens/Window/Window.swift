import EpoxyCore
import EpoxyLayout

/// The headless window screens are shown on: a device's size and safe area, the traits its views
/// see (Dynamic Type size, text measurer) and UIKit's root layout margins.
public final class Window: TraitRootView {
    /// The device the window simulates.
    public private(set) var device: Device

    /// Creates a window for `device` whose views measure text with `textMeasurer`.
    public init(device: Device = .standard, traits: Traits = Traits()) {
        self.device = device
        super.init(frame: Rect(origin: .zero, size: device.size), traits: traits)
        accessibilityIdentifier = "window"
        apply(device)
    }

    /// Switches to another device: size, safe area and margins change, content is laid out again.
    public func setDevice(_ device: Device) {
        self.device = device
        apply(device)
        setNeedsLayout()
    }

    /// Switches the Dynamic Type size; labels re-measure and groups reflow.
    public func setContentSizeCategory(_ category: ContentSizeCategory) {
        providedTraits = providedTraits.withContentSizeCategory(category)
    }

    private func apply(_ device: Device) {
        frame = Rect(origin: .zero, size: device.size)
        windowSafeAreaInsets = device.safeArea
        directionalLayoutMargins = device.systemMinimumLayoutMargins
    }
}
