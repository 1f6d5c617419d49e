import EpoxyCore
import EpoxyLayout

/// Empty space in a group: a layout guide whose size is limited by its style with required
/// constraints (as Epoxy's `LayoutSpacer`). Between items of an HGroup, a spacer without a
/// width limit takes up the slack and pushes its neighbours apart.
public final class Spacer: Constrainable {
    /// The size limits.
    public let style: SpacerStyle
    private let guide: LayoutGuide
    private var constraints: [LayoutConstraint] = []

    /// Creates a spacer; `identifier` names its guide in diagnostics.
    public init(style: SpacerStyle, identifier: String = "Spacer") {
        self.style = style
        guide = LayoutGuide(identifier: identifier)
    }

    /// The spacer's rectangle in its owning view's coordinates, after layout.
    public var layoutFrame: Rect { guide.layoutFrame }

    public var anchorItem: any LayoutItem { guide }
    public var firstBaselineAnchor: LayoutYAxisAnchor { guide.topAnchor }
    public var lastBaselineAnchor: LayoutYAxisAnchor { guide.bottomAnchor }

    public func install(in view: View) {
        view.addLayoutGuide(guide)
        LayoutConstraint.deactivate(constraints)
        constraints = makeConstraints()
        LayoutConstraint.activate(constraints)
    }

    public func uninstall() {
        LayoutConstraint.deactivate(constraints)
        constraints = []
        guide.owningView?.removeLayoutGuide(guide)
    }

    private func makeConstraints() -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        if let minHeight = style.minHeight { result.append(guide.heightAnchor.constraint(greaterThanOrEqualToConstant: minHeight)) }
        if let minWidth = style.minWidth { result.append(guide.widthAnchor.constraint(greaterThanOrEqualToConstant: minWidth)) }
        if let maxHeight = style.maxHeight { result.append(guide.heightAnchor.constraint(lessThanOrEqualToConstant: maxHeight)) }
        if let maxWidth = style.maxWidth { result.append(guide.widthAnchor.constraint(lessThanOrEqualToConstant: maxWidth)) }
        if let fixedHeight = style.fixedHeight { result.append(guide.heightAnchor.constraint(equalToConstant: fixedHeight)) }
        if let fixedWidth = style.fixedWidth { result.append(guide.widthAnchor.constraint(equalToConstant: fixedWidth)) }
        return result
    }
}
