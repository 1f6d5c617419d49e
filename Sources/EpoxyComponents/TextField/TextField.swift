import EpoxyCore
import EpoxyLayout

/// A one-line editable text (UITextField's counterpart).
///
/// - **Content** (``TextField/Content``): text and placeholder.
/// - **Style** (``TextField/Style``): font, text and placeholder colors, insets, border.
/// - **Behaviors** (``TextField/Behaviors``): `didChangeText`, `didEndEditing`.
///
/// The intrinsic height is the font's line height (rounded up to pixels) plus the vertical
/// insets; there is no intrinsic width, so a field takes the width its constraints give it.
/// ``simulateTyping(_:)`` and ``simulateEndEditing()`` stand in for the keyboard.
public final class TextField: View, EpoxyableView, TraitObserving, ComponentDescribing {
    /// The style the field was made with.
    public let style: Style
    /// The text and placeholder; typing updates the text.
    public private(set) var content = Content()
    /// Whether the field is being edited (from the first typing until editing ends).
    public private(set) var isEditing = false
    /// Observers of the text as typing changes it (not as content sets it): bindings watch these.
    public let textChanges = ChangeObservers<String>()

    private var behaviors: Behaviors?
    private let measurerSource = TextMeasurerSource()

    /// Creates an empty field.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// Shows `content` (the size does not depend on it).
    public func setContent(_ content: Content, animated: Bool) {
        self.content = content
    }

    /// Installs the callbacks (nil removes them).
    public func setBehaviors(_ behaviors: Behaviors?) {
        self.behaviors = behaviors
    }

    /// Types `text` at the end of the current text, as a keyboard would, and reports the
    /// new text through `didChangeText`. Typing nothing changes nothing.
    public func simulateTyping(_ text: String) {
        isEditing = true
        guard !text.isEmpty else { return }
        let old = content.text
        content = Content(text: old + text, placeholder: content.placeholder)
        behaviors?.didChangeText?(content.text)
        textChanges.notify(old: old, new: content.text)
    }

    /// Ends editing and reports the text through `didEndEditing` (if editing).
    public func simulateEndEditing() {
        guard isEditing else { return }
        isEditing = false
        behaviors?.didEndEditing?(content.text)
    }

    /// The font at the current content size category.
    public var font: Font { style.font.resolved(for: traits.contentSizeCategory) }

    /// No intrinsic width; the line height plus the vertical insets.
    public override var intrinsicContentSize: Size {
        let lineHeight = measurerSource.measurer(for: self).metrics(for: font).lineHeight
        let insets = style.contentInsets
        return Size(
            width: View.noIntrinsicMetric,
            height: insets.top + Sanitizing.ceilToPixels(lineHeight, scale: traits.displayScale) + insets.bottom
        )
    }

    /// The baseline: the top inset plus the font's ascender.
    public override var firstBaselineOffsetFromTop: Double? {
        style.contentInsets.top + measurerSource.measurer(for: self).metrics(for: font).ascender
    }

    /// Re-measures at the new content size category.
    public func traitsDidChange() {
        invalidateIntrinsicContentSize()
    }

    // MARK: ComponentDescribing

    /// The name scripts and snapshots use for this component.
    public var componentName: String { "TextField" }

    /// A one-line summary of the content, for snapshots.
    public var contentSummary: String {
        content.text.isEmpty ? "placeholder: \(quotedSummary(content.placeholder))" : quotedSummary(content.text)
    }

    /// The visual attributes snapshots print.
    public var attributes: [String: String] {
        [
            "font": font.description,
            "textColor": (content.text.isEmpty ? style.placeholderColor : style.textColor).description,
            "borderStyle": style.borderStyle.description,
            "borderColor": style.borderColor.description,
            "isEditing": String(isEditing),
        ]
    }

    /// The text (or the placeholder when empty) on one line inside the insets, clipped to
    /// the field's width and centered vertically.
    public var displayedLines: [DisplayedTextLine] {
        let shown = content.text.isEmpty ? content.placeholder : content.text
        let insets = style.contentInsets
        let width = max(0, frame.width - insets.leading - insets.trailing)
        let layout = measurerSource.measurer(for: self).measure(
            shown, font: font, width: width > 0 ? width : nil, numberOfLines: 1, lineBreakMode: .byClipping
        )
        guard let line = layout.lines.first else { return [] }
        let height = frame.height > 0 ? frame.height : intrinsicContentSize.height
        let top = insets.top + max(0, (height - insets.top - insets.bottom - layout.size.height) / 2)
        let x = layoutDirection == .rightToLeft ? max(insets.leading, frame.width - insets.trailing - line.width) : insets.leading
        return [DisplayedTextLine(text: line.text, x: x, baseline: top + line.baseline, width: line.width)]
    }
}
