import EpoxyLayout

/// How NamadaLayout recognises the constraints it made (for `editExisting`, `removeOldAndAddNew`
/// and `cleanLayoutAndAddNew`): their identifier starts with ``identifierPrefix``.
public enum NamadaConstraints {
    /// The prefix of every constraint identifier the DSL sets.
    public static let identifierPrefix = "namada."

    /// Whether `constraint` was made by the DSL.
    public static func isNamada(_ constraint: LayoutConstraint) -> Bool {
        constraint.identifier?.hasPrefix(identifierPrefix) ?? false
    }

    /// The active DSL constraints in `view`'s tree whose first item is `view` or (with
    /// `includingSubtree`) one of its descendants; the root itself is left out unless `includingRoot`.
    static func installed(constraining view: View, includingRoot: Bool) -> [LayoutConstraint] {
        view.rootView.viewsInSubtree.flatMap(\.constraints).filter { constraint in
            guard isNamada(constraint), let owner = constraint.firstItem?.owningView else { return false }
            return owner.isDescendant(of: view) && (includingRoot || owner !== view)
        }
    }

    /// Whether two constraints relate the same items and attributes the same way (they may differ
    /// in constant and priority).
    static func sameRelationship(_ lhs: LayoutConstraint, _ rhs: LayoutConstraint) -> Bool {
        lhs.firstItem === rhs.firstItem && lhs.firstAttribute == rhs.firstAttribute
            && lhs.secondItem === rhs.secondItem && lhs.secondAttribute == rhs.secondAttribute
            && lhs.relation == rhs.relation && lhs.multiplier == rhs.multiplier
    }
}
