import Foundation

/// All eighteen Inter faces (two cuts × nine weights) of one font directory, opened up
/// front so a missing or broken file is reported when the measurer is made, not mid-layout.
final class InterFontSet: GlyphMetricsSource {
    /// The directory the files were loaded from.
    let directory: String
    private let faces: [InterFontFile: FreeTypeFace]

    /// Opens every file, or throws an error naming the directory or the first bad file.
    init(directory: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw TextMeasurementError.fontDirectoryNotFound(path: directory)
        }
        let library = try FreeTypeLibrary()
        var faces: [InterFontFile: FreeTypeFace] = [:]
        for file in InterFontFile.all {
            let path = FontDirectory.path(of: file.fileName, in: directory)
            guard FileManager.default.fileExists(atPath: path) else {
                throw TextMeasurementError.fontFileMissing(path: path)
            }
            faces[file] = try FreeTypeFace(path: path, library: library)
        }
        self.directory = directory
        self.faces = faces
    }

    /// The face that draws `font`.
    func face(for font: Font) -> FreeTypeFace? {
        faces[InterFontFile(cut: InterCut(pointSize: font.measurableSize), weight: font.weight)]
    }

    func metrics(for font: Font) -> FontMetrics {
        face(for: font)?.metrics(atSize: font.measurableSize) ?? .zero
    }

    func width(of run: Substring, font: Font) -> Double {
        face(for: font)?.width(of: run, size: font.measurableSize) ?? 0
    }

    func kerning(between left: Unicode.Scalar, and right: Unicode.Scalar, font: Font) -> Double {
        face(for: font)?.kerning(between: left, and: right, size: font.measurableSize) ?? 0
    }
}
