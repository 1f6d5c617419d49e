/// The outcome of one test of a spec file.
public enum SpecStatus: String, Sendable, Codable {
    case passed
    case failed
    case pending
}
