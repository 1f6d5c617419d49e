import CRaster
import Foundation

/// A picture in memory: premultiplied ARGB pixels, one `UInt32` each, row by row.
public struct RasterImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt32]

    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "one pixel per point of the picture")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Reads a PNG file's bytes.
    public init(png data: Data) throws {
        var image = epoxy_raster_image()
        var error = [CChar](repeating: 0, count: 512)
        let status = data.withUnsafeBytes { bytes in
            epoxy_raster_decode_png(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &image, &error, error.count)
        }
        guard status == 0 else { throw RasterError(buffer: error) }
        self.init(taking: &image)
    }

    /// Takes the pixels of an image the C library made (and frees them).
    init(taking image: inout epoxy_raster_image) {
        defer { epoxy_raster_image_free(&image) }
        let width = Int(image.width), height = Int(image.height), rowPixels = Int(image.stride) / 4
        var pixels = [UInt32](repeating: 0, count: width * height)
        for row in 0..<height {
            for column in 0..<width {
                pixels[row * width + column] = image.pixels[row * rowPixels + column]
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The picture as PNG bytes.
    public func png() throws -> Data {
        var copy = pixels
        return try copy.withUnsafeMutableBufferPointer { buffer in
            var image = epoxy_raster_image(width: Int32(width), height: Int32(height), stride: Int32(width * 4), pixels: buffer.baseAddress)
            var bytes = epoxy_raster_bytes()
            var error = [CChar](repeating: 0, count: 512)
            guard epoxy_raster_encode_png(&image, &bytes, &error, error.count) == 0 else { throw RasterError(buffer: error) }
            defer { epoxy_raster_free(&bytes) }
            return Data(bytes: bytes.data, count: bytes.length)
        }
    }
}
