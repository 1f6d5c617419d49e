/// A line as the line breaker produced it: a slice of the text, before it becomes a `TextLine`.
struct BrokenLine {
    /// The visible characters (without the spaces the line broke after).
    var text: Substring
    /// The width of `text` plus `suffix`, in points.
    var width: Double
    /// Whether text was cut off at the end of this line.
    var isTruncated = false
    /// Characters drawn after `text`: "…" when truncated at the tail, else empty.
    var suffix = ""
}
