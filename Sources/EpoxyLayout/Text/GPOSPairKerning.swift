/// Pair kerning from a font's GPOS table: the pair-adjustment lookups (type 2, also inside
/// type 9 extensions) of its `kern` feature, formats 1 (glyph pairs) and 2 (class pairs),
/// as a shaper applies them between two adjacent glyphs.
///
/// FreeType's `FT_Get_Kerning` reads only the old `kern` table, which Inter does not have;
/// CoreText applies GPOS kerning by default, so without this Inter text would measure wider
/// than UILabel's. Only the first glyph's horizontal advance adjustment is used; contextual
/// kerning and mark skipping are not modelled.
struct GPOSPairKerning {
    private let reader: OpenTypeTableReader
    /// Each `kern` lookup's subtable offsets, in lookup order.
    private let lookups: [[Int]]

    /// Parses `bytes` (a GPOS table); nil when it has no usable pair kerning.
    init?(bytes: [UInt8]) {
        let reader = OpenTypeTableReader(bytes: bytes)
        guard let featureList = reader.offset16(from: 0, at: 6),
              let lookupList = reader.offset16(from: 0, at: 8),
              let featureCount = reader.uint16(at: featureList),
              let lookupCount = reader.uint16(at: lookupList) else { return nil }

        var lookupIndices = Set<Int>()
        for feature in 0..<Int(featureCount) {
            let record = featureList + 2 + feature * 6
            guard reader.tag(at: record) == "kern",
                  let table = reader.offset16(from: featureList, at: record + 4),
                  let count = reader.uint16(at: table + 2) else { continue }
            for index in 0..<Int(count) {
                if let lookup = reader.uint16(at: table + 4 + index * 2), lookup < lookupCount {
                    lookupIndices.insert(Int(lookup))
                }
            }
        }

        var lookups: [[Int]] = []
        for index in lookupIndices.sorted() {
            guard let lookup = reader.offset16(from: lookupList, at: lookupList + 2 + index * 2),
                  let type = reader.uint16(at: lookup),
                  let subtableCount = reader.uint16(at: lookup + 4) else { continue }
            var subtables: [Int] = []
            for subtable in 0..<Int(subtableCount) {
                guard var offset = reader.offset16(from: lookup, at: lookup + 6 + subtable * 2) else { continue }
                var subtableType = type
                if type == 9 {
                    guard let extensionType = reader.uint16(at: offset + 2),
                          let extensionOffset = reader.uint32(at: offset + 4) else { continue }
                    subtableType = extensionType
                    offset += Int(extensionOffset)
                }
                if subtableType == 2 { subtables.append(offset) }
            }
            if !subtables.isEmpty { lookups.append(subtables) }
        }
        guard !lookups.isEmpty else { return nil }
        self.reader = reader
        self.lookups = lookups
    }

    /// The advance adjustment in font units between `left` and the glyph after it, `right`.
    func adjustment(_ left: UInt16, _ right: UInt16) -> Int {
        var total = 0
        for subtables in lookups {
            // Within a lookup the first subtable that applies wins.
            for subtable in subtables {
                if let value = adjustment(left, right, subtable: subtable) {
                    total += value
                    break
                }
            }
        }
        return total
    }

    private func adjustment(_ left: UInt16, _ right: UInt16, subtable: Int) -> Int? {
        guard let format = reader.uint16(at: subtable),
              let coverage = reader.offset16(from: subtable, at: subtable + 2),
              let coverageIndex = OpenTypeCoverage.index(of: left, tableAt: coverage, in: reader),
              let firstFormat = reader.uint16(at: subtable + 4),
              let secondFormat = reader.uint16(at: subtable + 6) else { return nil }
        let recordSize = Self.valueRecordSize(firstFormat) + Self.valueRecordSize(secondFormat)
        switch format {
        case 1:
            guard let pairSet = reader.offset16(from: subtable, at: subtable + 10 + coverageIndex * 2),
                  let pairCount = reader.uint16(at: pairSet) else { return nil }
            let pairRecordSize = 2 + recordSize
            var low = 0
            var high = Int(pairCount) - 1
            while low <= high {
                let middle = (low + high) / 2
                let record = pairSet + 2 + middle * pairRecordSize
                guard let second = reader.uint16(at: record) else { return nil }
                if second == right { return xAdvance(at: record + 2, format: firstFormat) }
                if second < right { low = middle + 1 } else { high = middle - 1 }
            }
            return nil
        case 2:
            guard let classDefinition1 = reader.offset16(from: subtable, at: subtable + 8),
                  let classDefinition2 = reader.offset16(from: subtable, at: subtable + 10),
                  let class1Count = reader.uint16(at: subtable + 12),
                  let class2Count = reader.uint16(at: subtable + 14) else { return nil }
            let class1 = OpenTypeClassDefinition.classOf(left, tableAt: classDefinition1, in: reader)
            let class2 = OpenTypeClassDefinition.classOf(right, tableAt: classDefinition2, in: reader)
            guard class1 < Int(class1Count), class2 < Int(class2Count) else { return nil }
            let record = subtable + 16 + (class1 * Int(class2Count) + class2) * recordSize
            return xAdvance(at: record, format: firstFormat)
        default:
            return nil
        }
    }

    // A ValueRecord holds one 16-bit field per bit set in its format; XAdvance is bit 2.
    private func xAdvance(at record: Int, format: UInt16) -> Int {
        guard format & 0x0004 != 0 else { return 0 }
        let fieldsBefore = (format & 0x0003).nonzeroBitCount
        return Int(reader.int16(at: record + fieldsBefore * 2) ?? 0)
    }

    private static func valueRecordSize(_ format: UInt16) -> Int {
        Int((format & 0x00FF).nonzeroBitCount) * 2
    }
}
