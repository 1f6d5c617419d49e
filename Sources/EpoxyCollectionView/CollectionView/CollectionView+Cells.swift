import Budget
import EpoxyCore
import EpoxyLayout
import Foundation

// Keeping cells for the elements near the visible rect, and the display callbacks.
extension CollectionView {
    /// The rect whose elements have cells: the visible rect grown by the prefetch margin along
    /// the scroll axis.
    var cellRect: Rect {
        let margin = cellMargin
        if scrollDirection == .horizontal {
            return Rect(x: bounds.minX - margin, y: bounds.minY, width: bounds.width + 2 * margin, height: bounds.height)
        }
        return Rect(x: bounds.minX, y: bounds.minY - margin, width: bounds.width, height: bounds.height + 2 * margin)
    }

    /// The prefetch margin, made usable.
    var cellMargin: Double {
        prefetchMargin.isFinite ? max(0, prefetchMargin) : 0
    }

    /// Brings the cells in line with the layout and the offset: ends the display of elements
    /// that left the visible rect, recycles cells that left the cell rect, binds cells for
    /// elements that entered it (and updates the others), then announces elements that
    /// entered the visible rect.
    ///
    /// Callbacks run once the cells are consistent, so a callback that sets new sections (a
    /// script re-rendering from `willDisplay`) starts from a settled collection.
    func updateCells(animated: Bool) {
        let visibleRect = bounds
        let needed = displayedElements(intersecting: cellRect).compactMap { location, frame in
            identity(at: location).map { (identity: $0, location: location, frame: frame) }
        }
        let neededIdentities = Set(needed.map(\.identity))
        var nowDisplayed = needed.filter { $0.frame.intersects(visibleRect) }.map(\.identity)
        // Usually what was displayed before (a re-render without scrolling): compared in order,
        // nothing ends or starts displaying, and the set is kept instead of hashing every
        // identity again.
        let isDisplayUnchanged = nowDisplayed == displayedOrder
        var nowDisplayedSet = isDisplayUnchanged ? displayed : Set(nowDisplayed)

        for identity in displayedOrder where !isDisplayUnchanged && !nowDisplayedSet.contains(identity) {
            guard let cell = cells[identity] else { continue }
            deferCallback(\.didEndDisplaying, cell: cell)
        }
        // Collected into an array, not a filtered dictionary: usually no cell leaves.
        var leaving: [(key: ElementIdentity, value: CollectionViewCell)] = []
        for entry in cells where !neededIdentities.contains(entry.key) { leaving.append(entry) }
        leaving.sort { ($0.value.indexPath, $0.value.elementKind?.rawValue ?? "") < ($1.value.indexPath, $1.value.elementKind?.rawValue ?? "") }
        for (identity, cell) in leaving {
            cells[identity] = nil
            recycle(cell)
        }
        // A spent budget stops making cells (60,000 zero-height rows are all on screen: each a
        // cell and its views, past the memory limit); only elements with a cell count as
        // displayed, so the next pass makes the rest and sends their willDisplay.
        var meter = WorkMeter(interval: 64)
        var isCutShort = false
        for element in needed {
            if meter.isExceeded() {
                isCutShort = true
                break
            }
            bindCell(for: element.identity, at: element.location, frame: element.frame, animated: animated)
        }
        if isCutShort {
            setNeedsLayout()
            nowDisplayed = nowDisplayed.filter { cells[$0] != nil }
            nowDisplayedSet = Set(nowDisplayed)
        }
        for identity in nowDisplayed where !isDisplayUnchanged && !displayed.contains(identity) {
            guard let cell = cells[identity] else { continue }
            deferCallback(\.willDisplay, cell: cell)
        }
        displayedOrder = nowDisplayed
        displayed = nowDisplayedSet
        runDeferredCallbacks()
    }

    /// Ends the display of every element and recycles every cell.
    func removeAllCells() {
        for identity in displayedOrder {
            guard let cell = cells[identity] else { continue }
            deferCallback(\.didEndDisplaying, cell: cell)
        }
        displayedOrder = []
        displayed = []
        for cell in cells.values { recycle(cell) }
        cells = [:]
        runDeferredCallbacks()
    }

    /// Queues one of the cell's model's callbacks with the cell's context as it is now.
    private func deferCallback(_ keyPath: KeyPath<ItemCallbacks, ((AnyItemCallbackContext) -> Void)?>, cell: CollectionViewCell) {
        guard let block = cell.model.callbacks[keyPath: keyPath] else { return }
        let context = context(for: cell)
        deferredCallbacks.append { block(context) }
    }

    private func runDeferredCallbacks() {
        let pending = deferredCallbacks
        deferredCallbacks = []
        for callback in pending { callback() }
    }

    /// Gives the element at `location` a cell showing its current model at `frame`.
    private func bindCell(for identity: ElementIdentity, at location: ElementLocation, frame: Rect, animated: Bool) {
        guard let model = model(at: location) else { return }
        let sectionDataID = sections[location.section].dataID
        let indexPath = IndexPath(item: location.index, section: location.section)
        // One lookup: every visible cell is bound on every update, and most are the cell
        // already kept for the identity.
        var existing = cells[identity]
        if let cell = existing, !cell.model.isSameModel(as: model), cell.reuseIdentifier != model.reuseIdentifier {
            cells[identity] = nil
            recycle(cell)
            existing = nil
        }
        let cell: CollectionViewCell
        if let existing {
            cell = existing
            // A cell whose model is the very one it shows (a client that reused the model of an
            // unchanged item) has nothing to bind: only changed cells are bound again.
            if cell.boundGeneration != generation, !cell.model.isSameModel(as: model) {
                if !cell.model.isContentEqual(to: model) {
                    model.setContent(on: cell.contentView, animated: animated)
                    if location.kind == nil { counters.contentUpdates.append(identity.itemPath) }
                }
                model.setBehaviors(on: cell.contentView)
            }
        } else if let reused = reusePool.dequeue(model.reuseIdentifier) {
            cell = reused
            counters.reusedViews += 1
            reusedViewCount += 1
            model.setContent(on: cell.contentView, animated: false)
            model.setBehaviors(on: cell.contentView)
        } else {
            cell = CollectionViewCell(model: model, kind: location.kind, sectionDataID: sectionDataID, indexPath: indexPath)
            counters.createdViews += 1
            createdViewCount += 1
            model.setContent(on: cell.contentView, animated: false)
            model.setBehaviors(on: cell.contentView)
        }
        // Lookups by identifier (`view(withIdentifier:)`, snapshots) find the cell by data ID;
        // a cell kept for its identity keeps its data ID, so only new and reused cells are named.
        if cell.model.dataIDKey != model.dataIDKey || cell.accessibilityIdentifier == nil {
            cell.accessibilityIdentifier = "\(model.dataID)"
        }
        cell.model = model
        cell.elementKind = location.kind
        cell.sectionDataID = sectionDataID
        cell.indexPath = indexPath
        cell.boundGeneration = generation
        if existing == nil { cells[identity] = cell }
        // A new cell's view was made outside the window; joining it tells the view its traits.
        if cell.superview !== self { addSubview(cell) }
        cell.place(at: frame)
        if location.kind == nil {
            let state: ItemCellState = isSelected(identity) ? .selected : .normal
            if cell.state != state {
                cell.state = state
                deferCallback(\.didChangeState, cell: cell)
            }
        }
    }

    private func recycle(_ cell: CollectionViewCell) {
        cell.removeFromSuperview()
        reusePool.enqueue(cell)
    }

    /// The model of the element at `location`, if it exists.
    func model(at location: ElementLocation) -> AnyItemModel? {
        guard sections.indices.contains(location.section) else { return nil }
        let section = sections[location.section]
        if let kind = location.kind {
            guard let elements = section.supplementaryItems[kind], elements.indices.contains(location.index) else { return nil }
            return elements[location.index].model
        }
        guard section.items.indices.contains(location.index) else { return nil }
        return section.items[location.index]
    }

    /// The identity of the element at `location`, if it exists.
    func identity(at location: ElementLocation) -> ElementIdentity? {
        guard let model = model(at: location) else { return nil }
        let occurrence = location.kind == nil ? directory.occurrences[location] ?? 0 : location.index
        let sectionDataID = sections[location.section].dataID
        let sectionKey = directory.sectionKeys.indices.contains(location.section)
            ? directory.sectionKeys[location.section] : DataIDKey(sectionDataID)
        return ElementIdentity(
            sectionDataID: sectionDataID, sectionKey: sectionKey, kind: location.kind, dataID: model.dataID,
            key: model.dataIDKey, occurrence: occurrence)
    }

    func isSelected(_ identity: ElementIdentity) -> Bool {
        guard let selectedItem else { return false }
        return identity.kind == nil && identity.occurrence == 0 && selectedItem == identity.itemPath
    }

    /// Sets a cell's state and tells its model.
    func setState(_ state: ItemCellState, of cell: CollectionViewCell) {
        cell.state = state
        callback(\.didChangeState, cell: cell)
    }

    /// Calls one of the cell's model's callbacks with the cell's context.
    func callback(_ keyPath: KeyPath<ItemCallbacks, ((AnyItemCallbackContext) -> Void)?>, cell: CollectionViewCell) {
        guard let block = cell.model.callbacks[keyPath: keyPath] else { return }
        block(context(for: cell))
    }

    func context(for cell: CollectionViewCell) -> AnyItemCallbackContext {
        AnyItemCallbackContext(
            dataID: cell.model.dataID,
            model: cell.model,
            view: cell.contentView,
            sectionDataID: cell.sectionDataID,
            indexPath: cell.indexPath,
            state: cell.state)
    }
}
