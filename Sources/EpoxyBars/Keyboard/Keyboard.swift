/// The headless on-screen keyboard of a window: its height above the window's bottom edge
/// (0 when hidden). The window owns one; `keyboard(height)` in scripts sets it, and bottom bar
/// installers that avoid the keyboard observe it.
public final class Keyboard {
    /// The keyboard's height in points; 0 when hidden.
    public private(set) var height: Double

    private var observers: [Int: (Double) -> Void] = [:]
    private var nextObserverID = 0

    /// Creates a keyboard, hidden unless `height` is given.
    public init(height: Double = 0) {
        self.height = Keyboard.sanitized(height)
    }

    /// Whether the keyboard is shown.
    public var isVisible: Bool { height > 0 }

    /// Shows the keyboard `height` points tall, or hides it with 0. Negative or non-finite
    /// heights hide it. Observers are called when the height changes.
    public func setHeight(_ height: Double) {
        let height = Keyboard.sanitized(height)
        guard height != self.height else { return }
        self.height = height
        for (_, observer) in observers.sorted(by: { $0.key < $1.key }) { observer(height) }
    }

    /// Calls `observer` with each new height for as long as the returned token is retained.
    public func observe(_ observer: @escaping (_ height: Double) -> Void) -> ObservationToken {
        let id = nextObserverID
        nextObserverID += 1
        observers[id] = observer
        return ObservationToken { [weak self] in self?.observers[id] = nil }
    }

    private static func sanitized(_ height: Double) -> Double {
        height.isFinite && height > 0 ? height : 0
    }
}
