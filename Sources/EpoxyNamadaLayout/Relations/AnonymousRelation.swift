/// An item named by where it sits rather than by a variable (NamadaLayout's `AnonymousRelation`),
/// resolved against the view being laid out.
public enum AnonymousRelation: String, CaseIterable, Sendable {
    /// The superview.
    case parent
    /// The superview's safe area layout guide.
    case safeArea
    /// The view itself.
    case myself
    /// The view's own safe area layout guide.
    case mySafeArea
    /// The view put just before this one in the same container.
    case previous
    /// The safe area layout guide of the view put just before this one.
    case previousSafeArea
}
