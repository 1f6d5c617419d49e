import EpoxyBars
import EpoxyCore
import EpoxyScreens
import LuaRuntime

/// A script's screen (`ViewController{…}`) under its bars: the screen's collection controller
/// as the child of a ``BarsHostingViewController`` whose installers show what the screen's
/// `topBars` and `bottomBars` functions return. Sections and bars are rebuilt on every render.
final class ScriptedScreenHost: BarsHostingViewController {
    /// The script's screen.
    let screen: LuaScreen
    @LuaStateReference private var state: LuaState?

    init(screen: LuaScreen, state: LuaState, keyboard: Keyboard) {
        self.screen = screen
        self.state = state
        super.init(content: screen.controller, avoidsKeyboard: screen.avoidsKeyboard)
        title = screen.controller.title
        bars.keyboard = keyboard
    }

    /// Runs the bar functions and the sections function and applies what they return; returns
    /// what changed (`topBars`, `bottomBars`, then the sections and items). The bar functions run
    /// first: any failure leaves the screen as it was.
    func render(cause: String) throws -> [RenderReport.Change] {
        guard let state else { return [] }
        let top = try BarProviders.bars(screen.topBars, field: "topBars", in: state)
        let bottom = try BarProviders.bars(screen.bottomBars, field: "bottomBars", in: state)
        let report = try screen.controller.render(cause: cause)
        let barChanges = bars.setBars(top: top, bottom: bottom)
        // Before the host is on screen its views have no size yet: lay out once shown.
        if view.superview != nil {
            view.layoutIfNeeded()
            updateScrollPercentage()
        }
        return barChanges + report.changes
    }

    /// Hands the collection's scroll position to the bars' coordinators: 0 at rest, 1 once the
    /// content is scrolled by the height of the top bars (or at all, without top bars).
    func updateScrollPercentage() {
        guard let collectionView = screen.controller.isViewLoaded ? screen.controller.collectionView : nil else { return }
        let distance = bars.top.container?.frame.height ?? 0
        let percentage = ScrollPercentage.of(
            contentOffsetY: collectionView.contentOffset.y,
            adjustedContentInsetTop: collectionView.adjustedContentInset.top,
            over: distance)
        if bars.scrollPercentage != percentage { bars.scrollPercentage = percentage }
    }
}
