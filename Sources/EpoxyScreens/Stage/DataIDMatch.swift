import EpoxyLayoutGroups

/// A view, group or spacer found by dataID, with the dataIDs of the identified elements it is
/// inside, outermost first (what a path to it names).
public struct DataIDMatch {
    /// The element found.
    public let constrainable: any Constrainable
    /// The dataIDs of the elements around it, outermost first.
    public let ancestors: [AnyHashable]

    /// A match for `constrainable`, inside the elements with `ancestors`, outermost first.
    public init(constrainable: any Constrainable, ancestors: [AnyHashable]) {
        self.constrainable = constrainable
        self.ancestors = ancestors
    }

    /// This match seen from one level further out: `outer` is added in front of its ancestors.
    public func inside(_ outer: [AnyHashable]) -> DataIDMatch {
        DataIDMatch(constrainable: constrainable, ancestors: outer + ancestors)
    }
}
