/// A color name or hex value from a snapshot turned into an SVG paint: an opaque `#rrggbb`
/// plus a separate opacity, which every SVG renderer understands (unlike `#rrggbbaa`).
struct SVGPaint: Hashable, Sendable {
    /// The color as `#rrggbb`, or a CSS color keyword.
    let color: String
    /// The opacity from 0 to 1; nil when opaque.
    let opacity: Double?

    /// UIKit's named colors that are the same in light and dark appearance, as hex values.
    private static let fixedColors: [String: String] = [
        "black": "#000000", "white": "#ffffff", "red": "#ff0000", "green": "#00ff00",
        "blue": "#0000ff", "gray": "#808080", "grey": "#808080", "lightgray": "#aaaaaa",
        "darkgray": "#555555", "orange": "#ff8000", "yellow": "#ffff00", "purple": "#800080",
        "brown": "#996633", "cyan": "#00ffff", "magenta": "#ff00ff",
    ]

    /// UIKit's dynamic colors: the light variant, then the dark one (its
    /// `resolvedColor(with:)` for `.light` and `.dark`).
    private static let dynamicColors: [String: (light: String, dark: String)] = [
        "systemred": ("#ff3b30", "#ff453a"), "systemorange": ("#ff9500", "#ff9f0a"),
        "systemyellow": ("#ffcc00", "#ffd60a"), "systemgreen": ("#34c759", "#30d158"),
        "systemmint": ("#00c7be", "#63e6e2"), "systemteal": ("#30b0c7", "#40c8e0"),
        "systemcyan": ("#32ade6", "#64d2ff"), "systemblue": ("#007aff", "#0a84ff"),
        "systemindigo": ("#5856d6", "#5e5ce6"), "systempurple": ("#af52de", "#bf5af2"),
        "systempink": ("#ff2d55", "#ff375f"), "systembrown": ("#a2845e", "#ac8e68"),
        "systemgray": ("#8e8e93", "#8e8e93"), "systemgray2": ("#aeaeb2", "#636366"),
        "systemgray3": ("#c7c7cc", "#48484a"), "systemgray4": ("#d1d1d6", "#3a3a3c"),
        "systemgray5": ("#e5e5ea", "#2c2c2e"), "systemgray6": ("#f2f2f7", "#1c1c1e"),
        "label": ("#000000", "#ffffff"), "systembackground": ("#ffffff", "#000000"),
        "secondarysystembackground": ("#f2f2f7", "#1c1c1e"), "tertiarysystembackground": ("#ffffff", "#2c2c2e"),
        "systemgroupedbackground": ("#f2f2f7", "#000000"),
        "secondarysystemgroupedbackground": ("#ffffff", "#1c1c1e"),
        "tertiarysystemgroupedbackground": ("#f2f2f7", "#2c2c2e"),
        "opaqueseparator": ("#c6c6c8", "#38383a"), "link": ("#007aff", "#0984ff"),
        "tintcolor": ("#007aff", "#0a84ff"), "tint": ("#007aff", "#0a84ff"),
    ]

    /// UIKit's translucent dynamic colors: color and alpha in light, then in dark appearance.
    private static let translucentColors: [String: (light: (String, Double), dark: (String, Double))] = [
        "secondarylabel": (("#3c3c43", 0.6), ("#ebebf5", 0.6)),
        "tertiarylabel": (("#3c3c43", 0.3), ("#ebebf5", 0.3)),
        "quaternarylabel": (("#3c3c43", 0.18), ("#ebebf5", 0.18)),
        "separator": (("#3c3c43", 0.29), ("#545458", 0.6)),
        "placeholdertext": (("#3c3c43", 0.3), ("#ebebf5", 0.3)),
        "systemfill": (("#787880", 0.2), ("#787880", 0.36)),
    ]

    /// The paint for `name` in `appearance`: a UIKit color name (`"systemBlue"`,
    /// `"secondaryLabel"`), `#rgb`, `#rrggbb`, `#rrggbbaa`, or a plain CSS keyword. Nil for
    /// `"clear"` and for anything else, which is then not painted rather than risking invalid SVG.
    init?(name: String, appearance: SVGAppearance = .light) {
        let key = name.lowercased()
        if key == "clear" || key == "none" || key == "transparent" { return nil }
        if let hex = Self.fixedColors[key] {
            self.init(color: hex, opacity: nil)
        } else if let dynamic = Self.dynamicColors[key] {
            self.init(color: appearance == .light ? dynamic.light : dynamic.dark, opacity: nil)
        } else if let translucent = Self.translucentColors[key] {
            let variant = appearance == .light ? translucent.light : translucent.dark
            self.init(color: variant.0, opacity: variant.1)
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
