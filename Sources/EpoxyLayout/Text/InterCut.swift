/// Inter's two optical cuts. iOS switches the system font from SF Pro Text to SF Pro
/// Display at 20 pt; the measurer switches from Inter to InterDisplay at the same size.
enum InterCut: Hashable, CaseIterable {
    case text
    case display

    /// The size from which the display cut is used.
    static let displayThreshold = 20.0

    /// The cut for a font of `pointSize`.
    init(pointSize: Double) {
        self = pointSize >= InterCut.displayThreshold ? .display : .text
    }

    /// The family part of the file names.
    var familyName: String {
        switch self {
        case .text: "Inter"
        case .display: "InterDisplay"
        }
    }
}
