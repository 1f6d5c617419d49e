/// The static Inter file for one cut and weight, e.g. `InterDisplay-SemiBold.otf`.
struct InterFontFile: Hashable {
    let cut: InterCut
    let weight: FontWeight

    /// The file's name inside the font directory.
    var fileName: String {
        "\(cut.familyName)-\(styleName).otf"
    }

    /// Inter's name for the weight (UIKit's ultraLight is Inter's Thin, and so on).
    private var styleName: String {
        switch weight {
        case .ultraLight: "Thin"
        case .thin: "ExtraLight"
        case .light: "Light"
        case .regular: "Regular"
        case .medium: "Medium"
        case .semibold: "SemiBold"
        case .bold: "Bold"
        case .heavy: "ExtraBold"
        case .black: "Black"
        }
    }

    /// Every file the measurer loads: both cuts in all nine weights.
    static let all: [InterFontFile] = InterCut.allCases.flatMap { cut in
        FontWeight.allCases.map { InterFontFile(cut: cut, weight: $0) }
    }
}
