import EpoxyCore
import EpoxyLayout

/// Empty space in a group: a layout guide whose size is limited by its style with required
/// constraints (as Epoxy's `LayoutSpacer`). Between items of an HGroup, a spacer without a
/// width limit takes up the slack and pushes its neighbours apart; one with a minimum (or only a
/// maximum) prefers that size at priority 1, so it grows only when something stronger asks.
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

    /// Where the host made the spacer's model (its dataID and a script's `file:line`): names
    /// the spacer's guide in diagnostics `<Spacer #gap, screen.lua:5>`, as groups name theirs.
    public var modelOrigin: String? {
        didSet { guide.modelDescription = modelOrigin.map { "Spacer \($0)" } }
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
        if let fixedHeight = style.fixedHeight { result.append(guide.heightAnchor.constraint(equalToConstant: fixedHeight)) }
        if let fixedWidth = style.fixedWidth { result.append(guide.widthAnchor.constraint(equalToConstant: fixedWidth)) }
        if let minHeight = style.minHeight { result.append(guide.heightAnchor.constraint(greaterThanOrEqualToConstant: minHeight)) }
        if let minWidth = style.minWidth { result.append(guide.widthAnchor.constraint(greaterThanOrEqualToConstant: minWidth)) }
        if let maxHeight = style.maxHeight { result.append(guide.heightAnchor.constraint(lessThanOrEqualToConstant: maxHeight)) }
        if let maxWidth = style.maxWidth { result.append(guide.widthAnchor.constraint(lessThanOrEqualToConstant: maxWidth)) }
        // Inequalities alone leave the size anywhere in its range: as Epoxy does, a priority-1
        // equality to the minimum (else the maximum) picks a value that any other preference beats.
        if let height = style.minHeight ?? style.maxHeight {
            result.append(guide.heightAnchor.constraint(equalToConstant: height).withPriority(Spacer.preferredSizePriority))
        }
        if let width = style.minWidth ?? style.maxWidth {
            result.append(guide.widthAnchor.constraint(equalToConstant: width).withPriority(Spacer.preferredSizePriority))
        }
        return result
    }

    /// Epoxy's priority for the preferred size of a spacer with limits: 1, below everything else.
    static let preferredSizePriority = LayoutPriority(1)
}
