import EpoxyLayout
import EpoxyLayoutGroups

/// A plain screen showing a group: what a navigation model's `makeViewController` makes of a
/// group or component, and the content of a scripted screen without a collection view. The
/// group fills the width of the safe area (bars installed on the controller inset it) from its
/// top, no taller than the safe area.
open class GroupViewController: ViewController {
    /// The view the group is installed in.
    public let contentView = GroupHostView()

    /// Creates a screen showing `group`.
    public init(group: any Group) {
        contentView.install(group)
        super.init()
    }

    /// The group shown.
    public var group: (any Group)? { contentView.hostedGroup }

    /// Shows `group`: a group of the same kind and style as the shown one takes its items (views
    /// whose dataIDs match are kept and updated); any other group replaces it.
    public func setGroup(_ group: any Group) {
        if let shown = self.group, Stage.sameKindAndStyle(shown, group) {
            shown.setItems(group.items, animated: false)
        } else {
            contentView.install(group)
        }
        if isViewLoaded { view.setNeedsLayout() }
    }

    /// A view with ``contentView`` pinned to the safe area (its bottom no lower than the safe area's).
    open override func loadView() -> View {
        let view = View()
        view.addSubview(contentView)
        let guide = view.safeAreaLayoutGuide
        LayoutConstraint.activate([
            contentView.topAnchor.constraint(equalTo: guide.topAnchor),
            contentView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            contentView.bottomAnchor.constraint(lessThanOrEqualTo: guide.bottomAnchor),
        ])
        return view
    }
}
