import EpoxyCore
import EpoxyLayout
import EpoxyNamadaLayout
import LuaRuntime

/// The view of a `MoleculeCell{…}` instance: a ``MoleculeCell`` whose behaviour, content,
/// options and sizes come from the definition's Lua functions.
final class LuaMoleculeCell: MoleculeCell {
    let definition: LuaMoleculeDefinition
    /// Not owned: the state owns the userdata that owns this view.
    @LuaStateReference var state: LuaState?
    private var pendingError: Error?

    init(definition: LuaMoleculeDefinition, state: LuaState) {
        self.definition = definition
        self.state = state
        super.init()
    }

    override var layoutBehaviour: CellLayoutBehaviour { definition.layoutBehaviour }

    override func layoutContent(_ layout: LayoutContainer) {
        if let error = definition.runLayoutContent(of: self, into: layout, state: state) { pendingError = pendingError ?? error }
    }

    override func layoutOption(on phase: CellLayoutingPhase) -> SublayoutingOption {
        let result = definition.callBack(definition.layoutOption, "layoutOption", of: self, [.string(phase.rawValue)], state: state)
        guard case .string(let name) = result, let option = SublayoutingOption(rawValue: name) else {
            return super.layoutOption(on: phase)
        }
        return option
    }

    override func calculatedCellSize(for collectionContentWidth: Double) -> Size? {
        let returned = definition.callBack(definition.calculatedCellSize, "calculatedCellSize", of: self, [.number(collectionContentWidth)], state: state)
        // nil leaves the size to the layout; anything else must be a size, or the callback failed.
        if returned.isNil { return nil }
        guard let result = try? state?.snapshot(returned), let width = result["width"].numberValue, let height = result["height"].numberValue,
              width.isFinite, height.isFinite, width >= 0, height >= 0 else {
            recordWrongResult(returned, of: "calculatedCellSize", expected: "{ width = n, height = n } with finite numbers ≥ 0, or nil",
                              function: definition.calculatedCellSize)
            return nil
        }
        return Size(width: width, height: height)
    }

    override func calculatedCellHeight(for cellWidth: Double) -> Double? {
        let result = definition.callBack(definition.calculatedCellHeight, "calculatedCellHeight", of: self, [.number(cellWidth)], state: state)
        if result.isNil { return nil }
        guard let height = result.numberValue, height.isFinite, height >= 0 else {
            recordWrongResult(result, of: "calculatedCellHeight", expected: "a finite number ≥ 0, or nil", function: definition.calculatedCellHeight)
            return nil
        }
        return height
    }

    /// Records that a sizing callback returned what it may not (the cell then sizes as if it
    /// returned nil, and the event fails with the callback's defining line).
    private func recordWrongResult(_ value: LuaValue, of name: String, expected: String, function: LuaRef?) {
        let shown = value.numberValue.map { LuaNumberFormat.string($0) } ?? value.typeName
        state?.recordCallbackFailure("returned \(shown); \(expected) expected", in: "\(name) of \(layoutItemDescription)", function: function)
    }

    /// The error `layoutContent` raised, cleared.
    func takePendingError() -> Error? {
        defer { pendingError = nil }
        return pendingError
    }
}
