import EpoxySnapshot
import Foundation

/// Writes a laid-out screen as a PNG picture: the document's SVG (real text in Inter, the views'
/// colours and outlines) rendered with librsvg at `scale` pixels per point.
public enum PNGWriter {
    /// The picture of `document`.
    public static func image(_ document: SnapshotDocument, scale: Double = SVGRasterizer.defaultScale) throws -> RasterImage {
        try SVGRasterizer.image(svg: SVGWriter().write(document), size: document.size, scale: scale)
    }

    /// The PNG bytes of `document`'s picture.
    public static func write(_ document: SnapshotDocument, scale: Double = SVGRasterizer.defaultScale) throws -> Data {
        try image(document, scale: scale).png()
    }
}
