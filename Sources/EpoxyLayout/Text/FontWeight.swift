/// A font weight with UIFont.Weight's names, from the lightest to the heaviest.
///
/// Each weight maps to one static Inter file (see `InterFontFile`): ultraLight → Thin,
/// thin → ExtraLight, light → Light, regular → Regular, medium → Medium,
/// semibold → SemiBold, bold → Bold, heavy → ExtraBold, black → Black.
public enum FontWeight: String, CaseIterable, Hashable, Sendable, Comparable, CustomStringConvertible {
    case ultraLight
    case thin
    case light
    case regular
    case medium
    case semibold
    case bold
    case heavy
    case black

    /// The CSS/OpenType numeric weight (100…900) of the Inter file this weight uses.
    public var numericWeight: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    /// Parses a weight name as a Lua script or the CLI spells it: UIKit's names
    /// (`"semibold"`, `"heavy"`, case-insensitive) or Inter's style names
    /// (`"SemiBold"`, `"ExtraBold"`, `"ExtraLight"`). Returns nil for anything else.
    /// Where the two naming schemes clash, UIKit wins: `"thin"` is UIKit's thin (Inter's
    /// ExtraLight), and Inter's Thin is reached as `"ultraLight"`.
    public init?(name: String) {
        let key = name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " }
        switch key {
        case "ultralight": self = .ultraLight
        case "thin", "extralight": self = .thin
        case "light": self = .light
        case "regular", "normal": self = .regular
        case "medium": self = .medium
        case "semibold": self = .semibold
        case "bold": self = .bold
        case "heavy", "extrabold": self = .heavy
        case "black": self = .black
        default: return nil
        }
    }

    /// Parses a numeric weight: exactly 100, 200, … 900. Returns nil for anything else.
    public init?(numericWeight: Int) {
        guard let match = FontWeight.allCases.first(where: { $0.numericWeight == numericWeight }) else {
            return nil
        }
        self = match
    }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
        lhs.numericWeight < rhs.numericWeight
    }

    public var description: String { rawValue }
}
