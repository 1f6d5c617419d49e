/// Looks glyphs up in an OpenType ClassDef table (formats 1 and 2); unlisted glyphs are class 0.
enum OpenTypeClassDefinition {
    /// The class of `glyph` in the table at `offset`.
    static func classOf(_ glyph: UInt16, tableAt offset: Int, in reader: OpenTypeTableReader) -> Int {
        guard let format = reader.uint16(at: offset) else { return 0 }
        switch format {
        case 1:
            guard let startGlyph = reader.uint16(at: offset + 2), let count = reader.uint16(at: offset + 4),
                  glyph >= startGlyph, Int(glyph - startGlyph) < Int(count) else { return 0 }
            return Int(reader.uint16(at: offset + 6 + Int(glyph - startGlyph) * 2) ?? 0)
        case 2:
            guard let count = reader.uint16(at: offset + 2) else { return 0 }
            var low = 0
            var high = Int(count) - 1
            while low <= high {
                let middle = (low + high) / 2
                let record = offset + 4 + middle * 6
                guard let start = reader.uint16(at: record), let end = reader.uint16(at: record + 2) else { return 0 }
                if glyph < start {
                    high = middle - 1
                } else if glyph > end {
                    low = middle + 1
                } else {
                    return Int(reader.uint16(at: record + 4) ?? 0)
                }
            }
            return 0
        default:
            return 0
        }
    }
}
