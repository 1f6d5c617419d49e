import EpoxyCore
import EpoxyLayout

/// What the top and bottom installers share: the bars to show, installing and removing the
/// container, and the coordinator properties handed to every bar's coordinator.
final class BarInstaller {
    /// A coordinator property's value and how to write it to a coordinator.
    private struct StoredProperty {
        var value: Any
        var update: (_ coordinator: AnyObject, _ value: Any) -> Void
    }

    let position: BarContainerPosition
    /// The container, while installed.
    private(set) var container: BarContainer?
    /// The bars last set; shown once installed.
    private(set) var bars: [BarModeling]
    private weak var viewController: ViewController?
    private var storage: [BarCoordinatorPropertyKey: StoredProperty] = [:]
    private var observers: [BarCoordinatorPropertyKey: [Int: (Any) -> Void]] = [:]
    private var nextObserverID = 0

    var insetBehavior: BarContainerInsetBehavior = .barHeightSafeArea {
        didSet { container?.insetBehavior = insetBehavior }
    }

    var insetMargins = true {
        didSet { container?.insetMargins = insetMargins }
    }

    init(viewController: ViewController, position: BarContainerPosition, bars: [BarModeling]) {
        self.viewController = viewController
        self.position = position
        self.bars = bars
    }

    var isInstalled: Bool { container != nil }

    func setBars(_ bars: [BarModeling], animated: Bool) -> [BarStackUpdate] {
        self.bars = bars
        guard let container else { return [] }
        return container.setBars(bars, animated: animated)
    }

    func install() -> [BarStackUpdate] {
        guard container == nil else { return [] }
        guard let viewController else {
            EpoxyLogger.current.warn("A bar installer cannot install its bars: its view controller is gone.")
            return []
        }
        let container = BarContainer(position: position)
        container.insetBehavior = insetBehavior
        container.insetMargins = insetMargins
        container.didMakeCoordinator = { [weak self] coordinator in self?.updateProperties(of: coordinator) }
        container.add(to: viewController)
        self.container = container
        return container.setBars(bars, animated: false)
    }

    func uninstall() {
        guard let container else { return }
        container.remove()
        self.container = nil
    }

    // MARK: Coordinator properties

    var coordinators: [AnyBarCoordinating] { container?.coordinators ?? [] }

    subscript<Property>(property: BarCoordinatorProperty<Property>) -> Property {
        get { (storage[property.key]?.value as? Property) ?? property.default() }
        set {
            storage[property.key] = StoredProperty(value: newValue, update: property.update)
            for coordinator in coordinators { property.update(coordinator, newValue) }
            for (_, observer) in (observers[property.key] ?? [:]).sorted(by: { $0.key < $1.key }) { observer(newValue) }
        }
    }

    func observe<Property>(_ property: BarCoordinatorProperty<Property>, observer: @escaping (Property) -> Void) -> AnyObject {
        let id = nextObserverID
        nextObserverID += 1
        let key = property.key
        observers[key, default: [:]][id] = { value in
            if let value = value as? Property { observer(value) }
        }
        observer(self[property])
        return ObservationToken { [weak self] in self?.observers[key]?[id] = nil }
    }

    private func updateProperties(of coordinator: AnyBarCoordinating) {
        for stored in storage.values { stored.update(coordinator, stored.value) }
    }
}
