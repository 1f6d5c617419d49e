import EpoxyCore
import EpoxyLayout

/// Installs a stack of bars at the bottom of a view controller's view (toolbars, buttons),
/// insets the controller's safe area by the stack's height, and, when `avoidsKeyboard` is on,
/// raises the stack above the keyboard.
///
/// The keyboard comes from a window's `Keyboard` (set `keyboard`) or from
/// `setKeyboardHeight(_:)`; its overlap with the view controller's view raises the stack, and
/// the safe area grows to cover keyboard and bars.
public final class BottomBarInstaller: BarCoordinatorPropertyConfigurable {
    private let installer: BarInstaller
    private weak var viewController: ViewController?
    private var keyboardHeight: Double = 0
    private var keyboardObservation: ObservationToken?

    /// Creates an installer; nothing is added until `install()`.
    public init(viewController: ViewController, bars: [BarModeling] = [], avoidsKeyboard: Bool = false) {
        installer = BarInstaller(viewController: viewController, position: .bottom, bars: bars)
        self.viewController = viewController
        self.avoidsKeyboard = avoidsKeyboard
    }

    /// The container in the view controller's view, while installed.
    public var container: BarContainer? { installer.container }
    /// Whether the bars are installed.
    public var isInstalled: Bool { installer.isInstalled }
    /// The bars last set.
    public var bars: [BarModeling] { installer.bars }

    /// How the bars inset the view controller's content (default `.barHeightSafeArea`).
    public var insetBehavior: BarContainerInsetBehavior {
        get { installer.insetBehavior }
        set { installer.insetBehavior = newValue }
    }

    /// Whether the bottom bar gets the original safe area as its bottom margin (default true).
    public var insetMargins: Bool {
        get { installer.insetMargins }
        set { installer.insetMargins = newValue }
    }

    /// Whether the stack moves above the keyboard (default false).
    public var avoidsKeyboard: Bool {
        didSet { if avoidsKeyboard != oldValue { applyKeyboard() } }
    }

    /// The window's keyboard to follow; its height is taken over when set.
    public var keyboard: Keyboard? {
        didSet {
            guard keyboard !== oldValue else { return }
            keyboardObservation = keyboard?.observe { [weak self] height in self?.setKeyboardHeight(height) }
            setKeyboardHeight(keyboard?.height ?? 0)
        }
    }

    /// How far the keyboard overlaps the view controller's view from its bottom edge, as last
    /// applied to the stack (0 when hidden, not avoided, or not installed).
    public private(set) var keyboardOverlap: Double = 0

    /// Adds the bar stack to the view controller's view with the bars set so far (all
    /// `inserted`), above the keyboard if it is shown and avoided. Installing twice does nothing.
    @discardableResult
    public func install() -> [BarStackUpdate] {
        let updates = installer.install()
        applyKeyboard()
        return updates
    }

    /// Removes the bar stack and its safe area inset; does nothing when not installed.
    public func uninstall() {
        installer.uninstall()
        keyboardOverlap = 0
    }

    /// Shows `bars`, top to bottom, by Epoxy's heuristics (see `BarStackView.setBars`), and
    /// returns what happened to each bar; before `install()` the bars are kept for it and
    /// nothing is returned.
    @discardableResult
    public func setBars(_ bars: [BarModeling], animated: Bool) -> [BarStackUpdate] {
        installer.setBars(bars, animated: animated)
    }

    /// Tells the installer the keyboard is `height` points tall above the bottom of the window
    /// (0 hides it; negative or non-finite heights count as 0) and lays the view out: with
    /// `avoidsKeyboard` the stack sits on the keyboard and the safe area covers both.
    public func setKeyboardHeight(_ height: Double) {
        keyboardHeight = height.isFinite && height > 0 ? height : 0
        applyKeyboard()
    }

    private func applyKeyboard() {
        guard let container, let viewController else { return }
        let view = viewController.view
        let overlap = avoidsKeyboard ? Self.overlap(ofKeyboardHeight: keyboardHeight, with: view) : 0
        keyboardOverlap = overlap
        container.bottomOffset = overlap
        view.layoutIfNeeded()
    }

    /// How much of `view` a keyboard `height` tall at the bottom of the view's window covers,
    /// measured up from the view's bottom edge.
    private static func overlap(ofKeyboardHeight height: Double, with view: View) -> Double {
        guard height > 0 else { return 0 }
        view.layoutIfNeeded()
        let window = view.rootView.frame
        let frame = view.frameInWindow
        let keyboardTop = window.height - height
        return max(0, frame.maxY - max(keyboardTop, frame.minY))
    }

    // MARK: BarCoordinatorPropertyConfigurable

    /// The coordinators of the bars that have one, top to bottom.
    public var coordinators: [AnyBarCoordinating] { installer.coordinators }

    /// The value of `property` (its default until set); setting it updates every coordinator
    /// that has it, including ones made later.
    public subscript<Property>(property: BarCoordinatorProperty<Property>) -> Property {
        get { installer[property] }
        set { installer[property] = newValue }
    }

    /// Calls `observer` with the current value of `property` and every change while the token lives.
    public func observe<Property>(_ property: BarCoordinatorProperty<Property>, observer: @escaping (Property) -> Void) -> AnyObject {
        installer.observe(property, observer: observer)
    }
}
