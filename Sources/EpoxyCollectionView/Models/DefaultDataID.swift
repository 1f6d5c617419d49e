/// The data ID of a section created without one (as Epoxy's `DefaultDataID.noneProvided`).
/// Fine for a collection of one section; give every section its own ID when there are more.
public enum DefaultDataID: Hashable, Sendable, CustomStringConvertible {
    /// No data ID was given.
    case noneProvided

    /// `noneProvided`.
    public var description: String { "noneProvided" }
}
