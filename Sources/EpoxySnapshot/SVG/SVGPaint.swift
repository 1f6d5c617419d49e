/// A color name or hex value from a snapshot turned into an SVG paint: an opaque `#rrggbb`
/// plus a separate opacity, which every SVG renderer understands (unlike `#rrggbbaa`).
struct SVGPaint: Hashable, Sendable {
    /// The color as `#rrggbb`, or a CSS color keyword.
    let color: String
    /// The opacity from 0 to 1; nil when opaque.
    let opacity: Double?

    /// UIKit's named colors (light appearance) as hex values.
    private static let namedColors: [String: String] = [
        "black": "#000000", "white": "#ffffff", "red": "#ff0000", "green": "#00ff00",
        "blue": "#0000ff", "gray": "#808080", "grey": "#808080", "lightgray": "#aaaaaa",
        "darkgray": "#555555", "orange": "#ff8000", "yellow": "#ffff00", "purple": "#800080",
        "brown": "#996633", "cyan": "#00ffff", "magenta": "#ff00ff",
        "systemred": "#ff3b30", "systemorange": "#ff9500", "systemyellow": "#ffcc00",
        "systemgreen": "#34c759", "systemmint": "#00c7be", "systemteal": "#30b0c7",
        "systemcyan": "#32ade6", "systemblue": "#007aff", "systemindigo": "#5856d6",
        "systempurple": "#af52de", "systempink": "#ff2d55", "systembrown": "#a2845e",
        "systemgray": "#8e8e93", "systemgray2": "#aeaeb2", "systemgray3": "#c7c7cc",
        "systemgray4": "#d1d1d6", "systemgray5": "#e5e5ea", "systemgray6": "#f2f2f7",
        "label": "#000000", "systembackground": "#ffffff",
        "secondarysystembackground": "#f2f2f7", "tertiarysystembackground": "#ffffff",
        "systemgroupedbackground": "#f2f2f7", "tintcolor": "#007aff", "tint": "#007aff",
    ]

    /// Named colors that are translucent in UIKit: the color and its alpha.
    private static let translucentColors: [String: (String, Double)] = [
        "secondarylabel": ("#3c3c43", 0.6), "tertiarylabel": ("#3c3c43", 0.3),
        "quaternarylabel": ("#3c3c43", 0.18), "separator": ("#3c3c43", 0.29),
        "placeholdertext": ("#3c3c43", 0.3),
    ]

    /// The paint for `name`: a UIKit color name (`"systemBlue"`, `"secondaryLabel"`),
    /// `#rgb`, `#rrggbb`, `#rrggbbaa`, or a plain CSS keyword. Nil for `"clear"` and for
    /// anything else, which is then not painted rather than risking invalid SVG.
    init?(name: String) {
        let key = name.lowercased()
        if key == "clear" || key == "none" || key == "transparent" { return nil }
        if let hex = Self.namedColors[key] {
            self.init(color: hex, opacity: nil)
        } else if let translucent = Self.translucentColors[key] {
            self.init(color: translucent.0, opacity: translucent.1)
        } else if key.hasPrefix("#") {
            guard let parsed = Self.parseHex(String(key.dropFirst())) else { return nil }
            self = parsed
        } else if !key.isEmpty, key.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }) {
            self.init(color: key, opacity: nil)
        } else {
            return nil
        }
    }

    private init(color: String, opacity: Double?) {
        self.color = color
        self.opacity = opacity
    }

    private static func parseHex(_ digits: String) -> SVGPaint? {
        guard digits.unicodeScalars.allSatisfy({ $0.properties.isASCIIHexDigit }) else { return nil }
        switch digits.count {
        case 3:
            return SVGPaint(color: "#" + digits.map { "\($0)\($0)" }.joined(), opacity: nil)
        case 6:
            return SVGPaint(color: "#" + digits, opacity: nil)
        case 8:
            guard let alpha = UInt8(digits.suffix(2), radix: 16) else { return nil }
            let opacity = Double(alpha) / 255
            return SVGPaint(color: "#" + digits.prefix(6), opacity: alpha == 255 ? nil : opacity)
        default:
            return nil
        }
    }
}
