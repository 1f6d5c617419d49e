import EpoxyCore
import EpoxyLayout

/// A text view (UILabel's counterpart).
///
/// - **Content** (``Label/Content``): plain text or attributed runs.
/// - **Style** (``Label/Style``): font (text style or explicit), color, alignment,
///   numberOfLines (default 1), lineBreakMode (default truncating tail).
/// - **Behaviors**: none.
///
/// The intrinsic size is the measured text (the traits' measurer at the traits' content size
/// category). Labels of more than one line have a height for width: layout measures them
/// again for the width they got. Hugging is 251 on both axes and compression resistance 750,
/// as UILabel's. Attributed runs are measured as one text in their largest font: exact when
/// the runs share a font, otherwise a close over-estimate of the width.
public final class Label: View, EpoxyableView, TraitObserving, ComponentDescribing {
    /// The style the label was made with.
    public let style: Style
    /// The content shown.
    public private(set) var content: Content = .text("")

    private let measurerSource = TextMeasurerSource()
    private var measuredInput: MeasurementInput?

    /// Creates an empty label.
    public init(style: Style) {
        self.style = style
        super.init()
        setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        setContentHuggingPriority(LayoutPriority(251), for: .vertical)
    }

    /// Creates a label showing `content`.
    public convenience init(style: Style = Style(), content: Content) {
        self.init(style: style)
        setContent(content, animated: false)
    }

    /// Shows `content`; the intrinsic size is invalidated only when the measured text or
    /// font changed.
    public func setContent(_ content: Content, animated: Bool) {
        guard content != self.content else { return }
        self.content = content
        let input = currentInput
        if input != measuredInput {
            measuredInput = input
            invalidateIntrinsicContentSize()
        }
    }

    /// The font the text is measured in at the current content size category.
    public var resolvedFont: Font { currentInput.font }

    /// The text measured without a width limit (but with the line limit).
    public override var intrinsicContentSize: Size {
        measure(width: nil).size
    }

    /// The text measured for `width`; single-line labels ignore the width (they truncate
    /// when compressed, as UILabel's intrinsic size is the whole line).
    public override func intrinsicContentSize(forWidth width: Double?) -> Size {
        measure(width: hasHeightForWidth ? width : nil).size
    }

    /// True when the label may take more than one line.
    public override var hasHeightForWidth: Bool { style.numberOfLines != 1 }

    /// The first line's baseline below the top of the text.
    public override var firstBaselineOffsetFromTop: Double? {
        let layout = currentLayout
        return textTop(of: layout) + layout.firstBaseline
    }

    /// The last line's baseline above the bottom of the label.
    public override var lastBaselineOffsetFromBottom: Double? {
        let layout = currentLayout
        let height = frame.height > 0 ? frame.height : layout.size.height
        return height - (textTop(of: layout) + layout.lastBaseline)
    }

    /// Re-measures at the new content size category.
    public func traitsDidChange() {
        measuredInput = currentInput
        invalidateIntrinsicContentSize()
    }

    /// The text laid out for the label's current width (unlimited before the first layout).
    public var currentLayout: TextLayout {
        measure(width: frame.width > 0 ? frame.width : nil)
    }

    /// Lays out the text for `width` (nil: unlimited) with the style's line limit.
    public func measure(width: Double?) -> TextLayout {
        let input = currentInput
        return measurerSource.measurer(for: self).measure(
            input.text, font: input.font, width: width,
            numberOfLines: style.numberOfLines, lineBreakMode: style.lineBreakMode
        )
    }

    // MARK: ComponentDescribing

    /// The name scripts and snapshots use for this component.
    public var componentName: String { "Label" }

    /// A one-line summary of the content, for snapshots.
    public var contentSummary: String { quotedSummary(content.string) }

    /// The visual attributes snapshots print.
    public var attributes: [String: String] {
        var attributes = [
            "font": fontDescription,
            "color": style.color.description,
            "alignment": style.alignment.description,
            "numberOfLines": String(style.numberOfLines),
            "lineBreakMode": style.lineBreakMode.description,
        ]
        if case .attributed(let runs) = content {
            attributes["runs"] = String(runs.count)
        }
        return attributes
    }

    /// The lines in the label's bounds: aligned horizontally, centered vertically as
    /// UILabel draws text in a taller frame.
    public var displayedLines: [DisplayedTextLine] {
        let layout = currentLayout
        let boxWidth = frame.width > 0 ? frame.width : layout.size.width
        let top = textTop(of: layout)
        let paragraphEnds = paragraphEndFlags(of: layout)
        return layout.lines.enumerated().map { index, line in
            let x = style.alignment.lineOrigin(
                lineWidth: line.width, boxWidth: boxWidth, direction: layoutDirection,
                isLastInParagraph: paragraphEnds[index]
            )
            let width = style.alignment == .justified && !paragraphEnds[index] ? max(line.width, boxWidth) : line.width
            return DisplayedTextLine(text: line.text, x: x, baseline: top + line.baseline, width: width)
        }
    }

    // MARK: Private

    private var currentInput: MeasurementInput {
        content.measurementInput(style: style, category: traits.contentSizeCategory)
    }

    private var fontDescription: String {
        if case .textStyle(let textStyle) = style.font {
            return "\(textStyle) (\(resolvedFont))"
        }
        return resolvedFont.description
    }

    /// Where the text block starts: centered in a frame taller than the text.
    private func textTop(of layout: TextLayout) -> Double {
        guard frame.height > layout.size.height else { return 0 }
        return (frame.height - layout.size.height) / 2
    }

    /// For each line, whether it ends a paragraph (the last line, a truncated line, or a line
    /// the text broke at a newline after), so justified text leaves it natural. Walks the text
    /// from line to line, past each line's characters, looking no further than the spaces after
    /// it: splitting the whole text into paragraphs first took 2 s for a 20 MB label showing one
    /// line, and 32 MB for a million newlines.
    private func paragraphEndFlags(of layout: TextLayout) -> [Bool] {
        let text = content.string
        // Where the current paragraph goes on; nil past the last one.
        var cursor: String.Index? = text.startIndex
        return layout.lines.enumerated().map { index, line in
            if index == layout.lines.count - 1 || line.isTruncated { return true }
            guard let start = cursor else { return true }
            var position = Self.skippingSpaces(in: text, from: start)
            if text[position...].hasPrefix(line.text) { position = text.index(position, offsetBy: line.text.count) }
            let next = Self.skippingSpaces(in: text, from: position)
            if next == text.endIndex {
                cursor = nil
                return true
            }
            if text[next].isNewline {
                cursor = text.index(after: next)
                return true
            }
            cursor = position
            return false
        }
    }

    /// The first index from `start` that is not a space within the paragraph (a newline or a
    /// visible character), or the end.
    private static func skippingSpaces(in text: String, from start: String.Index) -> String.Index {
        text[start...].firstIndex { !$0.isWhitespace || $0.isNewline } ?? text.endIndex
    }
}
