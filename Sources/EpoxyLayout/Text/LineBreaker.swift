import Budget
import EpoxyCore

/// Breaks text into lines the way TextKit does for a UILabel; shared by every measurer so
/// they differ only in glyph metrics.
///
/// Rules: paragraphs end at newlines (a final newline adds no line); lines break after
/// spaces and tabs, which hang past the line end and do not count toward its width; a word
/// wider than the line is broken between characters (grapheme clusters); every line holds
/// at least one character, even one wider than the line. When the line limit hides text,
/// the last line follows `mode` (see `LineBreakMode`).
///
/// Words and space runs are measured separately (so their widths can be cached); the
/// kerning between neighbours is added where they join on a line.
struct LineBreaker {
    /// The width available; `.infinity` when unlimited.
    let maxWidth: Double
    /// The maximum number of lines; `Int.max` when unlimited.
    let lineLimit: Int
    /// How lines break and end.
    let mode: LineBreakMode
    /// The width of a word or run of spaces; the engine caches these.
    let runWidth: (Substring) -> Double
    /// The width of a character or a one-off run; not cached.
    let glyphWidth: (Substring) -> Double
    /// The kerning between two characters set side by side.
    let kerning: (Unicode.Scalar, Unicode.Scalar) -> Double

    /// The character a truncated line ends with.
    static let ellipsis = "…"

    // Absorbs rounding in sums of advances so a run exactly as wide as the line still fits.
    private static let tolerance = 1e-9

    /// What a line holds until its layout is cached: the broken line, then the laid-out line,
    /// with room for the arrays doubling as they grow.
    private static let bytesPerLine = 2 * (MemoryLayout<BrokenLine>.stride + MemoryLayout<TextLine>.stride)
    /// How many lines are broken between two checks of what they hold against the memory limit.
    private static let memoryCheckInterval = 1024

    init(
        width: Double?,
        numberOfLines: Int,
        mode: LineBreakMode,
        runWidth: @escaping (Substring) -> Double,
        glyphWidth: @escaping (Substring) -> Double,
        kerning: @escaping (Unicode.Scalar, Unicode.Scalar) -> Double
    ) {
        self.maxWidth = width ?? .infinity
        self.lineLimit = numberOfLines > 0 ? numberOfLines : Int.max
        self.mode = mode
        self.runWidth = runWidth
        self.glyphWidth = glyphWidth
        self.kerning = kerning
    }

    /// The lines of `text`; none for an empty text.
    func lines(of text: String) -> [BrokenLine] {
        guard !text.isEmpty else { return [] }
        guard var paragraphs = Self.paragraphs(of: text) else { return [] }
        if paragraphs.count > 1, paragraphs.last?.isEmpty == true {
            paragraphs.removeLast()
        }
        var lines: [BrokenLine] = []
        for (index, paragraph) in paragraphs.enumerated() {
            let filledTheLimit = breakParagraph(paragraph, into: &lines)
            let hidesText = filledTheLimit || (lines.count >= lineLimit && index < paragraphs.count - 1)
            if hidesText, let last = lines.popLast() {
                lines.append(finishLastLine(last, in: paragraph))
                break
            }
        }
        return lines
    }

    /// `text` split at every newline (empty paragraphs kept), or nil when the budget ran out
    /// (a huge text: the split walks every character).
    private static func paragraphs(of text: String) -> [Substring]? {
        var paragraphs: [Substring] = []
        var meter = WorkMeter(interval: 4096)
        var start = text.startIndex
        var index = start
        while index < text.endIndex {
            if meter.isExceeded() { return nil }
            let next = text.index(after: index)
            // A character is a newline exactly when its first scalar is one (a newline scalar
            // starts a character of its own, or CR LF): read without making the Character.
            if isNewline(text.unicodeScalars[index]) {
                paragraphs.append(text[start..<index])
                start = next
            }
            index = next
        }
        paragraphs.append(text[start...])
        return paragraphs
    }

    /// Appends the lines of one paragraph. Returns true when it stopped at the line limit
    /// with more of the paragraph left (the last appended line then hides text).
    private func breakParagraph(_ paragraph: Substring, into lines: inout [BrokenLine]) -> Bool {
        var lineStart = paragraph.startIndex
        var contentEnd = paragraph.startIndex
        var width = 0.0
        var hangingSpaces = paragraph.startIndex..<paragraph.startIndex
        var hangingSpaceWidth = 0.0
        var lineHasSegments = false
        var cursor = paragraph.startIndex

        // Ends the current line before `nextStart`; false when that would pass the limit.
        func breakLine(before nextStart: String.Index) -> Bool {
            lines.append(BrokenLine(text: paragraph[lineStart..<contentEnd], width: width))
            if lines.count >= lineLimit { return false }
            // A huge text broken a character a line holds memory as fast as it breaks: at the
            // memory limit the budget stops and the text ends here (the result is discarded).
            if lines.count.isMultiple(of: Self.memoryCheckInterval),
               WorkBudget.wouldExceedMemory(holding: lines.count * Self.bytesPerLine) { return false }
            lineStart = nextStart
            contentEnd = nextStart
            width = 0
            hangingSpaces = nextStart..<nextStart
            hangingSpaceWidth = 0
            lineHasSegments = false
            return true
        }

        // The kerning added by setting the hanging spaces and then the text at `next` after
        // the line's content.
        func joiningKerning(before next: String.Index) -> Double {
            let scalars = paragraph.unicodeScalars
            var left: Unicode.Scalar? = contentEnd > lineStart ? scalars[scalars.index(before: contentEnd)] : nil
            var total = 0.0
            if !hangingSpaces.isEmpty {
                if let left { total += kerning(left, scalars[hangingSpaces.lowerBound]) }
                left = scalars[scalars.index(before: hangingSpaces.upperBound)]
            }
            if let left, next < paragraph.endIndex { total += kerning(left, scalars[next]) }
            return total
        }

        var meter = WorkMeter()
        while cursor < paragraph.endIndex {
            // A spent budget ends the text here, as a line limit would (the result is discarded).
            if meter.isExceeded() { return true }
            // A segment is a word (one character when wrapping by character) and the spaces after it.
            let wordStart = cursor
            if mode == .byCharWrapping {
                let next = paragraph.index(after: cursor)
                if !Self.isBreakingSpace(in: paragraph, at: cursor, endingAt: next) { cursor = next }
            } else {
                while cursor < paragraph.endIndex {
                    let next = paragraph.index(after: cursor)
                    if Self.isBreakingSpace(in: paragraph, at: cursor, endingAt: next) { break }
                    cursor = next
                }
            }
            let wordEnd = cursor
            while cursor < paragraph.endIndex {
                let next = paragraph.index(after: cursor)
                guard Self.isBreakingSpace(in: paragraph, at: cursor, endingAt: next) else { break }
                cursor = next
            }
            let word = paragraph[wordStart..<wordEnd]
            let wordWidth = word.isEmpty ? 0 : (mode == .byCharWrapping ? glyphWidth(word) : runWidth(word))
            // The word's width where it joins the line: after the hanging spaces, kerned.
            var joinedWidth = word.isEmpty ? 0 : hangingSpaceWidth + joiningKerning(before: wordStart) + wordWidth

            if lineHasSegments, width + joinedWidth > maxWidth + Self.tolerance {
                guard breakLine(before: wordStart) else { return true }
                joinedWidth = wordWidth
            }
            if !lineHasSegments, wordWidth > maxWidth + Self.tolerance {
                // The word alone is wider than the line: break it between characters.
                var characterStart = wordStart
                while characterStart < wordEnd {
                    let characterEnd = paragraph.index(after: characterStart)
                    let characterWidth = glyphWidth(paragraph[characterStart..<characterEnd])
                    let joined = characterWidth + joiningKerning(before: characterStart)
                    if contentEnd > lineStart, width + joined > maxWidth + Self.tolerance {
                        guard breakLine(before: characterStart) else { return true }
                        width = characterWidth
                    } else {
                        width += joined
                    }
                    contentEnd = characterEnd
                    characterStart = characterEnd
                    hangingSpaces = characterEnd..<characterEnd
                    hangingSpaceWidth = 0
                }
            } else if !word.isEmpty {
                width += joinedWidth
                contentEnd = wordEnd
            }
            lineHasSegments = true
            hangingSpaces = wordEnd..<cursor
            hangingSpaceWidth = wordEnd < cursor ? runWidth(paragraph[wordEnd..<cursor]) : 0
        }
        lines.append(BrokenLine(text: paragraph[lineStart..<contentEnd], width: width))
        return false
    }

    /// The last allowed line when text after it is hidden, shaped by `mode`.
    private func finishLastLine(_ line: BrokenLine, in paragraph: Substring) -> BrokenLine {
        let rest = Self.trimmingTrailingSpaces(paragraph[line.text.startIndex...])
        switch mode {
        case .byWordWrapping, .byCharWrapping:
            return BrokenLine(text: line.text, width: line.width, isTruncated: true)
        case .byClipping:
            return BrokenLine(text: rest, width: min(glyphWidth(rest), maxWidth), isTruncated: true)
        case .byTruncatingTail:
            return truncatingTail(rest)
        }
    }

    /// The longest start of `rest` that fits with "…" after it, then the "…".
    private func truncatingTail(_ rest: Substring) -> BrokenLine {
        let ellipsis = Self.ellipsis.unicodeScalars.first ?? "."
        let ellipsisWidth = runWidth(Self.ellipsis[...])
        let scalars = rest.unicodeScalars
        var fittedEnd = rest.startIndex
        var fittedWidth = 0.0
        while fittedEnd < rest.endIndex {
            let next = rest.index(after: fittedEnd)
            var widened = fittedWidth + glyphWidth(rest[fittedEnd..<next])
            if fittedEnd > rest.startIndex {
                widened += kerning(scalars[scalars.index(before: fittedEnd)], scalars[fittedEnd])
            }
            let lastScalar = scalars[scalars.index(before: next)]
            if widened + kerning(lastScalar, ellipsis) + ellipsisWidth > maxWidth + Self.tolerance { break }
            fittedWidth = widened
            fittedEnd = next
        }
        let kept = Self.trimmingTrailingSpaces(rest[..<fittedEnd])
        var width = glyphWidth(kept) + ellipsisWidth
        if let last = kept.unicodeScalars.last {
            width += kerning(last, ellipsis)
        }
        return BrokenLine(text: kept, width: width, isTruncated: true, suffix: Self.ellipsis)
    }

    /// Whether the character of `text` from `index` to `next` is a space a line may break
    /// after (spaces hang at the line end): a space, a tab or a zero-width space on its own,
    /// as `Character` equality would tell, read from the scalars (making the Character made a
    /// String for every character a measurement looks at).
    private static func isBreakingSpace(in text: Substring, at index: String.Index, endingAt next: String.Index) -> Bool {
        let scalars = text.unicodeScalars
        let first = scalars[index]
        guard first == " " || first == "\t" || first == "\u{200B}" else { return false }
        // A space that carries a combining mark is a different character.
        return scalars.index(after: index) == next
    }

    /// The scalars a newline character starts with (as `Character.isNewline`).
    private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    private static func trimmingTrailingSpaces(_ text: Substring) -> Substring {
        var end = text.endIndex
        while end > text.startIndex {
            let previous = text.index(before: end)
            guard isBreakingSpace(in: text, at: previous, endingAt: end) else { break }
            end = previous
        }
        return text[text.startIndex..<end]
    }
}
