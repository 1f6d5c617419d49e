import EpoxyCore
import EpoxyLayout
import XCTest
@testable import EpoxyBars

/// A bar of a fixed intrinsic height (its style), recording what it is told.
final class FixedBar: View, EpoxyableView {
    struct Style: Hashable {
        var height: Double
        var variant = ""
    }

    struct Content: Equatable {
        var title: String
    }

    struct Behaviors {
        var didTap: (() -> Void)?
    }

    let style: Style
    private(set) var content: Content?
    private(set) var setContentCalls: [(title: String, animated: Bool)] = []
    private(set) var setBehaviorsCalls = 0
    private(set) var behaviors: Behaviors?
    var showsDivider = false

    init(style: Style) {
        self.style = style
        super.init()
    }

    override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: style.height) }

    func setContent(_ content: Content, animated: Bool) {
        self.content = content
        setContentCalls.append((content.title, animated))
    }

    func setBehaviors(_ behaviors: Behaviors?) {
        self.behaviors = behaviors
        setBehaviorsCalls += 1
    }
}

/// A bar whose content (`style` points tall) is pinned to its layout margins, like a navigation
/// bar's title row: the stack's safe area margin adds to its height. Its own margins are zero.
final class MarginBar: View, EpoxyableView {
    typealias Style = Double
    typealias Content = String

    let row: View

    init(style: Double) {
        row = FixedHeightView(height: style)
        super.init()
        directionalLayoutMargins = .zero
        addSubview(row)
        let guide = layoutMarginsGuide
        LayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: guide.topAnchor),
            row.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            row.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
    }

    func setContent(_ content: String, animated: Bool) {
        accessibilityIdentifier = content
    }
}

/// A view with a fixed intrinsic height.
final class FixedHeightView: View {
    var height: Double {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(height: Double) {
        self.height = height
        super.init()
    }

    override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: height) }
}

/// A bar that grows from its style's height to `expandedHeight` when expanded.
final class ExpandingBar: View, EpoxyableView, HeightInvalidatingBarView {
    typealias Style = Double
    typealias Content = Bool

    var heightInvalidationContext: BarHeightInvalidationContext?
    let collapsedHeight: Double
    let expandedHeight = 100.0
    private(set) var isExpanded = false

    init(style: Double) {
        collapsedHeight = style
        super.init()
    }

    override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: isExpanded ? expandedHeight : collapsedHeight)
    }

    func setContent(_ content: Bool, animated: Bool) {
        isExpanded = content
        invalidateIntrinsicContentSize()
    }

    /// Expands or collapses, moving the stack and the safe area with it.
    func setExpanded(_ expanded: Bool) {
        prepareHeightBarHeightInvalidation()
        isExpanded = expanded
        invalidateIntrinsicContentSize()
        invalidateBarHeight()
    }
}

/// Counts what bar models and their views are asked to do.
final class Recorder {
    var viewsMade = 0
    var contentSets: [String] = []
    var behaviorSets = 0
    var willDisplay: [AnyHashable] = []
    var didDisplay: [AnyHashable] = []
    var didEndDisplaying: [AnyHashable] = []

    /// An erased bar built from closures, the way the Lua bindings build them.
    func bar(_ id: String, title: String, style: String = "plain", height: Double = 44) -> AnyBarModel {
        AnyBarModel(
            dataID: id,
            viewKind: "LuaBar",
            styleID: style,
            content: title,
            makeView: { [unowned self] in
                viewsMade += 1
                return FixedHeightView(height: height)
            },
            setContent: { [unowned self] view, title, animated in
                contentSets.append("\(id)=\(title)\(animated ? " animated" : "")")
                view.accessibilityIdentifier = title
            },
            setBehaviors: { [unowned self] _ in behaviorSets += 1 })
        .willDisplay { [unowned self] in willDisplay.append($0.dataID) }
        .didDisplay { [unowned self] in didDisplay.append($0.dataID) }
        .didEndDisplaying { [unowned self] in didEndDisplaying.append($0.dataID) }
    }
}

/// Collects warnings sent to `EpoxyLogger.current`.
final class LoggedWarnings: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    var messages: [String] { lock.withLock { stored } }

    var logger: EpoxyLogger {
        EpoxyLogger(
            assert: { [self] condition, message, _, _ in if !condition() { append(message()) } },
            assertionFailure: { [self] message, _, _ in append(message()) },
            warn: { [self] message, _, _ in append(message()) })
    }

    private func append(_ message: String) {
        lock.withLock { stored.append(message) }
    }
}

/// A screen: a view controller whose view is the window's root, with a content view pinned to
/// its safe area (where a collection view would go).
final class TestScreen {
    let controller = ViewController()
    let content = View()

    init(width: Double, height: Double, safeArea: EdgeInsets) {
        let view = controller.view
        view.frame = Rect(x: 0, y: 0, width: width, height: height)
        view.windowSafeAreaInsets = safeArea
        view.addSubview(content)
        let guide = view.safeAreaLayoutGuide
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    /// The iPhone SE: 375×667, status bar 20.
    static func iPhoneSE() -> TestScreen {
        TestScreen(width: 375, height: 667, safeArea: EdgeInsets(top: 20))
    }

    /// The iPhone 15: 393×852, 59 at the top, 34 at the bottom.
    static func iPhone15() -> TestScreen {
        TestScreen(width: 393, height: 852, safeArea: EdgeInsets(top: 59, bottom: 34))
    }

    var view: View { controller.view }

    func layout() {
        view.layoutIfNeeded()
    }
}

func frame(of view: View?) -> Rect? {
    view?.frameInWindow
}
