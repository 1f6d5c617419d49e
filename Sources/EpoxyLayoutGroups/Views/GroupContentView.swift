import EpoxyLayout

/// The view a group view (or a composite component) installs its group in, pinned to the host's margins.
///
/// Why not install the group in the group view itself, as Epoxy does: EpoxyLayout decides that
/// a view keeps its frame only when its constraints relate it to its descendants; a constraint
/// between two of its own layout guides (the group's and the margins guide) counts as
/// positioning it, so a group view placed by frame (a collection cell) would lose its frame.
/// Relating a subview to the margins keeps the group view's frame.
public final class GroupContentView: View {
    /// Makes a content view inside `host`, pinned to its margins, with `group` installed in
    /// it: top, leading and trailing required, bottom at low priority so the group hugs its
    /// content vertically, as a stack view does.
    @discardableResult
    public static func install(_ group: any Group, in host: View) -> GroupContentView {
        let content = GroupContentView()
        content.directionalLayoutMargins = .zero
        host.addSubview(content)
        let margins = host.layoutMarginsGuide
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: margins.topAnchor),
            content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        group.install(in: content)
        group.constrainToSuperview(bottomPriority: .defaultLow)
        return content
    }
}
