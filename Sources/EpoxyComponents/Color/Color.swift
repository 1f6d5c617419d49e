import Foundation

/// A color as components describe it: 8-bit red, green, blue and alpha, optionally named
/// after the UIKit system color it stands for (`label`, `systemBlue`, …).
///
/// Parse what a script gives with ``init(name:)`` (a system color name or a hex string);
/// it returns nil for anything else, so a caller can report the bad value. `description`
/// is stable for snapshots: the system name when there is one, else `#RRGGBB`, or
/// `#RRGGBBAA` when not opaque.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0…255.
    public let red: UInt8
    /// The green component, 0…255.
    public let green: UInt8
    /// The blue component, 0…255.
    public let blue: UInt8
    /// The opacity, 0 (transparent) … 255 (opaque).
    public let alpha: UInt8
    /// The UIKit system color this is, if any (its light-appearance value is used).
    public let systemName: String?

    /// Creates a color from 8-bit components.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.init(red: red, green: green, blue: blue, alpha: alpha, systemName: nil)
    }

    /// Creates a color from components in 0…1 (rounded to 8 bits); values outside are
    /// clamped and NaN counts as 0.
    public init(normalizedRed red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(
            red: Color.byte(red), green: Color.byte(green), blue: Color.byte(blue), alpha: Color.byte(alpha)
        )
    }

    init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8, systemName: String?) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.systemName = systemName
    }

    /// Parses a system color name (`"secondaryLabel"`, case-insensitive) or a hex string
    /// (`"#RRGGBB"`, `"#RRGGBBAA"`, `"#RGB"`; the `#` is optional). Returns nil otherwise.
    public init?(name: String) {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        if let system = Color.systemColors[trimmed.lowercased()] {
            self = system
        } else if let parsed = Color(hex: trimmed) {
            self = parsed
        } else {
            return nil
        }
    }

    /// Parses `"#RRGGBB"`, `"#RRGGBBAA"` or `"#RGB"` (the `#` is optional, digits are
    /// case-insensitive). Returns nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        let expanded: String
        switch digits.count {
        case 3: expanded = digits.map { "\($0)\($0)" }.joined() + "FF"
        case 6: expanded = String(digits) + "FF"
        case 8: expanded = String(digits)
        default: return nil
        }
        guard let value = UInt32(expanded, radix: 16) else { return nil }
        self.init(
            red: UInt8((value >> 24) & 0xFF), green: UInt8((value >> 16) & 0xFF),
            blue: UInt8((value >> 8) & 0xFF), alpha: UInt8(value & 0xFF)
        )
    }

    /// The opacity in 0…1.
    public var opacity: Double { Double(alpha) / 255 }

    /// `#RRGGBB`, or `#RRGGBBAA` when the color is not opaque.
    public var hexString: String {
        let components = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + components.map { byte in
            let text = String(byte, radix: 16, uppercase: true)
            return byte < 16 ? "0" + text : text
        }.joined()
    }

    /// A stable text for snapshots and diagnostics.
    public var description: String { systemName ?? hexString }

    private static func byte(_ unit: Double) -> UInt8 {
        guard unit.isFinite else { return unit == .infinity ? 255 : 0 }
        return UInt8((min(1, max(0, unit)) * 255).rounded())
    }
}
