import EpoxyComponents
import EpoxyLayout
import EpoxyLayoutGroups
import EpoxyScreens

/// The view of a bar a script built (`NavigationBar.barModel{…}`, `Row.barModel{…}`): the
/// component's group item in a one-item group, so the catalog's items serve bars unchanged.
///
/// The bar stack sets a bar's top and bottom layout margins (the original safe area at the
/// screen edge, combined with the bar's own). A component that lays its content out in its
/// margins (one hosting a group: the composites, Lua components with a body) hands its top and
/// bottom margins to this view, which keeps it inside its margins: the margins count once and
/// the content sits below the status bar (above the home indicator) while the bar runs under
/// it. A leaf (a label, a measured component) ignores margins, as a UIKit view of its kind
/// does, and fills the bar.
///
/// Snapshots and lookups see the bar as its component: this view describes itself as the
/// component does and shows the group the component hosts as its children.
final class LuaBarView: View, GroupHostingView, ComponentDescribing {
    private let group = VGroup(style: VGroup.Style(alignment: .fill))
    private let contentView = View()
    private weak var component: View?
    private var verticalConstraints: [LayoutConstraint] = []

    /// Makes a bar view showing `item`.
    init(item: AnyGroupItem) {
        super.init()
        insetsLayoutMarginsFromSafeArea = false
        directionalLayoutMargins = .zero
        contentView.directionalLayoutMargins = .zero
        addSubview(contentView)
        LayoutConstraint.activate([
            contentView.leadingAnchor.constraint(equalTo: leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
        group.install(in: contentView)
        group.constrainToSuperview()
        show(item)
    }

    /// Shows `item`: the same component keeps its view (content set when it changed, behaviors
    /// always); another component replaces it.
    func show(_ item: AnyGroupItem) {
        group.setItems([item], animated: false)
        guard let view = group.constrainables.first as? View, view !== component else { return }
        component = view
        LayoutConstraint.deactivate(verticalConstraints)
        var margins = directionalLayoutMargins
        if view is any GroupHostingView {
            var own = view.directionalLayoutMargins
            (margins.top, margins.bottom) = (own.top, own.bottom)
            (own.top, own.bottom) = (0, 0)
            view.directionalLayoutMargins = own
            verticalConstraints = [
                contentView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
                contentView.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            ]
        } else {
            (margins.top, margins.bottom) = (0, 0)
            verticalConstraints = [
                contentView.topAnchor.constraint(equalTo: topAnchor),
                contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
            ]
        }
        directionalLayoutMargins = margins
        view.insetsLayoutMarginsFromSafeArea = false
        LayoutConstraint.activate(verticalConstraints)
    }

    // MARK: GroupHostingView

    /// The group the component lays its parts out with, when it has one.
    var hostedGroup: (any Group)? { (component as? any GroupHostingView)?.hostedGroup }

    // MARK: ComponentDescribing

    private var described: (any ComponentDescribing)? { component as? any ComponentDescribing }

    var componentName: String { described?.componentName ?? "Bar" }
    var contentSummary: String { described?.contentSummary ?? "" }
    var attributes: [String: String] { described?.attributes ?? [:] }
    var displayedLines: [DisplayedTextLine] { described?.displayedLines ?? [] }
}
