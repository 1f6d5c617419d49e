/// The output formats of `epoxy run --format` and `snapshot(format)`.
public enum SnapshotFormat: String, CaseIterable, Sendable {
    /// An indented tree, one node a line; stable for snapshot tests.
    case text
    /// One object per node with frames in window coordinates.
    case json
    /// A box-drawing wireframe scaled to the terminal width.
    case ascii
    /// Rectangles and real text at the laid-out positions, for a browser.
    case svg
}
