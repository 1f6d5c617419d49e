/// The outcome of one test of a spec file.
public enum SpecStatus: String, Sendable {
    case passed
    case failed
    case pending
}
