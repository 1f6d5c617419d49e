import EpoxyComponents
import EpoxyCore

/// The look of title-only headers and footers: UIKit's plain-table section titles (footnote
/// text in the secondary color, 16 pt side margins, 6 pt above and below).
enum TitleHeaderFooterStyle {
    static let header = TextRow.Style(
        titleStyle: Label.Style.textStyle(.footnote).color(.secondaryLabel).numberOfLines(0),
        layoutMargins: DirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
    static let footer = header
}
