/// The one entry point the CLI, `snapshot(format)` and `assert.snapshot` call: a document
/// in any format.
public enum SnapshotWriter {
    /// `document` written in `format` with `options`. Deterministic: the same document and
    /// options always give the same string, ending with a line break.
    public static func write(_ document: SnapshotDocument, format: SnapshotFormat, options: SnapshotOptions = .standard) -> String {
        switch format {
        case .text: TextTreeWriter(options: options).write(document)
        case .json: JSONWriter().write(document)
        case .ascii: ASCIIWireframeWriter(options: options).write(document)
        case .svg: SVGWriter().write(document)
        }
    }
}
