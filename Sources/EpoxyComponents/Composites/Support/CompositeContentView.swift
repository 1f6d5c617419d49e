import EpoxyLayout
import EpoxyLayoutGroups

/// The view a composite installs its group in, pinned to the composite's layout margins.
///
/// Why a content view: EpoxyLayout treats a constraint between two of a view's own layout
/// guides (the group's and the margins guide) as positioning that view, so a composite placed
/// by frame (a collection cell, a bar) would lose its frame. Relating a subview to the margins
/// keeps it (the same workaround as the group views').
final class CompositeContentView: View {
    /// Makes a content view inside `host`, pinned to its margins, with `group` installed in it
    /// and pinned on all sides; the bottom at low priority so the group hugs its content
    /// vertically, as a stack view does.
    @discardableResult
    static func install(_ group: any Group, in host: View) -> CompositeContentView {
        let content = CompositeContentView()
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
