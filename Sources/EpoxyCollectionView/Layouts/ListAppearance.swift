/// The look of a list layout (UICollectionLayoutListConfiguration.Appearance), as far as it
/// moves frames: where sections sit and how wide their rows are.
public enum ListAppearance: String, Hashable, Sendable, CaseIterable {
    /// Full-width rows, sections directly one after the other.
    case plain
    /// Full-width rows; each section has ``groupedSectionSpacing`` above it and the last one below it.
    case grouped
    /// As grouped, with rows (and headers and footers) inset from the safe area by the
    /// layout margins: 16 pt, 20 pt when the content is 414 pt wide or more (UIKit's
    /// readable margins on iPhones).
    case insetGrouped

    /// The space before each section, and after the last, of grouped appearances (UITableView's
    /// grouped style: the 35-pt band of an empty header and footer).
    public static let groupedSectionSpacing = 35.0

    /// The vertical space before each section (and after the last).
    var sectionSpacing: Double {
        self == .plain ? 0 : Self.groupedSectionSpacing
    }

    /// The left and right inset of rows in `environment`: the safe area, plus the margins of
    /// inset-grouped lists.
    func horizontalInsets(in environment: CollectionLayoutEnvironment) -> (left: Double, right: Double) {
        guard self == .insetGrouped else { return (0, 0) }
        let margin = environment.contentWidth >= 414 ? 20.0 : 16.0
        return (environment.safeAreaInsets.left + margin, environment.safeAreaInsets.right + margin)
    }
}
