/// The key of the run-width cache: a word (or run of spaces) in a font.
struct RunWidthKey: Hashable {
    let font: Font
    let run: String
}
