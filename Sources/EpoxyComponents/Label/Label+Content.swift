import EpoxyLayout

extension Label {
    /// What a label shows: plain text, or attributed runs that override the style's font,
    /// weight or color piece by piece. Compared by value.
    public enum Content: Equatable, Sendable, ExpressibleByStringLiteral {
        /// Plain text in the style's font and color.
        case text(String)
        /// Runs of text, each with optional overrides.
        case attributed([TextRun])

        /// Plain text.
        public init(stringLiteral value: String) {
            self = .text(value)
        }

        /// All the characters, runs joined.
        public var string: String {
            switch self {
            case .text(let text): text
            case .attributed(let runs): runs.map(\.text).joined()
            }
        }

        /// The runs; plain text is one run without overrides.
        public var runs: [TextRun] {
            switch self {
            case .text(let text): [TextRun(text: text)]
            case .attributed(let runs): runs
            }
        }

        /// The text and the one font it is measured with (see ``Label``'s note on runs).
        func measurementInput(style: Label.Style, category: ContentSizeCategory) -> MeasurementInput {
            let base = style.resolvedFont(for: category)
            switch self {
            case .text(let text):
                // One run without overrides, in the style's font: read without building the run
                // lists, as every measurement of the label asks.
                return MeasurementInput(text: text, font: base)
            case .attributed(let runs):
                let fonts = runs.filter { !$0.text.isEmpty }.map {
                    $0.resolvedFont(base: base, category: category, scalesExplicitFont: style.adjustsFontForContentSizeCategory)
                }
                // The largest (then heaviest) font sets the line height, as it does in a line of
                // mixed fonts; with one font this is exact.
                let font = fonts.max { ($0.size, $0.weight) < ($1.size, $1.weight) } ?? base
                return MeasurementInput(text: string, font: font)
            }
        }
    }

    /// The inputs a label's size depends on: a change of anything else (a color) does not
    /// invalidate its intrinsic size.
    struct MeasurementInput: Hashable {
        let text: String
        let font: Font
    }
}
