import EpoxyComponents
import EpoxyLayout

/// A header that is only a title (UITableView's `titleForHeaderInSection`).
public struct TitleWithoutViewTableHeaderModel: TableHeaderModel {
    /// The title shown.
    public let title: String

    /// Creates a title header.
    public init(title: String) {
        self.title = title
    }

    public func makeCell() -> TextRow { TextRow(style: TitleHeaderFooterStyle.header) }

    public func apply(to cell: TextRow, containerView: View) {
        cell.setContent(TextRow.Content(title: title), animated: false)
    }
}
