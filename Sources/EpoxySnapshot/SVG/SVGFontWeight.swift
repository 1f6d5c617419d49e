/// The numeric CSS font weight (100…900) for a weight name as UIKit spells it.
enum SVGFontWeight {
    private static let weights: [String: Int] = [
        "ultralight": 100, "thin": 200, "extralight": 200, "light": 300, "regular": 400,
        "normal": 400, "medium": 500, "semibold": 600, "bold": 700, "heavy": 800,
        "extrabold": 800, "black": 900,
    ]

    /// The weight for `name` (case-insensitive; a number 1…1000 passes through); 400 when unknown.
    static func numeric(_ name: String) -> Int {
        if let number = Int(name), (1...1000).contains(number) { return number }
        return weights[name.lowercased()] ?? 400
    }
}
