import EpoxyCore
import EpoxyLayout

/// A tappable title (UIButton's counterpart).
///
/// - **Content** (``Button/Content``): the title and an optional image name.
/// - **Style** (``Button/Style``): title font and colors, background, content insets,
///   corner radius.
/// - **Behaviors** (``Button/Behaviors``): `didTap`.
///
/// The intrinsic size is the one-line title plus the content insets; an image adds a
/// square as tall as the title's line and 8 points of spacing before the title (no image is
/// loaded). ``simulateTap()`` is how scripts and tests tap it.
public final class Button: View, EpoxyableView, TraitObserving, ComponentDescribing {
    /// The points between the image and the title.
    public static let imageSpacing: Double = 8

    /// The style the button was made with.
    public let style: Style
    /// The content shown.
    public private(set) var content = Content(title: "")
    /// Whether taps are accepted (a disabled button shows `disabledTitleColor`).
    public var isEnabled = true
    /// Whether the button is being pressed (true only during a simulated tap's callback).
    public private(set) var isHighlighted = false

    private var behaviors: Behaviors?
    private let measurerSource = TextMeasurerSource()

    /// Creates a button without a title.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// Shows `content`, re-measuring when it changed.
    public func setContent(_ content: Content, animated: Bool) {
        guard content != self.content else { return }
        self.content = content
        invalidateIntrinsicContentSize()
    }

    /// Installs the tap handler (nil removes it).
    public func setBehaviors(_ behaviors: Behaviors?) {
        self.behaviors = behaviors
    }

    /// Taps the button: when enabled, highlights it, calls `didTap` and un-highlights it.
    /// Returns whether the tap was delivered.
    @discardableResult
    public func simulateTap() -> Bool {
        guard isEnabled else { return false }
        isHighlighted = true
        behaviors?.didTap?()
        isHighlighted = false
        return true
    }

    /// The font the title is measured in at the current content size category.
    public var titleFont: Font { style.titleFont.resolved(for: traits.contentSizeCategory) }

    /// The one-line title plus the insets (and the image, when there is one).
    public override var intrinsicContentSize: Size {
        let title = titleLayout(width: nil)
        let insets = style.contentInsets
        let lineHeight = Sanitizing.ceilToPixels(title.lineHeight, scale: traits.displayScale)
        let imageWidth = content.imageName == nil ? 0 : lineHeight + (content.title.isEmpty ? 0 : Button.imageSpacing)
        let contentHeight = max(title.size.height, content.imageName == nil ? 0 : lineHeight)
        return Size(
            width: insets.leading + imageWidth + title.size.width + insets.trailing,
            height: insets.top + contentHeight + insets.bottom
        )
    }

    /// The first baseline: the top inset plus the title's.
    public override var firstBaselineOffsetFromTop: Double? {
        style.contentInsets.top + titleLayout(width: nil).firstBaseline
    }

    /// Re-measures at the new content size category.
    public func traitsDidChange() {
        invalidateIntrinsicContentSize()
    }

    // MARK: ComponentDescribing

    /// The name scripts and snapshots use for this component.
    public var componentName: String { "Button" }

    /// A one-line summary of the content, for snapshots.
    public var contentSummary: String {
        guard let imageName = content.imageName else { return quotedSummary(content.title) }
        return "\(quotedSummary(content.title)) image: \(imageName)"
    }

    /// The visual attributes snapshots print.
    public var attributes: [String: String] {
        [
            "font": titleFont.description,
            "titleColor": (isEnabled ? style.titleColor : style.disabledTitleColor).description,
            "backgroundColor": style.backgroundColor.description,
            "cornerRadius": style.cornerRadius.pointDescription,
            "contentInsets": style.contentInsets.description,
            "isEnabled": String(isEnabled),
        ]
    }

    /// The title's line, truncated to the space inside the insets and centered in it.
    public var displayedLines: [DisplayedTextLine] {
        let insets = style.contentInsets
        let natural = intrinsicContentSize
        let width = frame.width > 0 ? frame.width : natural.width
        let height = frame.height > 0 ? frame.height : natural.height
        let lineHeight = Sanitizing.ceilToPixels(titleLayout(width: nil).lineHeight, scale: traits.displayScale)
        let imageWidth = content.imageName == nil ? 0 : lineHeight + (content.title.isEmpty ? 0 : Button.imageSpacing)
        let available = max(0, width - insets.leading - insets.trailing - imageWidth)
        let layout = titleLayout(width: available > 0 ? available : nil)
        guard let line = layout.lines.first else { return [] }
        let contentWidth = imageWidth + line.width
        let x = insets.leading + max(0, (width - insets.leading - insets.trailing - contentWidth) / 2) + imageWidth
        let top = insets.top + max(0, (height - insets.top - insets.bottom - layout.size.height) / 2)
        return [DisplayedTextLine(text: line.text, x: x, baseline: top + line.baseline, width: line.width)]
    }

    private func titleLayout(width: Double?) -> TextLayout {
        measurerSource.measurer(for: self).measure(
            content.title, font: titleFont, width: width, numberOfLines: 1, lineBreakMode: .byTruncatingTail
        )
    }
}
