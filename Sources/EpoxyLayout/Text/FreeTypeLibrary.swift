import CFreeType

/// Owns one FreeType library instance. Faces keep a reference to it, so it is released
/// only after the last face (FreeType requires faces to be done before their library).
final class FreeTypeLibrary {
    /// The FreeType handle.
    let handle: FT_Library

    /// Starts FreeType, or throws `TextMeasurementError.freeTypeUnavailable`.
    init() throws {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else {
            throw TextMeasurementError.freeTypeUnavailable(freeTypeError: error)
        }
        handle = library
    }

    deinit {
        FT_Done_FreeType(handle)
    }
}
