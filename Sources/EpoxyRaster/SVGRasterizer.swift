import Budget
import CRaster
import EpoxyCore

/// Renders an SVG (the one `SVGWriter` writes for a screen) to pixels with librsvg: real glyphs
/// of the installed fonts (Inter), anti-aliased shapes, at `scale` pixels per point.
public enum SVGRasterizer {
    /// The pixels per point of pictures unless asked otherwise (a Retina iPhone's 2x).
    public static let defaultScale = 2.0

    /// The scales a picture may be drawn at, as messages write them: above 0, at most 8 (a
    /// larger one only makes a picture too large to draw).
    public static let scaleRange = "(0, 8]"

    /// Whether `scale` is in ``scaleRange``.
    public static func isValidScale(_ scale: Double) -> Bool {
        scale.isFinite && scale > 0 && scale <= 8
    }

    /// `svg` drawn onto a canvas of `size` points at `scale`.
    public static func image(svg: String, size: Size, scale: Double = defaultScale) throws -> RasterImage {
        guard isValidScale(scale) else { throw RasterError("the scale must be a number in \(scaleRange), got \(scale)") }
        // The canvas and the copy taken of it are held together: checked before either exists,
        // since one allocation can pass the run's memory limit long before a heap sample sees it.
        let pixels = (size.width * scale).rounded() * (size.height * scale).rounded()
        if pixels.isFinite, WorkBudget.wouldExceedMemory(holding: Int(min(pixels * 4 * 2, Double(Int.max / 2)))) {
            try WorkBudget.checkpoint()
        }
        var image = epoxy_raster_image()
        var error = [CChar](repeating: 0, count: 512)
        let utf8 = Array(svg.utf8)
        let status = utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { characters in
                epoxy_raster_render_svg(characters.baseAddress, characters.count, size.width, size.height, scale, &image, &error, error.count)
            }
        }
        guard status == 0 else { throw RasterError(buffer: error) }
        return RasterImage(taking: &image)
    }
}
