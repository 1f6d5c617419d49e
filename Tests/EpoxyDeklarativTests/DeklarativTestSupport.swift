import EpoxyCollectionView
import EpoxyComponents
import EpoxyCore
@testable import EpoxyDeklarativ
import EpoxyLayout
import Foundation
import XCTest

/// A root with fixed text metrics, as a window provides traits.
final class DeklarativTestWindow: View, TraitProviding {
    var providedTraits: Traits

    init(width: Double = 375, height: Double = 667) {
        providedTraits = Traits(textMeasurer: FixedMetricsTextMeasurer())
        super.init(frame: Rect(x: 0, y: 0, width: width, height: height))
        warningHandler = { _ in }
    }
}

/// The document's `SimpleCellVM`: a title row, selectable, with an optional fixed height.
struct SimpleCellVM: SelectableCellModel {
    let titleText: String
    var selectCommand = Command {}
    var fixedHeight: Double?

    func makeCell() -> TextRow { TextRow(style: TextRow.Style()) }

    func apply(to cell: TextRow, containerView: View) {
        cell.setContent(TextRow.Content(title: titleText), animated: false)
    }

    func height(containerView: View) -> Double? { fixedHeight }
}

/// The document's `SelectAnimationsCellVM`: identified by its title only, so a changed
/// animation text reloads the row instead of replacing it.
struct SelectAnimationsCellVM: SelectableCellModel {
    let titleText: String
    let animationText: String
    var selectCommand = Command(id: "select-animations") {}

    func makeCell() -> TextRow { TextRow(style: TextRow.Style()) }

    func apply(to cell: TextRow, containerView: View) {
        cell.setContent(TextRow.Content(title: titleText, subtitle: animationText), animated: false)
    }

    func innerHashValue() -> Int { titleText.hashValue }
}

/// The document's `HeaderViewVM`, identified by `id` so an edited title reloads its section.
struct HeaderViewVM: TableHeaderModel {
    let id: String
    let titleText: String

    func makeCell() -> TextRow { TextRow(style: TextRow.Style()) }

    func apply(to cell: TextRow, containerView: View) {
        cell.setContent(TextRow.Content(title: titleText), animated: false)
    }

    func innerHashValue() -> Int { id.hashValue }
}

/// A table filling a test window, laid out.
func makeTable(_ controller: DeclarativeTVC = DeclarativeTVC(), width: Double = 375, height: Double = 667)
    -> (DeklarativTestWindow, DeclarativeTVC) {
    let window = DeklarativTestWindow(width: width, height: height)
    let view = controller.view
    view.frame = Rect(x: 0, y: 0, width: width, height: height)
    window.addSubview(view)
    window.layoutIfNeeded()
    return (window, controller)
}

/// Records warnings sent through `EpoxyLogger.current`.
final class DeklarativWarnings: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    var warnings: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    /// Runs `body` with warnings recorded.
    func record<T>(_ body: () throws -> T) rethrows -> T {
        let logger = EpoxyLogger(
            assert: { _, _, _, _ in },
            assertionFailure: { _, _, _ in },
            warn: { [self] message, _, _ in
                let text = message()
                lock.lock()
                stored.append(text)
                lock.unlock()
            })
        return try EpoxyLogger.$current.withValue(logger, operation: body)
    }
}

func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(item: row, section: section) }
