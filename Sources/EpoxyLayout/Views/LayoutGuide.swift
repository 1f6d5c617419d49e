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
    /// Names the model that made the guide in diagnostics, in place of its owner and
    /// identifier: what it is and where its host made it (`HGroup #row, screen.lua:4`, printed
    /// `<HGroup #row, screen.lua:4>`), as `View.modelOrigin` names a view, so a conflict warning
    /// points at the script line that made a group rather than at an anonymous guide.
    public var modelDescription: String?
    // `owningViewReference` and `lifetime` skip dynamic exclusivity checks, as `View`'s tree does.
    /// The view that owns the guide. Not a `weak` reference (see `LayoutItemLifetime`): the
    /// owning view sets it to nil when it removes the guide or is deinitialized.
    public internal(set) var owningView: View? {
        get { owningViewReference?.takeUnretainedValue() }
        set { owningViewReference = newValue.map(Unmanaged.passUnretained) }
    }
    /// `owningView` unretained, read as it is by a layout (for each constraint on the guide).
    @exclusivity(unchecked) private(set) var owningViewReference: Unmanaged<View>?
    /// The guide's frame in its owning view's coordinates, set by layout.
    public internal(set) var layoutFrame: Rect = .zero
    public let layoutVariables: LayoutVariables
    let kind: Kind
    @exclusivity(unchecked) private var lifetime: LayoutItemLifetime?

    /// Creates a guide; add it to a view with `View.addLayoutGuide(_:)`.
    public convenience init(identifier: String = "") {
        self.init(identifier: identifier, kind: .custom)
    }

    init(identifier: String, kind: Kind) {
        self.identifier = identifier
        self.kind = kind
        layoutVariables = LayoutVariables(name: identifier.isEmpty ? "guide" : identifier)
    }

    deinit {
        lifetime?.end()
    }

    public var layoutItemLifetime: LayoutItemLifetime {
        if let lifetime { return lifetime }
        let made = LayoutItemLifetime(of: self)
        lifetime = made
        return made
    }

    public var layoutItemDescription: String {
        if let modelDescription { return "<\(modelDescription)>" }
        let owner = owningView?.layoutItemDescription ?? "<nil>"
        return identifier.isEmpty ? "\(owner).layoutGuide" : "\(owner).\(identifier)"
    }
}
