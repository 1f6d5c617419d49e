import CFreeType

/// One font file opened with FreeType, with its metrics in font units and a per-character
/// cache of glyph indices and advances.
///
/// Advances are read unscaled (glyphs loaded with `FT_LOAD_NO_SCALE`, i.e. at the font's
/// units per em) and scaled by size / unitsPerEm, so widths are exact at every size and
/// need no per-size face state. Pair kerning comes from the GPOS table's `kern` feature
/// (`GPOSPairKerning`; Inter keeps its kerning only there, and `FT_Get_Kerning` does not
/// read GPOS) or, for fonts without one, from the old `kern` table through `FT_Get_Kerning`.
final class FreeTypeFace {
    /// The file the face was opened from.
    let path: String
    /// Font units per em.
    let unitsPerEm: Double
    /// Whether FreeType can kern this face (it has a `kern` table).
    let hasKerning: Bool
    /// Whether the face has GPOS pair kerning, which is preferred to the `kern` table.
    var hasGPOSKerning: Bool { gposKerning != nil }

    private let library: FreeTypeLibrary
    private let face: FT_Face
    private let ascender: Double
    private let descender: Double
    private let lineGap: Double
    private let capHeight: Double
    private let xHeight: Double
    private var asciiGlyphs = [Glyph?](repeating: nil, count: 128)
    private var otherGlyphs: [UInt32: Glyph] = [:]
    private let gposKerning: GPOSPairKerning?
    private var pairAdjustments: [UInt32: Double] = [:]

    private struct Glyph {
        let index: FT_UInt
        let advance: Double
    }

    /// Opens `path`, or throws `fontFileUnreadable` naming it.
    init(path: String, library: FreeTypeLibrary) throws {
        var opened: FT_Face?
        let error = FT_New_Face(library.handle, path, 0, &opened)
        guard error == 0, let opened else {
            throw TextMeasurementError.fontFileUnreadable(path: path, freeTypeError: error)
        }
        let unitsPerEm = Double(opened.pointee.units_per_EM)
        guard unitsPerEm > 0 else {
            FT_Done_Face(opened)
            throw TextMeasurementError.fontFileUnreadable(path: path, freeTypeError: 0)
        }
        self.path = path
        self.library = library
        self.face = opened
        self.unitsPerEm = unitsPerEm
        self.hasKerning = opened.pointee.face_flags & FreeTypeFace.kerningFlag != 0
        self.gposKerning = FreeTypeFace.loadTable(FreeTypeFace.gposTag, from: opened).flatMap(GPOSPairKerning.init(bytes:))

        // Vertical metrics from `hhea`, which CoreText uses for line heights on iOS; for
        // Inter 4 they equal the OS/2 typographic ones (line gap 0), giving 1.21 em lines.
        if let table = FT_Get_Sfnt_Table(opened, FT_SFNT_HHEA) {
            let hhea = table.assumingMemoryBound(to: TT_HoriHeader.self).pointee
            ascender = Double(hhea.Ascender)
            descender = Double(hhea.Descender)
            lineGap = Double(hhea.Line_Gap)
        } else {
            ascender = Double(opened.pointee.ascender)
            descender = Double(opened.pointee.descender)
            lineGap = max(0, Double(opened.pointee.height) - ascender + descender)
        }
        if let table = FT_Get_Sfnt_Table(opened, FT_SFNT_OS2),
           table.assumingMemoryBound(to: TT_OS2.self).pointee.version >= 2 {
            let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee
            capHeight = Double(os2.sCapHeight)
            xHeight = Double(os2.sxHeight)
        } else {
            capHeight = 0.7 * unitsPerEm
            xHeight = 0.5 * unitsPerEm
        }
    }

    deinit {
        FT_Done_Face(face)
    }

    /// The face's vertical metrics at `size` points.
    func metrics(atSize size: Double) -> FontMetrics {
        let scale = size / unitsPerEm
        return FontMetrics(
            ascender: ascender * scale,
            descender: descender * scale,
            leading: lineGap * scale,
            capHeight: capHeight * scale,
            xHeight: xHeight * scale
        )
    }

    /// The advance width of `run` at `size` points: glyph advances plus pair kerning.
    func width(of run: Substring, size: Double) -> Double {
        var units = 0.0
        var previous: FT_UInt?
        for scalar in run.unicodeScalars {
            let glyph = self.glyph(for: scalar)
            units += glyph.advance
            if let previous, gposKerning != nil || hasKerning {
                units += pairAdjustment(previous, glyph.index)
            }
            previous = glyph.index
        }
        return units * size / unitsPerEm
    }

    /// The kerning between two characters set side by side at `size` points.
    func kerning(between left: Unicode.Scalar, and right: Unicode.Scalar, size: Double) -> Double {
        guard gposKerning != nil || hasKerning else { return 0 }
        return pairAdjustment(glyph(for: left).index, glyph(for: right).index) * size / unitsPerEm
    }

    private func glyph(for scalar: Unicode.Scalar) -> Glyph {
        let value = scalar.value
        if value < 128, let cached = asciiGlyphs[Int(value)] {
            return cached
        }
        if value >= 128, let cached = otherGlyphs[value] {
            return cached
        }
        let glyph: Glyph
        if value == 0x09 {
            // Inter has no tab glyph; a tab advances like a space (tab stops are not modelled).
            glyph = self.glyph(for: " ")
        } else if value < 0x20 || value == 0x7F {
            // Other control characters are invisible, as in UIKit.
            glyph = Glyph(index: 0, advance: 0)
        } else {
            // A character the font lacks maps to glyph 0, .notdef, and takes its advance.
            let index = FT_Get_Char_Index(face, FT_ULong(value))
            glyph = Glyph(index: index, advance: unscaledAdvance(of: index))
        }
        if value < 128 {
            asciiGlyphs[Int(value)] = glyph
        } else {
            otherGlyphs[value] = glyph
        }
        return glyph
    }

    private func unscaledAdvance(of index: FT_UInt) -> Double {
        let flags = FreeTypeFace.loadFlags
        guard FT_Load_Glyph(face, index, flags) == 0, let slot = face.pointee.glyph else { return 0 }
        return Double(slot.pointee.metrics.horiAdvance)
    }

    /// The kerning between two adjacent glyphs in font units, cached per pair.
    private func pairAdjustment(_ left: FT_UInt, _ right: FT_UInt) -> Double {
        guard left <= UInt16.max, right <= UInt16.max else { return 0 }
        let key = UInt32(left) << 16 | UInt32(right)
        if let cached = pairAdjustments[key] { return cached }
        let adjustment: Double
        if let gposKerning {
            adjustment = Double(gposKerning.adjustment(UInt16(left), UInt16(right)))
        } else {
            var vector = FT_Vector()
            let error = FT_Get_Kerning(face, left, right, FT_UInt(FT_KERNING_UNSCALED.rawValue), &vector)
            adjustment = error == 0 ? Double(vector.x) : 0
        }
        pairAdjustments[key] = adjustment
        return adjustment
    }

    /// The bytes of the SFNT table `tag`, or nil when the font has none.
    private static func loadTable(_ tag: FT_ULong, from face: FT_Face) -> [UInt8]? {
        var length: FT_ULong = 0
        guard FT_Load_Sfnt_Table(face, tag, 0, nil, &length) == 0, length > 0, length < 64 << 20 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        let error = bytes.withUnsafeMutableBufferPointer { buffer in
            FT_Load_Sfnt_Table(face, tag, 0, buffer.baseAddress, &length)
        }
        return error == 0 ? bytes : nil
    }

    // FT_MAKE_TAG("G", "P", "O", "S").
    private static let gposTag: FT_ULong = 0x4750_4F53

    private static let loadFlags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
    private static let kerningFlag = FT_Long(FT_FACE_FLAG_KERNING)
}
