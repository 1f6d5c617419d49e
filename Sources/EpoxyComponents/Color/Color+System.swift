/// UIKit's system colors in their light appearance (iOS 17 values).
extension Color {
    /// The primary text color.
    public static let label = system("label", 0x00, 0x00, 0x00)
    /// Secondary text (60, 60, 67 at 60%).
    public static let secondaryLabel = system("secondaryLabel", 0x3C, 0x3C, 0x43, 0x99)
    /// Tertiary text (60, 60, 67 at 30%).
    public static let tertiaryLabel = system("tertiaryLabel", 0x3C, 0x3C, 0x43, 0x4D)
    /// Quaternary text (60, 60, 67 at 18%).
    public static let quaternaryLabel = system("quaternaryLabel", 0x3C, 0x3C, 0x43, 0x2E)
    /// Placeholder text in text fields (60, 60, 67 at 30%).
    public static let placeholderText = system("placeholderText", 0x3C, 0x3C, 0x43, 0x4D)
    /// Links.
    public static let link = system("link", 0x00, 0x7A, 0xFF)
    /// Thin separators (60, 60, 67 at 29%).
    public static let separator = system("separator", 0x3C, 0x3C, 0x43, 0x4A)
    /// Opaque separators.
    public static let opaqueSeparator = system("opaqueSeparator", 0xC6, 0xC6, 0xC8)
    /// The main background.
    public static let systemBackground = system("systemBackground", 0xFF, 0xFF, 0xFF)
    /// Backgrounds layered on the main background.
    public static let secondarySystemBackground = system("secondarySystemBackground", 0xF2, 0xF2, 0xF7)
    /// Backgrounds layered on secondary backgrounds.
    public static let tertiarySystemBackground = system("tertiarySystemBackground", 0xFF, 0xFF, 0xFF)
    /// The background of grouped tables.
    public static let systemGroupedBackground = system("systemGroupedBackground", 0xF2, 0xF2, 0xF7)
    /// Fills of thin shapes (120, 120, 128 at 20%).
    public static let systemFill = system("systemFill", 0x78, 0x78, 0x80, 0x33)
    /// The default tint.
    public static let systemBlue = system("systemBlue", 0x00, 0x7A, 0xFF)
    /// Destructive actions.
    public static let systemRed = system("systemRed", 0xFF, 0x3B, 0x30)
    /// Confirmations, switches that are on.
    public static let systemGreen = system("systemGreen", 0x34, 0xC7, 0x59)
    /// Orange.
    public static let systemOrange = system("systemOrange", 0xFF, 0x95, 0x00)
    /// Yellow.
    public static let systemYellow = system("systemYellow", 0xFF, 0xCC, 0x00)
    /// Pink.
    public static let systemPink = system("systemPink", 0xFF, 0x2D, 0x55)
    /// Purple.
    public static let systemPurple = system("systemPurple", 0xAF, 0x52, 0xDE)
    /// Teal.
    public static let systemTeal = system("systemTeal", 0x30, 0xB0, 0xC7)
    /// Indigo.
    public static let systemIndigo = system("systemIndigo", 0x58, 0x56, 0xD6)
    /// The base gray.
    public static let systemGray = system("systemGray", 0x8E, 0x8E, 0x93)
    /// Gray, level 2.
    public static let systemGray2 = system("systemGray2", 0xAE, 0xAE, 0xB2)
    /// Gray, level 3.
    public static let systemGray3 = system("systemGray3", 0xC7, 0xC7, 0xCC)
    /// Gray, level 4.
    public static let systemGray4 = system("systemGray4", 0xD1, 0xD1, 0xD6)
    /// Gray, level 5.
    public static let systemGray5 = system("systemGray5", 0xE5, 0xE5, 0xEA)
    /// Gray, level 6.
    public static let systemGray6 = system("systemGray6", 0xF2, 0xF2, 0xF7)
    /// Fully transparent.
    public static let clear = system("clear", 0x00, 0x00, 0x00, 0x00)
    /// Black.
    public static let black = system("black", 0x00, 0x00, 0x00)
    /// White.
    public static let white = system("white", 0xFF, 0xFF, 0xFF)
    /// 50% gray.
    public static let gray = system("gray", 0x80, 0x80, 0x80)
    /// Pure red.
    public static let red = system("red", 0xFF, 0x00, 0x00)
    /// Pure green.
    public static let green = system("green", 0x00, 0xFF, 0x00)
    /// Pure blue.
    public static let blue = system("blue", 0x00, 0x00, 0xFF)

    /// Every named color, for parsing.
    public static let allSystemColors: [Color] = [
        label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, link, separator,
        opaqueSeparator, systemBackground, secondarySystemBackground, tertiarySystemBackground,
        systemGroupedBackground, systemFill, systemBlue, systemRed, systemGreen, systemOrange,
        systemYellow, systemPink, systemPurple, systemTeal, systemIndigo, systemGray, systemGray2,
        systemGray3, systemGray4, systemGray5, systemGray6, clear, black, white, gray, red, green, blue,
    ]

    /// Named colors by lowercased name.
    static let systemColors: [String: Color] = Dictionary(
        allSystemColors.map { ($0.systemName?.lowercased() ?? $0.hexString, $0) },
        uniquingKeysWith: { first, _ in first }
    )

    private static func system(_ name: String, _ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 0xFF) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha, systemName: name)
    }
}
