import EpoxyLayout
import EpoxyLayoutGroups
import EpoxyScreens

/// The view of a bar a script built (`NavigationBar.barModel{…}`, `Row.barModel{…}`): the
/// component's group item in a one-item group, so the catalog's items serve bars unchanged.
///
/// The bar stack sets a bar's layout margins (the original safe area at the screen edge). The
/// component's own margins are taken over by this view and the component's zeroed, so margins
/// count once and the component's content sits where it would as the bar view itself.
final class LuaBarView: View, GroupHostingView {
    private let group = VGroup(style: VGroup.Style(alignment: .fill))
    private let contentView = View()
    private weak var adoptedView: View?

    /// Makes a bar view showing `item`.
    init(item: AnyGroupItem) {
        super.init()
        insetsLayoutMarginsFromSafeArea = false
        contentView.directionalLayoutMargins = .zero
        addSubview(contentView)
        let margins = layoutMarginsGuide
        LayoutConstraint.activate([
            contentView.topAnchor.constraint(equalTo: margins.topAnchor),
            contentView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        group.install(in: contentView)
        group.constrainToSuperview()
        show(item)
    }

    /// The one-item group.
    var hostedGroup: (any Group)? { group }

    /// Shows `item`: the same component keeps its view (content set when it changed, behaviors
    /// always); another component replaces it.
    func show(_ item: AnyGroupItem) {
        group.setItems([item], animated: false)
        guard let view = group.constrainables.first as? View, view !== adoptedView else { return }
        adoptedView = view
        directionalLayoutMargins = view.directionalLayoutMargins
        view.directionalLayoutMargins = .zero
        view.insetsLayoutMarginsFromSafeArea = false
    }
}
