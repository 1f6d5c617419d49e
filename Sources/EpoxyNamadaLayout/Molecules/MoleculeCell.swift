import EpoxyCore
import EpoxyLayout

/// A cell that lays out its own content (NamadaLayout's table and collection cell molecules).
/// Drive it with `layoutCell(on:)` (a collection calls it with `.firstLoad`, on
/// `setNeedsLayout`, and from `prepareForReuse`); `layoutBehaviour` decides which phases run
/// `layoutContent`, and `layoutOption(on:)` what happens to the previous layout.
open class MoleculeCell: View {
    /// How many times `layoutContent` ran.
    public private(set) var layoutCount = 0

    /// Creates a cell.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Which phases lay out again (default: only the first layout).
    open var layoutBehaviour: CellLayoutBehaviour { .layoutOnce }

    /// Puts and constrains the cell's content.
    open func layoutContent(_ layout: LayoutContainer) {}

    /// What a layout in `phase` does with the previous one: `.addNew` the first time,
    /// `.removeOldAndAddNew` afterwards.
    open func layoutOption(on phase: CellLayoutingPhase) -> SublayoutingOption {
        phase == .firstLoad ? .addNew : .removeOldAndAddNew
    }

    /// A collection cell's size for a collection this wide; nil (the default) sizes the cell to
    /// fit its content at that width.
    open func calculatedCellSize(for collectionContentWidth: Double) -> Size? { nil }

    /// A table cell's height for this width; nil (the default) fits the content.
    open func calculatedCellHeight(for cellWidth: Double) -> Double? { nil }

    /// Runs `layoutContent` if `layoutBehaviour` says so for `phase` (always the first time,
    /// which counts as `.firstLoad`). Returns whether it laid out.
    @discardableResult
    public func layoutCell(on phase: CellLayoutingPhase) throws -> Bool {
        let hasLaidOut = layoutCount > 0
        guard layoutBehaviour.shouldLayout(on: phase, hasLaidOut: hasLaidOut) else { return false }
        let option = layoutOption(on: hasLaidOut ? phase : .firstLoad)
        layoutCount += 1
        try layoutContent(withDelegate: nil, option) { container in layoutContent(container) }
        return true
    }

    /// Prepares the cell for another item: the `.reused` phase.
    @discardableResult
    public func prepareForReuse() throws -> Bool {
        try layoutCell(on: .reused)
    }

    /// The size for a collection `collectionContentWidth` wide: `calculatedCellSize(for:)`, or
    /// the content's fitting height at that width (laying out first if the cell never did).
    public func cellSize(for collectionContentWidth: Double) throws -> Size {
        if let size = calculatedCellSize(for: collectionContentWidth) { return size }
        if layoutCount == 0 { try layoutCell(on: .firstLoad) }
        return Size(width: collectionContentWidth, height: fittingHeight(for: collectionContentWidth))
    }

    /// The height for a table `cellWidth` wide: `calculatedCellHeight(for:)` or the fitting height.
    public func cellHeight(for cellWidth: Double) throws -> Double {
        if let height = calculatedCellHeight(for: cellWidth) { return height }
        if layoutCount == 0 { try layoutCell(on: .firstLoad) }
        return fittingHeight(for: cellWidth)
    }

    private func fittingHeight(for width: Double) -> Double {
        systemLayoutSizeFitting(
            Size(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
    }
}
