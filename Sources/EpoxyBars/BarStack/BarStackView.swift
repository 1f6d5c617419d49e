import EpoxyCore
import EpoxyLayout

/// A vertical stack of bar views, first to last from top to bottom, updated from bar models by
/// Epoxy's heuristics (see `setBars(_:animated:)`). Installers fix one to the top or bottom of a
/// view controller's view; on its own it is as tall as its bars (zero when empty).
open class BarStackView: View {
    /// Which end of the stack is fixed to a screen edge.
    public let zOrder: BarStackZOrder
    /// The models shown, first to last (duplicates dropped).
    public private(set) var models: [AnyBarModel] = []
    /// The wrappers of the bars, first to last.
    public private(set) var wrappers: [BarWrapperView] = []

    /// Called when a bar's coordinator is made.
    var didMakeCoordinator: ((AnyBarCoordinating) -> Void)? {
        didSet { for wrapper in wrappers { wrapper.didMakeCoordinator = didMakeCoordinator } }
    }

    private var stackConstraints: [LayoutConstraint] = []
    private var edgeMargins: (top: Double, bottom: Double) = (0, 0)

    /// Creates an empty stack.
    public init(zOrder: BarStackZOrder = .firstToLast) {
        self.zOrder = zOrder
        super.init()
        directionalLayoutMargins = .zero
        insetsLayoutMarginsFromSafeArea = false
        // As short as the bars allow: zero when there are none.
        let fitHeight = heightAnchor.constraint(equalToConstant: 0)
        fitHeight.priority = .fittingSizeLevel + 1
        fitHeight.isActive = true
    }

    /// The bar views, first to last.
    public var barViews: [View] { wrappers.compactMap(\.barView) }

    /// The coordinators of the bars that have one, first to last.
    public var coordinators: [AnyBarCoordinating] { wrappers.compactMap(\.coordinator) }

    /// The bar at the fixed end: the first for `.firstToLast`, the last for `.lastToFirst`.
    public var primaryBar: View? {
        switch zOrder {
        case .firstToLast: wrappers.first?.barView
        case .lastToFirst: wrappers.last?.barView
        }
    }

    /// Shows `bars`, first to last, and says what happened to each bar's view:
    /// - a bar whose identity (data ID and view kind) is new gets a new view (`inserted`);
    /// - same style ID and equal content: the view is untouched (`unchanged`);
    /// - same style ID, other content: `setContent(_:animated:)` on the same view (`contentUpdated`);
    /// - another style ID: the old view is removed and a new one made (`replaced`);
    /// - a bar no longer present loses its view (`removed`, listed after the others).
    /// Behaviors are set on every kept view. A repeated identity is reported through `warn(_:)`
    /// (the root's warning handler, else `EpoxyLogger.current`) and only its first bar is shown.
    @discardableResult
    public func setBars(_ bars: [BarModeling], animated: Bool) -> [BarStackUpdate] {
        let newModels = uniqueModels(bars.map { $0.eraseToAnyBarModel() })
        var reusable: [BarIdentity: BarWrapperView] = [:]
        for wrapper in wrappers {
            if let identity = wrapper.identity { reusable[identity] = wrapper }
        }

        var newWrappers: [BarWrapperView] = []
        var isNew: [Bool] = []
        for model in newModels {
            if let wrapper = reusable.removeValue(forKey: model.identity) {
                newWrappers.append(wrapper)
                isNew.append(false)
            } else {
                newWrappers.append(makeWrapper())
                isNew.append(true)
            }
        }
        let keptIDs = Set(newWrappers.map(ObjectIdentifier.init))
        let removed = wrappers.filter { !keptIDs.contains(ObjectIdentifier($0)) }
        let removedModels = removed.compactMap(\.model)

        let structureChanged = !newWrappers.elementsEqual(wrappers, by: ===)
        let moved = structureChanged
            ? Set(makeChangeset(from: models, to: newModels, identifiedBy: \.identity, isEqual: { _, _ in true }).moves.map(\.new))
            : []
        wrappers = newWrappers
        models = newModels
        if structureChanged { rebuildStack(removing: removed) }

        var updates: [BarStackUpdate] = []
        for (index, (wrapper, model)) in zip(newWrappers, newModels).enumerated() {
            // New bars are configured without animation; their arrival is the transition.
            let kind = wrapper.setModel(model, animated: isNew[index] ? false : animated)
            updates.append(BarStackUpdate(dataID: model.dataID, kind: isNew[index] ? .inserted : kind, isMoved: moved.contains(index)))
        }
        applyEdgeMargins()
        for (wrapper, model) in zip(removed, removedModels) {
            wrapper.handleDidEndDisplaying(animated: animated)
            updates.append(BarStackUpdate(dataID: model.dataID, kind: .removed))
        }
        return updates
    }

    /// Sets the margins given to the bar at the top of the stack (its top margin) and the bar at
    /// the bottom (its bottom margin): the original safe area, so bar backgrounds run under the
    /// status bar and home indicator while their content stays clear of them.
    func setEdgeMargins(top: Double, bottom: Double) {
        guard edgeMargins != (top, bottom) else { return }
        edgeMargins = (top, bottom)
        applyEdgeMargins()
    }

    // MARK: Private

    private func uniqueModels(_ models: [AnyBarModel]) -> [AnyBarModel] {
        var firstIndex: [BarIdentity: Int] = [:]
        var duplicateGroups: [[Int]] = []
        var groupOfIdentity: [BarIdentity: Int] = [:]
        var unique: [AnyBarModel] = []
        for (index, model) in models.enumerated() {
            guard let first = firstIndex[model.identity] else {
                firstIndex[model.identity] = index
                unique.append(model)
                continue
            }
            if let group = groupOfIdentity[model.identity] {
                duplicateGroups[group].append(index)
            } else {
                groupOfIdentity[model.identity] = duplicateGroups.count
                duplicateGroups.append([first, index])
            }
        }
        if let warning = DuplicateIdentifiersWarning.bars(
            IndexChangeset(duplicates: duplicateGroups),
            barID: { DuplicateIdentifiersWarning.identifier(models[$0].dataID, of: models[$0]) })
        {
            // Through the view tree: a stage lists it with its layout warnings and prints it once.
            warn(warning.message + "\nOnly the first bar with each ID is shown.")
        }
        return unique
    }

    private func makeWrapper() -> BarWrapperView {
        let wrapper = BarWrapperView(zOrder: zOrder)
        wrapper.didMakeCoordinator = didMakeCoordinator
        wrapper.willDisplayBar = { [weak self] bar in
            guard let bar = bar as? HeightInvalidatingBarView else { return }
            bar.heightInvalidationContext = BarHeightInvalidationContext { [weak self] in self?.superview }
        }
        return wrapper
    }

    /// Puts the wrappers in order and chains them top to bottom.
    private func rebuildStack(removing removed: [BarWrapperView]) {
        LayoutConstraint.deactivate(stackConstraints)
        for wrapper in removed { wrapper.removeFromSuperview() }
        // By identity in a set, as `setBars` finds the removed wrappers: a search of the wrappers
        // for each subview was quadratic in the bars.
        let wrapperIDs = Set(wrappers.map(ObjectIdentifier.init))
        let placed = subviews.filter { wrapperIDs.contains(ObjectIdentifier($0)) }
        if !placed.elementsEqual(wrappers, by: ===) {
            for wrapper in wrappers { addSubview(wrapper) }
        }
        var constraints: [LayoutConstraint] = []
        var previousBottom = topAnchor
        for wrapper in wrappers {
            constraints.append(wrapper.topAnchor.constraint(equalTo: previousBottom))
            constraints.append(wrapper.leadingAnchor.constraint(equalTo: leadingAnchor))
            constraints.append(wrapper.trailingAnchor.constraint(equalTo: trailingAnchor))
            previousBottom = wrapper.bottomAnchor
        }
        if let last = wrappers.last {
            constraints.append(last.bottomAnchor.constraint(equalTo: bottomAnchor))
        }
        stackConstraints = constraints
        LayoutConstraint.activate(constraints)
    }

    private func applyEdgeMargins() {
        for (index, wrapper) in wrappers.enumerated() {
            wrapper.setEdgeMargins(
                top: index == 0 ? edgeMargins.top : 0,
                bottom: index == wrappers.count - 1 ? edgeMargins.bottom : 0)
        }
    }
}
