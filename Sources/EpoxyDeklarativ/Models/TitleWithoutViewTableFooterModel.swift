import EpoxyComponents
import EpoxyLayout

/// A footer that is only a title (UITableView's `titleForFooterInSection`).
public struct TitleWithoutViewTableFooterModel: TableFooterModel {
    /// The title shown.
    public let title: String

    /// Creates a title footer.
    public init(title: String) {
        self.title = title
    }

    public func makeCell() -> TextRow { TextRow(style: TitleHeaderFooterStyle.footer) }

    public func apply(to cell: TextRow, containerView: View) {
        cell.setContent(TextRow.Content(title: title), animated: false)
    }
}
