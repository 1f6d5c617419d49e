/// Reads big-endian values from a font table's bytes. Every read is bounds-checked and
/// yields nil past the end, so a truncated or corrupt table degrades to "no data" instead
/// of crashing.
struct OpenTypeTableReader {
    private let bytes: [UInt8]

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The unsigned 16-bit value at `offset`.
    func uint16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    /// The signed 16-bit value at `offset`.
    func int16(at offset: Int) -> Int16? {
        uint16(at: offset).map { Int16(bitPattern: $0) }
    }

    /// The unsigned 32-bit value at `offset`.
    func uint32(at offset: Int) -> UInt32? {
        guard let high = uint16(at: offset), let low = uint16(at: offset + 2) else { return nil }
        return UInt32(high) << 16 | UInt32(low)
    }

    /// `base` plus the 16-bit offset stored at `offset`.
    func offset16(from base: Int, at offset: Int) -> Int? {
        uint16(at: offset).map { base + Int($0) }
    }

    /// The four-character tag at `offset`.
    func tag(at offset: Int) -> String? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        return String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }
}
