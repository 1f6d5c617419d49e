import EpoxyCore

/// A rectangle that takes part in layout without being a view (UILayoutGuide's counterpart).
/// A view owns its guides; the layout margins and safe area guides are created on demand.
public final class LayoutGuide: LayoutItem {
    /// What a guide stands for.
    enum Kind {
        case custom
        case layoutMargins
        case safeArea
    }

    /// A name shown in diagnostics.
    public var identifier: String
    /// The view that owns the guide.
    public internal(set) weak var owningView: View?
    /// The guide's frame in its owning view's coordinates, set by layout.
    public internal(set) var layoutFrame: Rect = .zero
    public let layoutVariables: LayoutVariables
    let kind: Kind

    /// Creates a guide; add it to a view with `View.addLayoutGuide(_:)`.
    public convenience init(identifier: String = "") {
        self.init(identifier: identifier, kind: .custom)
    }

    init(identifier: String, kind: Kind) {
        self.identifier = identifier
        self.kind = kind
        layoutVariables = LayoutVariables(name: identifier.isEmpty ? "guide" : identifier)
    }

    public var layoutItemDescription: String {
        let owner = owningView?.layoutItemDescription ?? "<nil>"
        return identifier.isEmpty ? "\(owner).layoutGuide" : "\(owner).\(identifier)"
    }
}
