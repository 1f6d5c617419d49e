import EpoxyBars
import EpoxyCore
import EpoxyLayout

/// The top and bottom bar stacks of one screen: a `TopBarInstaller` and a `BottomBarInstaller`
/// on its view controller, updated together from freshly built models on every render, with
/// what happened to each bar reported as render changes (`topBars`, `bottomBars`).
public final class ScreenBars {
    /// The installer of the top stack (navigation bars).
    public let top: TopBarInstaller
    /// The installer of the bottom stack (toolbars, buttons); it follows ``keyboard``.
    public let bottom: BottomBarInstaller

    private weak var viewController: ViewController?

    /// Creates installers for `viewController`; nothing is added before the first
    /// ``setBars(top:bottom:)`` once the controller's view is in a window (or ``install()``).
    public init(viewController: ViewController, avoidsKeyboard: Bool = false) {
        self.viewController = viewController
        top = TopBarInstaller(viewController: viewController)
        bottom = BottomBarInstaller(viewController: viewController, avoidsKeyboard: avoidsKeyboard)
    }

    /// The window's keyboard the bottom stack avoids (when `avoidsKeyboard`).
    public var keyboard: Keyboard? {
        get { bottom.keyboard }
        set { bottom.keyboard = newValue }
    }

    /// How far the screen's content is scrolled (0…1), handed to every bar coordinator that takes it.
    public var scrollPercentage: Double {
        get { top.scrollPercentage }
        set {
            top.scrollPercentage = newValue
            bottom.scrollPercentage = newValue
        }
    }

    /// Whether the stacks are installed.
    public var isInstalled: Bool { top.isInstalled }

    /// Shows `top` and `bottom` and returns what happened to the bars of each stack: inserted,
    /// content updated, replaced or removed. The stacks are installed with the first bars set
    /// while the controller's view is in a window; before that the bars wait for ``install()``
    /// (a view laid out outside a window has no size yet) and nothing is reported.
    @discardableResult
    public func setBars(top topBars: [BarModeling], bottom bottomBars: [BarModeling]) -> [RenderReport.Change] {
        guard isInstalled else {
            top.setBars(topBars, animated: false)
            bottom.setBars(bottomBars, animated: false)
            guard let view = viewController.flatMap({ $0.isViewLoaded ? $0.view : nil }), view.rootView is TraitRootView else { return [] }
            return install()
        }
        let topUpdates = top.setBars(topBars, animated: false)
        let bottomUpdates = bottom.setBars(bottomBars, animated: false)
        return [Self.change(scope: Self.topScope, topUpdates), Self.change(scope: Self.bottomScope, bottomUpdates)]
    }

    /// Installs both stacks with the bars set so far (all inserted); does nothing when installed.
    @discardableResult
    public func install() -> [RenderReport.Change] {
        guard !isInstalled else { return [] }
        let topUpdates = top.install()
        let bottomUpdates = bottom.install()
        top.container?.accessibilityIdentifier = Self.topScope
        bottom.container?.accessibilityIdentifier = Self.bottomScope
        return [Self.change(scope: Self.topScope, topUpdates), Self.change(scope: Self.bottomScope, bottomUpdates)]
    }

    /// Removes both stacks and their safe area insets.
    public func uninstall() {
        top.uninstall()
        bottom.uninstall()
    }

    /// The report scope of the top stack.
    public static let topScope = "topBars"
    /// The report scope of the bottom stack.
    public static let bottomScope = "bottomBars"

    /// The updates of one stack as a render change: inserted, deleted (removed), updated
    /// (content updated), replaced and moved bars by dataID; unchanged bars are left out.
    public static func change(scope: String, _ updates: [BarStackUpdate]) -> RenderReport.Change {
        var change = RenderReport.Change(scope: scope)
        for update in updates {
            let name = DataIDFormatter.string(for: update.dataID)
            switch update.kind {
            case .inserted: change.inserted.append(name)
            case .removed: change.deleted.append(name)
            case .contentUpdated: change.updated.append(name)
            case .replaced: change.replaced.append(name)
            case .unchanged: break
            }
            if update.isMoved { change.moved.append(name) }
        }
        return change
    }

}
