import EpoxyLayout
import EpoxyLayoutGroups
import EpoxyScreens

/// The view of a bar a script built (`NavigationBar.barModel{…}`, `Row.barModel{…}`): the
/// component's group item in a one-item group filling this view, so the catalog's items serve
/// bars unchanged and the component is the bar as far as frames, lookups and taps go.
///
/// The bar stack sets a bar's top and bottom layout margins (the original safe area at the
/// screen edge). The component preserves them (`preservesSuperviewLayoutMargins`): its margins
/// are the larger of its own and the stack's, as Epoxy combines them, so a navigation bar's
/// content sits below the status bar while the bar runs under it. A leaf (a label, a measured
/// component) ignores margins, as a UIKit view of its kind does. Neither insets its margins from
/// the safe area: the bars are what make the safe area.
final class LuaBarView: View, GroupHostingView {
    private let group = VGroup(style: VGroup.Style(alignment: .fill))
    private let contentView = View()

    /// Makes a bar view showing `item`.
    init(item: AnyGroupItem) {
        super.init()
        insetsLayoutMarginsFromSafeArea = false
        directionalLayoutMargins = .zero
        contentView.directionalLayoutMargins = .zero
        contentView.insetsLayoutMarginsFromSafeArea = false
        contentView.preservesSuperviewLayoutMargins = true
        addSubview(contentView)
        LayoutConstraint.activate([
            contentView.topAnchor.constraint(equalTo: topAnchor),
            contentView.leadingAnchor.constraint(equalTo: leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        group.install(in: contentView)
        group.constrainToSuperview()
        show(item)
    }

    /// The one-item group (snapshots show the component below the bar view).
    var hostedGroup: (any Group)? { group }

    /// Shows `item`: the same component keeps its view (content set when it changed, behaviors
    /// always); another component replaces it.
    func show(_ item: AnyGroupItem) {
        group.setItems([item], animated: false)
        guard let view = group.constrainables.first as? View else { return }
        if !view.preservesSuperviewLayoutMargins { view.preservesSuperviewLayoutMargins = true }
        if view.insetsLayoutMarginsFromSafeArea { view.insetsLayoutMarginsFromSafeArea = false }
    }
}
