import EpoxyCore
import EpoxyLayout

/// An on/off switch (UISwitch's counterpart).
///
/// - **Content** (``Switch/Content``): `isOn`.
/// - **Style** (``Switch/Style``): on tint and thumb colors.
/// - **Behaviors** (``Switch/Behaviors``): `didToggle`.
///
/// Its size is UISwitch's 51×31, held with required hugging and compression resistance
/// (UISwitch ignores the size it is given). ``simulateTap()`` flips it.
public final class Switch: View, EpoxyableView, ComponentDescribing {
    /// UISwitch's size.
    public static let size = Size(width: 51, height: 31)

    /// The style the switch was made with.
    public let style: Style
    /// Whether the switch is on (set by content or by a tap).
    public private(set) var isOn = false
    /// Whether taps are accepted.
    public var isEnabled = true
    /// Observers of `isOn` as taps change it (not as content sets it): bindings watch these.
    public let isOnChanges = ChangeObservers<Bool>()

    private var behaviors: Behaviors?

    /// Creates a switch that is off.
    public init(style: Style) {
        self.style = style
        super.init()
        for axis in LayoutAxis.allCases {
            setContentHuggingPriority(.required, for: axis)
            setContentCompressionResistancePriority(.required, for: axis)
        }
    }

    /// Shows `content`.
    public func setContent(_ content: Content, animated: Bool) {
        isOn = content.isOn
    }

    /// Installs the callback (nil removes it).
    public func setBehaviors(_ behaviors: Behaviors?) {
        self.behaviors = behaviors
    }

    /// Flips the switch when enabled and reports the new state. Returns whether it flipped.
    @discardableResult
    public func simulateTap() -> Bool {
        guard isEnabled else { return false }
        isOn.toggle()
        behaviors?.didToggle?(isOn)
        isOnChanges.notify(old: !isOn, new: isOn)
        return true
    }

    /// 51×31.
    public override var intrinsicContentSize: Size { Switch.size }

    // MARK: ComponentDescribing

    /// The name scripts and snapshots use for this component.
    public var componentName: String { "Switch" }

    /// A one-line summary of the content, for snapshots.
    public var contentSummary: String { isOn ? "on" : "off" }

    /// The visual attributes snapshots print.
    public var attributes: [String: String] {
        [
            "onTintColor": style.onTintColor.description,
            "thumbTintColor": style.thumbTintColor.description,
            "isEnabled": String(isEnabled),
        ]
    }
}
