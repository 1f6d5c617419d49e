/// Why a text measurer could not be made.
public enum TextMeasurementError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The font directory does not exist or is not a directory.
    case fontDirectoryNotFound(path: String)
    /// A font file the measurer needs is not in the font directory.
    case fontFileMissing(path: String)
    /// A font file exists but FreeType could not open it (FreeType's error code).
    case fontFileUnreadable(path: String, freeTypeError: Int32)
    /// FreeType itself could not start (FreeType's error code).
    case freeTypeUnavailable(freeTypeError: Int32)

    public var description: String {
        switch self {
        case .fontDirectoryNotFound(let path):
            "font directory not found: \(path) (set EPOXY_FONT_PATH or install fonts-inter)"
        case .fontFileMissing(let path):
            "font file missing: \(path) (set EPOXY_FONT_PATH or install fonts-inter)"
        case .fontFileUnreadable(let path, let code):
            "font file unreadable: \(path) (FreeType error \(code))"
        case .freeTypeUnavailable(let code):
            "FreeType could not be initialized (FreeType error \(code))"
        }
    }
}
