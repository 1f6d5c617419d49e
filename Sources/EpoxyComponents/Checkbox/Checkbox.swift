import EpoxyCore
import EpoxyLayout

/// A square box that is checked or not.
///
/// - **Content** (``Checkbox/Content``): `isChecked`.
/// - **Style** (``Checkbox/Style``): tint and border colors.
/// - **Behaviors** (``Checkbox/Behaviors``): `didToggle`.
///
/// Its intrinsic size is 24×24, held with high (750) hugging and compression resistance so
/// it neither stretches nor shrinks in a row. ``simulateTap()`` toggles it.
public final class Checkbox: View, EpoxyableView, ComponentDescribing {
    /// The checkbox's side.
    public static let side: Double = 24

    /// The style the checkbox was made with.
    public let style: Style
    /// Whether the box is checked (set by content or by a tap).
    public private(set) var isChecked = false
    /// Whether taps are accepted.
    public var isEnabled = true
    /// Observers of `isChecked` as taps change it (not as content sets it): bindings watch these.
    public let isCheckedChanges = ChangeObservers<Bool>()

    private var behaviors: Behaviors?

    /// Creates an unchecked box.
    public init(style: Style) {
        self.style = style
        super.init()
        for axis in LayoutAxis.allCases {
            setContentHuggingPriority(.defaultHigh, for: axis)
        }
    }

    /// Shows `content`.
    public func setContent(_ content: Content, animated: Bool) {
        isChecked = content.isChecked
    }

    /// Installs the callback (nil removes it).
    public func setBehaviors(_ behaviors: Behaviors?) {
        self.behaviors = behaviors
    }

    /// Toggles the box when enabled and reports the new state. Returns whether it toggled.
    @discardableResult
    public func simulateTap() -> Bool {
        guard isEnabled else { return false }
        isChecked.toggle()
        behaviors?.didToggle?(isChecked)
        isCheckedChanges.notify(old: !isChecked, new: isChecked)
        return true
    }

    /// 24×24.
    public override var intrinsicContentSize: Size {
        Size(width: Checkbox.side, height: Checkbox.side)
    }

    // MARK: ComponentDescribing

    /// The name scripts and snapshots use for this component.
    public var componentName: String { "Checkbox" }

    /// A one-line summary of the content, for snapshots.
    public var contentSummary: String { isChecked ? "checked" : "unchecked" }

    /// The visual attributes snapshots print.
    public var attributes: [String: String] {
        [
            "tintColor": style.tintColor.description,
            "borderColor": style.borderColor.description,
            "isEnabled": String(isEnabled),
        ]
    }
}
