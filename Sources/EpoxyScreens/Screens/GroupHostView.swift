import EpoxyLayout
import EpoxyLayoutGroups

/// The view a ``GroupViewController`` lays its group out in: the group's views are installed in
/// it, and snapshots and searches reach them through ``hostedGroup``.
public final class GroupHostView: View, GroupHostingView {
    /// The group installed in this view.
    public private(set) var hostedGroup: (any Group)?

    /// Installs `group` pinned to the edges, replacing the group installed before.
    func install(_ group: any Group) {
        hostedGroup?.uninstall()
        group.install(in: self)
        group.constrainToSuperview()
        hostedGroup = group
    }
}
