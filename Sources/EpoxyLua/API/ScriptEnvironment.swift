import EpoxyLayout

/// What the Lua API needs beyond the state, owned by one ``ScriptHost``: the text measurer
/// (created on first use, so scripts that measure nothing never open a font file).
final class ScriptEnvironment {
    /// Where Inter's OTF files are; `nil` uses `EPOXY_FONT_PATH` or the system's folder.
    let fontDirectory: String?
    private var measurer: (any TextMeasuring)?

    init(fontDirectory: String?) {
        self.fontDirectory = fontDirectory
    }

    /// The measurer for text in this state.
    ///
    /// - Throws: ``TextMeasurementError`` naming the font file or folder that could not be read.
    func textMeasurer() throws -> any TextMeasuring {
        if let measurer { return measurer }
        let made = try TextMeasurers.makeDefault(fontDirectory: fontDirectory)
        measurer = made
        return made
    }
}
