import EpoxyCore
import EpoxyLayout

/// Installs a stack of bars at the top of a view controller's view (navigation bars) and
/// insets the controller's safe area by the stack's height.
///
/// ```swift
/// let installer = TopBarInstaller(viewController: controller, bars: [NavigationBar.barModel(…)])
/// installer.install()
/// installer.setBars([…], animated: true)
/// ```
public final class TopBarInstaller: BarCoordinatorPropertyConfigurable {
    private let installer: BarInstaller

    /// Creates an installer; nothing is added until `install()`.
    public init(viewController: ViewController, bars: [BarModeling] = []) {
        installer = BarInstaller(viewController: viewController, position: .top, bars: bars)
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

    /// Whether the top bar gets the original safe area as its top margin (default true).
    public var insetMargins: Bool {
        get { installer.insetMargins }
        set { installer.insetMargins = newValue }
    }

    /// Adds the bar stack to the view controller's view with the bars set so far (all
    /// `inserted`). Installing twice does nothing and returns no updates.
    @discardableResult
    public func install() -> [BarStackUpdate] { installer.install() }

    /// Removes the bar stack and its safe area inset; does nothing when not installed.
    public func uninstall() { installer.uninstall() }

    /// Shows `bars`, top to bottom, by Epoxy's heuristics (see `BarStackView.setBars`), and
    /// returns what happened to each bar; before `install()` the bars are kept for it and
    /// nothing is returned.
    @discardableResult
    public func setBars(_ bars: [BarModeling], animated: Bool) -> [BarStackUpdate] {
        installer.setBars(bars, animated: animated)
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
