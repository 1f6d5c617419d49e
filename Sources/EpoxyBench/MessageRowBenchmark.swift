import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups

/// The MessageRow of the LayoutGroups guide (avatar; name with an unread dot, a spacer, date
/// and chevron; preview; seen text), built from EpoxyLayoutGroups and EpoxyComponents: 100
/// rows with distinct contents, each the item of a VGroup in a 393-point window with fixed
/// text metrics.
///
/// Reports the cost per row of a first layout, and the ratio of a second pass that sets the
/// same models again to the first: the groups' diff should find nothing to do. Also reports
/// what a row's own `setContent` with equal content costs (it re-diffs its inner items).
enum MessageRowBenchmark {
    private static let rowCount = 100

    private final class Window: View, TraitProviding {
        let providedTraits = Traits(textMeasurer: FixedMetricsTextMeasurer())
        init() { super.init(frame: Rect(x: 0, y: 0, width: 393, height: 852)) }
    }

    /// The row: one HGroup installed once; `setContent` hands it new items to diff.
    private final class MessageRow: View, EpoxyableView {
        struct Content: Equatable {
            let name: String
            let isUnread: Bool
            let date: String
            let preview: String
            let seenText: String
        }

        // Fill, as in the guide: the text column sets the row's height; the avatar sits at the top.
        private let group = HGroup(style: HGroup.Style(spacing: 8))

        init(style: DirectionalEdgeInsets) {
            super.init()
            directionalLayoutMargins = style
            group.install(in: self)
            group.constrainToMargins()
        }

        func setContent(_ content: Content, animated: Bool) {
            group.setItems(items(for: content), animated: animated)
        }

        private func items(for content: Content) -> [any GroupItemModeling] {
            let avatar = ImageView.groupItem(
                dataID: "avatar", content: .name("person.crop.circle"),
                style: ImageView.Style(size: ComponentSize(width: 48, height: 48), tintColor: .black, cornerRadius: 24))
                .contentHuggingPriority(.required, for: .horizontal)
                .verticalAlignment(.top)
            var nameItems: [any GroupItemModeling] = [
                Label.groupItem(dataID: "name", content: .text(content.name), style: Label.Style.textStyle(.title3)),
            ]
            if content.isUnread {
                nameItems.append(ColorView.groupItem(
                    dataID: "unread", style: ColorView.Style(width: 8, height: 8, color: .systemBlue, cornerRadius: 4)))
            }
            let centered = HGroup.Style(alignment: .center, spacing: 8, reflowsForAccessibilityTypeSizes: false)
            let topLine = HGroupItem(dataID: "topContainer", style: HGroup.Style(alignment: .center, spacing: 8), groupItems: [
                HGroupItem(dataID: "nameGroup", style: centered, groupItems: nameItems),
                SpacerItem(dataID: "topSpacer"),
                HGroupItem(dataID: "disclosureGroup", style: centered, groupItems: [
                    Label.groupItem(dataID: "date", content: .text(content.date), style: Label.Style.textStyle(.subheadline))
                        .contentCompressionResistancePriority(.required, for: .horizontal),
                    ImageView.groupItem(
                        dataID: "disclosure", content: .name("chevron.right"),
                        style: ImageView.Style(size: ComponentSize(width: 12, height: 16), tintColor: .black, contentMode: .center))
                        .contentCompressionResistancePriority(.required, for: .horizontal),
                ]),
            ])
            return [
                avatar,
                VGroupItem(dataID: "contentGroup", style: VGroup.Style(spacing: 8), groupItems: [
                    topLine,
                    Label.groupItem(dataID: "message", content: .text(content.preview), style: Label.Style.textStyle(.body).numberOfLines(2)),
                    Label.groupItem(dataID: "seen", content: .text(content.seenText),
                                    style: Label.Style.textStyle(.footnote).color(.secondaryLabel)),
                ]),
            ]
        }
    }

    static func run(_ report: inout BenchmarkReport) {
        report.section("message row: \(rowCount) distinct contents")
        let contents = (0..<rowCount).map(content(index:))

        var fresh = (0..<3).map { _ in makeRows() }
        let first = BenchmarkReport.measure(repetitions: fresh.count) {
            guard let rows = fresh.popLast() else { return }
            show(contents, in: rows)
        }

        let rows = makeRows()
        show(contents, in: rows)
        let heights = rowHeights(rows)
        // As a screen re-renders: the same models again, which the group's diff finds equal.
        let second = BenchmarkReport.measure(repetitions: 5) {
            show(contents, in: rows)
        }
        // The row's own setContent with equal content rebuilds its inner items and diffs them.
        let direct = BenchmarkReport.measure(repetitions: 5) {
            for (content, (window, stack)) in zip(contents, rows) {
                (stack.constrainables.first as? MessageRow)?.setContent(content, animated: false)
                window.layoutIfNeeded()
            }
        }
        let unchanged = rowHeights(rows) == heights

        report.figure("first layout, per row", microseconds(first / Double(rowCount)))
        report.figure("first layout of \(rowCount) rows", BenchmarkReport.milliseconds(first))
        report.figure("second pass, unchanged models", BenchmarkReport.milliseconds(second))
        report.figure("row.setContent with equal content + layout, per row", microseconds(direct / Double(rowCount)))
        report.figure("row heights", "\((heights.min() ?? 0).pointDescription)…\((heights.max() ?? 0).pointDescription)"
            + (unchanged ? ", unchanged by the second pass" : ", CHANGED by the second pass"))
        report.ratio("second pass (unchanged models) / first layout", second / first, atMost: 0.1)
        report.ratio("row.setContent with equal content / first layout", direct / first)
    }

    /// Each row in its own window: a VGroup holding one MessageRow item, pulling no harder
    /// than fitting at the bottom, as a list sizing its rows does.
    private static func makeRows() -> [(window: View, stack: VGroup)] {
        (0..<rowCount).map { _ in
            let window = Window()
            let stack = VGroup()
            stack.install(in: window)
            stack.constrainToSuperview(bottomPriority: .fittingSizeLevel)
            return (window, stack)
        }
    }

    /// Sets content `index` as the item of row `index` and lays its window out.
    private static func show(_ contents: [MessageRow.Content], in rows: [(window: View, stack: VGroup)]) {
        let margins = DirectionalEdgeInsets(top: 16, leading: 24, bottom: 16, trailing: 24)
        for (content, (window, stack)) in zip(contents, rows) {
            stack.setItems([MessageRow.groupItem(dataID: "row", content: content, style: margins)], animated: false)
            window.layoutIfNeeded()
        }
    }

    private static func rowHeights(_ rows: [(window: View, stack: VGroup)]) -> [Double] {
        rows.map { ($0.stack.constrainables.first as? View)?.frame.height ?? 0 }
    }

    private static func content(index: Int) -> MessageRow.Content {
        MessageRow.Content(
            name: "Correspondent \(index)",
            isUnread: index.isMultiple(of: 3),
            date: "\(1 + index % 12):\(10 + index % 50) PM",
            preview: "Message \(index): the engine can arrange and combine its numerical quantities",
            seenText: "Seen \(index % 7 + 1) days ago")
    }

    private static func microseconds(_ seconds: Double) -> String {
        "\(String(format1: seconds * 1_000_000)) µs"
    }

}
