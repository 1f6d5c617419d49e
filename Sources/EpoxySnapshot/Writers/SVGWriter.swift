import EpoxyCore

/// Writes a document as an SVG image the size of the window, for a browser.
///
/// Each node is a `<g>` carrying `data-kind`, `data-component` and, with a dataID,
/// `data-id` (plus `id` when that dataID is unique in the document). Inside it: a `<rect>` for
/// the frame with a light stroke, filled from the `backgroundColor` attribute and rounded
/// by `cornerRadius` (layout groups, which are not views, get a dashed outline and no
/// fill); a `<text>` per laid-out line at its baseline in "Inter, system-ui, sans-serif"
/// with its size, numeric weight and color; then the children. Nodes whose frame is not
/// finite or has a negative size draw no rect and record the frame in `data-frame`. The
/// children of a `carousel` are clipped to its frame (a `<clipPath>` per carousel). The
/// safe area is drawn last as translucent bands; warnings become `<desc>` elements.
///
/// In the dark appearance the background, default text, outlines and UIKit's dynamic colours
/// take their dark variants (fixed colours such as `#rrggbb` stay); the root `<svg>` then says
/// `data-appearance="dark"`.
public struct SVGWriter: Sendable {
    /// The font stack of every text element.
    public static let fontFamily = "Inter, system-ui, sans-serif"
    /// The stroke color of view outlines in the light appearance.
    public static let strokeColor = SVGAppearance.light.strokeColor
    /// The fill of the keyboard panel (UIKit's light keyboard background).
    public static let keyboardColor = "#d1d3d9"
    /// The fill of the safe area bands.
    public static let safeAreaColor = "#ff9500"

    /// The interface style the colours resolve in.
    public var appearance: SVGAppearance

    /// An SVG writer drawing in `appearance`.
    public init(appearance: SVGAppearance = .light) {
        self.appearance = appearance
    }

    /// The SVG document for `document`, ending with a line break.
    public func write(_ document: SnapshotDocument) -> String {
        let width = document.size.width.pointDescription
        let height = document.size.height.pointDescription
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let appearanceAttribute = appearance == .light ? "" : " data-appearance=\"\(appearance.rawValue)\""
        output += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\"\(appearanceAttribute)>\n"
        output += "  <rect class=\"background\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" fill=\"\(appearance.backgroundColor)\"/>\n"
        let uniqueIDs = Self.uniqueDataIDs(in: document.root)
        var clipCount = 0
        writeNode(document.root, depth: 1, uniqueIDs: uniqueIDs, clipCount: &clipCount, into: &output)
        writeSafeArea(document, into: &output)
        writeKeyboard(document, into: &output)
        for warning in document.warnings {
            output += "  <desc class=\"warning\">\(XMLEscaping.escaped(warning))</desc>\n"
        }
        output += "</svg>\n"
        return output
    }

    private func writeNode(_ node: SnapshotNode, depth: Int, uniqueIDs: Set<String>, clipCount: inout Int, into output: inout String) {
        let indent = String(repeating: "  ", count: depth)
        var groupAttributes = [("data-kind", node.kind.rawValue)]
        if !node.component.isEmpty {
            groupAttributes.append(("data-component", node.component))
        }
        if let dataID = node.dataID {
            if uniqueIDs.contains(dataID) {
                groupAttributes.insert(("id", dataID), at: 0)
            }
            groupAttributes.append(("data-id", dataID))
        }
        if let summary = node.contentSummary {
            groupAttributes.append(("data-content", summary))
        }
        if node.kind == .carousel, let offset = node.attributes["offset"] {
            // Where the carousel is scrolled to, so a page can scroll it further.
            groupAttributes.append(("data-offset", offset))
            if let direction = node.attributes["direction"] { groupAttributes.append(("data-direction", direction)) }
        }
        let drawable = Self.isDrawable(node.frame)
        if !drawable {
            groupAttributes.append(("data-frame", TextTreeWriter.frameDescription(node.frame)))
        }
        if node.attributes["isHidden"] == "true" {
            groupAttributes.append(("opacity", "0.3"))
        }
        output += indent + "<g" + Self.attributeList(groupAttributes) + ">\n"
        if drawable {
            output += indent + "  <rect" + Self.attributeList(rectAttributes(node)) + "/>\n"
        }
        if let text = node.text {
            for line in text.lines {
                guard let attributes = textAttributes(line, text: text) else { continue }
                output += indent + "  <text" + Self.attributeList(attributes) + ">"
                output += XMLEscaping.escaped(line.text) + "</text>\n"
            }
        }
        if node.kind == .carousel, drawable, !node.children.isEmpty {
            clipCount += 1
            let clipID = "carousel-clip-\(clipCount)"
            let frame = node.frame
            output += indent + "  <clipPath id=\"\(clipID)\"><rect" + Self.attributeList([
                ("x", frame.minX.pointDescription), ("y", frame.minY.pointDescription),
                ("width", frame.width.pointDescription), ("height", frame.height.pointDescription),
            ]) + "/></clipPath>\n"
            output += indent + "  <g clip-path=\"url(#\(clipID))\">\n"
            for child in node.children {
                writeNode(child, depth: depth + 2, uniqueIDs: uniqueIDs, clipCount: &clipCount, into: &output)
            }
            output += indent + "  </g>\n"
        } else {
            for child in node.children {
                writeNode(child, depth: depth + 1, uniqueIDs: uniqueIDs, clipCount: &clipCount, into: &output)
            }
        }
        output += indent + "</g>\n"
    }

    private func rectAttributes(_ node: SnapshotNode) -> [(String, String)] {
        let frame = node.frame
        var attributes = [
            ("x", frame.minX.pointDescription), ("y", frame.minY.pointDescription),
            ("width", frame.width.pointDescription), ("height", frame.height.pointDescription),
        ]
        if let radius = node.attributes["cornerRadius"].flatMap(Double.init), radius.isFinite, radius > 0 {
            attributes += [("rx", radius.pointDescription), ("ry", radius.pointDescription)]
        }
        if node.kind != .group, let paint = node.attributes["backgroundColor"].flatMap({ SVGPaint(name: $0, appearance: appearance) }) {
            attributes.append(("fill", paint.color))
            if let opacity = paint.opacity {
                attributes.append(("fill-opacity", opacity.pointDescription))
            }
        } else {
            attributes.append(("fill", "none"))
        }
        attributes += [("stroke", appearance.strokeColor), ("stroke-width", "0.5")]
        if node.kind == .group {
            attributes.append(("stroke-dasharray", "2 2"))
        }
        return attributes
    }

    /// The attributes of one line's `<text>`; nil when its position is not finite.
    private func textAttributes(_ line: SnapshotTextLine, text: SnapshotText) -> [(String, String)]? {
        guard line.origin.x.isFinite, line.baseline.isFinite else { return nil }
        let width = line.width.isFinite ? line.width : 0
        var x = line.origin.x
        var anchor: String?
        switch text.alignment {
        case .center:
            x += width / 2
            anchor = "middle"
        case .right:
            x += width
            anchor = "end"
        case .natural, .left, .justified:
            break
        }
        var attributes = [
            ("x", x.pointDescription), ("y", line.baseline.pointDescription),
            ("font-family", Self.fontFamily), ("font-size", text.fontSize.pointDescription),
            ("font-weight", String(SVGFontWeight.numeric(text.weight))),
        ]
        let paint = text.color.flatMap { SVGPaint(name: $0, appearance: appearance) }
        attributes.append(("fill", paint?.color ?? appearance.defaultTextColor))
        if let opacity = paint?.opacity {
            attributes.append(("fill-opacity", opacity.pointDescription))
        }
        if let anchor {
            attributes.append(("text-anchor", anchor))
        }
        attributes.append(("xml:space", "preserve"))
        return attributes
    }

    private func writeSafeArea(_ document: SnapshotDocument, into output: inout String) {
        let size = document.size
        let inset = document.safeArea
        let bands: [(String, Rect)] = [
            ("top", Rect(x: 0, y: 0, width: size.width, height: inset.top)),
            ("bottom", Rect(x: 0, y: size.height - inset.bottom, width: size.width, height: inset.bottom)),
            ("left", Rect(x: 0, y: inset.top, width: inset.left, height: size.height - inset.top - inset.bottom)),
            ("right", Rect(x: size.width - inset.right, y: inset.top, width: inset.right, height: size.height - inset.top - inset.bottom)),
        ].filter { Self.isDrawable($0.1) }
        guard !bands.isEmpty else { return }
        output += "  <g class=\"safe-area\" fill=\"\(Self.safeAreaColor)\" fill-opacity=\"0.15\">\n"
        for (edge, rect) in bands {
            output += "    <rect" + Self.attributeList([
                ("class", edge), ("x", rect.minX.pointDescription), ("y", rect.minY.pointDescription),
                ("width", rect.width.pointDescription), ("height", rect.height.pointDescription),
            ]) + "/>\n"
        }
        output += "  </g>\n"
    }

    /// The keyboard as UIKit's light keyboard looks from afar: a grey panel over the bottom of
    /// the window, named so the eye (and a test) can tell it from the screen's own views.
    private func writeKeyboard(_ document: SnapshotDocument, into output: inout String) {
        guard let keyboard = document.keyboardFrame, Self.isDrawable(keyboard) else { return }
        output += "  <g class=\"keyboard\">\n"
        output += "    <rect" + Self.attributeList([
            ("x", keyboard.minX.pointDescription), ("y", keyboard.minY.pointDescription),
            ("width", keyboard.width.pointDescription), ("height", keyboard.height.pointDescription), ("fill", Self.keyboardColor),
        ]) + "/>\n"
        output += "    <text" + Self.attributeList([
            ("x", keyboard.midX.pointDescription), ("y", keyboard.midY.pointDescription), ("font-family", Self.fontFamily),
            ("font-size", "15"), ("fill", "#6d6d72"), ("text-anchor", "middle"),
        ]) + ">keyboard</text>\n"
        output += "  </g>\n"
    }

    private static func isDrawable(_ frame: Rect) -> Bool {
        [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
            && frame.width > 0 && frame.height > 0
    }

    private static func attributeList(_ attributes: [(String, String)]) -> String {
        attributes.map { " \($0.0)=\"\(XMLEscaping.escaped($0.1))\"" }.joined()
    }

    /// The dataIDs that occur exactly once, which alone may become XML `id`s.
    private static func uniqueDataIDs(in root: SnapshotNode) -> Set<String> {
        var counts: [String: Int] = [:]
        var pending = [root]
        while let node = pending.popLast() {
            if let dataID = node.dataID { counts[dataID, default: 0] += 1 }
            pending.append(contentsOf: node.children)
        }
        return Set(counts.filter { $0.value == 1 && !$0.key.isEmpty && !$0.key.contains(where: \.isWhitespace) }.keys)
    }
}
