/// Converts Lua strings (any bytes) to Swift strings and back without loss, so two different
/// Lua strings never become the same Swift string: `"\255"` and `"\254"` stay two dataIDs,
/// two table keys and two diff identities.
///
/// Valid UTF-8 decodes as itself. Each byte that is not part of valid UTF-8 becomes the scalar
/// `U+10FF00 + byte` (in Supplementary Private Use Area-B); so that the mapping stays one to
/// one, the bytes of a valid scalar in that same range (U+10FF00…U+10FFFF, which scripts
/// practically never use) are escaped byte by byte too. Encoding reverses it exactly.
public enum LuaStringCoding {
    /// The scalar standing for byte 0; byte `b` is `escapeBase + b`.
    static let escapeBase: UInt32 = 0x10FF00

    /// The Swift string for a Lua string's bytes.
    public static func decode(_ bytes: UnsafeRawBufferPointer) -> String {
        let units = bytes.bindMemory(to: UInt8.self)
        if !units.contains(where: { $0 >= 0x80 }) {
            return String(decoding: units, as: UTF8.self)
        }
        if !hasEscapeLead(units), let valid = String(validating: units, as: UTF8.self) {
            return valid
        }
        var scalars = String.UnicodeScalarView()
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = units.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if scalar.value >= escapeBase {
                    for byte in encoded { scalars.append(escape(byte)) }
                } else {
                    scalars.append(scalar)
                }
                offset += encoded.count
            case .error(let length):
                // The `length` bytes at `offset` do not decode: each stands for itself.
                for byte in units[offset..<offset + length] { scalars.append(escape(byte)) }
                offset += length
            case .emptyInput:
                return String(scalars)
            }
        }
    }

    /// Appends the Lua bytes of a Swift string made by ``decode(_:)`` (or any Swift string) to `bytes`.
    static func encode(_ string: String, into bytes: inout [UInt8]) {
        let utf8 = string.utf8
        guard hasEscapeLead(utf8) else {
            bytes.append(contentsOf: utf8)
            return
        }
        for scalar in string.unicodeScalars {
            if scalar.value >= escapeBase {
                bytes.append(UInt8(scalar.value - escapeBase))
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
    }

    /// The Lua bytes of a Swift string (see ``encode(_:into:)``).
    static func encode(_ string: String) -> [UInt8] {
        var bytes: [UInt8] = []
        encode(string, into: &bytes)
        return bytes
    }

    private static func escape(_ byte: UInt8) -> Unicode.Scalar {
        // In range by construction: escapeBase + 0xFF is U+10FFFF, the last scalar.
        Unicode.Scalar(escapeBase + UInt32(byte))!
    }

    /// Whether the bytes hold F4 8F followed by BC…BF: the UTF-8 lead of U+10FF00…U+10FFFF.
    private static func hasEscapeLead<Bytes: Collection>(_ bytes: Bytes) -> Bool where Bytes.Element == UInt8 {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in bytes {
            if previous == (0xF4, 0x8F), (0xBC...0xBF).contains(byte) { return true }
            previous = (previous.1, byte)
        }
        return false
    }
}
