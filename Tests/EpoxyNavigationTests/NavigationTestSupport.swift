import EpoxyCore
import EpoxyLayout
import Foundation
import XCTest

@testable import EpoxyNavigation

/// The events of one test, in the order they happened.
final class EventLog {
    private(set) var events: [String] = []

    func append(_ event: String) {
        events.append(event)
    }

    /// Returns the events logged so far and starts over.
    func take() -> [String] {
        defer { events.removeAll() }
        return events
    }
}

/// A view controller that logs its lifecycle, appearance and containment callbacks.
final class RecordingController: ViewController {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init()
    }

    override func viewDidLoad() { log.append("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.append("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("\(name).viewDidDisappear") }
    override func willMove(toParent parent: ViewController?) {
        log.append("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: ViewController?) {
        log.append("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
    }
}

/// Makes logging screens and their models, remembering every controller made per `dataID`.
final class Screens {
    let log: EventLog
    private(set) var made: [String: [ViewController]] = [:]
    private(set) var removed: [String] = []

    init(log: EventLog) {
        self.log = log
    }

    /// How many view controllers were made for `name`.
    func makeCount(_ name: String) -> Int { made[name]?.count ?? 0 }

    /// The last controller made for `name`.
    func controller(_ name: String) -> ViewController? { made[name]?.last }

    func root(_ name: String) -> NavigationModel {
        logging(NavigationModel.root(dataID: name, makeViewController: { [unowned self] in self.make(name) }), name)
    }

    func model(_ name: String) -> NavigationModel {
        logging(
            NavigationModel(
                dataID: name,
                makeViewController: { [unowned self] in self.make(name) },
                remove: { [unowned self] in
                    self.log.append("\(name).remove")
                    self.removed.append(name)
                }),
            name)
    }

    func make(_ name: String) -> ViewController {
        log.append("\(name).make")
        let controller = RecordingController(name, log: log)
        made[name, default: []].append(controller)
        return controller
    }

    private func logging(_ model: NavigationModel, _ name: String) -> NavigationModel {
        model
            .didAdd { [log] _ in log.append("\(name).didAdd") }
            .didRemove { [log] in log.append("\(name).didRemove") }
            .didShow { [log] _ in log.append("\(name).didShow") }
            .didHide { [log] in log.append("\(name).didHide") }
    }
}

/// A navigation controller on screen (its view 393×852, appeared), with no stack yet.
func makeVisibleNavigationController(wrapNavigation: ((NavigationController) -> ViewController)? = nil) -> NavigationController {
    let navigation = NavigationController(wrapNavigation: wrapNavigation)
    navigation.view.frame = Rect(x: 0, y: 0, width: 393, height: 852)
    navigation.beginAppearanceTransition(true, animated: false)
    navigation.endAppearanceTransition()
    return navigation
}

/// Collects Epoxy warnings and assertion failures.
final class LoggedMessages: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []

    var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    func append(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        storage.append(message)
    }

    /// Runs `body` with `EpoxyLogger.current` collecting into this object.
    @discardableResult
    func capture<Result>(_ body: () throws -> Result) rethrows -> Result {
        let logger = EpoxyLogger(
            assert: { [self] condition, message, _, _ in if !condition() { append("assert: \(message())") } },
            assertionFailure: { [self] message, _, _ in append("failure: \(message())") },
            warn: { [self] message, _, _ in append(message()) })
        return try EpoxyLogger.$current.withValue(logger, operation: body)
    }
}
