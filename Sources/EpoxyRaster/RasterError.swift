/// Why a picture could not be made, read or written (librsvg's or cairo's words).
public struct RasterError: Error, CustomStringConvertible, Equatable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    /// The message a C function of CRaster left in `buffer` (NUL-terminated).
    init(buffer: [CChar]) {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        self.init(String(decoding: bytes, as: UTF8.self))
    }

    public var description: String { message }
}
