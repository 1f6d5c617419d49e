/// Looks glyphs up in an OpenType Coverage table (formats 1 and 2).
enum OpenTypeCoverage {
    /// The coverage index of `glyph` in the table at `offset`, or nil when it is not covered.
    static func index(of glyph: UInt16, tableAt offset: Int, in reader: OpenTypeTableReader) -> Int? {
        guard let format = reader.uint16(at: offset), let count = reader.uint16(at: offset + 2) else { return nil }
        switch format {
        case 1:
            // Sorted glyph IDs; the index is the position.
            var low = 0
            var high = Int(count) - 1
            while low <= high {
                let middle = (low + high) / 2
                guard let value = reader.uint16(at: offset + 4 + middle * 2) else { return nil }
                if value == glyph { return middle }
                if value < glyph { low = middle + 1 } else { high = middle - 1 }
            }
            return nil
        case 2:
            // Sorted ranges (start, end, index of start).
            var low = 0
            var high = Int(count) - 1
            while low <= high {
                let middle = (low + high) / 2
                let record = offset + 4 + middle * 6
                guard let start = reader.uint16(at: record), let end = reader.uint16(at: record + 2),
                      let startIndex = reader.uint16(at: record + 4) else { return nil }
                if glyph < start {
                    high = middle - 1
                } else if glyph > end {
                    low = middle + 1
                } else {
                    return Int(startIndex) + Int(glyph - start)
                }
            }
            return nil
        default:
            return nil
        }
    }
}
