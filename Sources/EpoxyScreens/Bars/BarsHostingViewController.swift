import EpoxyBars
import EpoxyLayout

/// A container showing a screen (its child view controller, filling it) under top and bottom
/// bar stacks installed on the container. The installers inset the container's safe area by the
/// bars, so the screen's content (a collection view's adjusted inset, a group pinned to the
/// safe area) starts below the top bars and ends above the bottom ones, as Epoxy's screens do.
open class BarsHostingViewController: ViewController {
    /// The screen shown under the bars.
    public let content: ViewController
    /// The bar stacks, installed on this controller with the first bars set.
    public private(set) lazy var bars = ScreenBars(viewController: self, avoidsKeyboard: avoidsKeyboard)
    private let avoidsKeyboard: Bool

    /// Creates a container for `content`; `avoidsKeyboard` raises the bottom bars above the keyboard.
    public init(content: ViewController, avoidsKeyboard: Bool = false) {
        self.content = content
        self.avoidsKeyboard = avoidsKeyboard
        super.init()
        addChild(content)
        content.didMove(toParent: self)
    }

    /// A view with the content's view pinned to its edges.
    open override func loadView() -> View {
        let view = View()
        let contentView = content.view
        view.addSubview(contentView)
        LayoutConstraint.activate([
            contentView.topAnchor.constraint(equalTo: view.topAnchor),
            contentView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        return view
    }

    /// Forwards the appearance to the content.
    open override func viewWillAppear(_ animated: Bool) {
        content.beginAppearanceTransition(true, animated: animated)
    }

    /// Installs the bars (now that the view is in a window) and forwards the appearance to the content.
    open override func viewDidAppear(_ animated: Bool) {
        bars.install()
        content.endAppearanceTransition(animated: animated)
    }

    /// Forwards the disappearance to the content.
    open override func viewWillDisappear(_ animated: Bool) {
        content.beginAppearanceTransition(false, animated: animated)
    }

    /// Forwards the disappearance to the content.
    open override func viewDidDisappear(_ animated: Bool) {
        content.endAppearanceTransition(animated: animated)
    }
}
