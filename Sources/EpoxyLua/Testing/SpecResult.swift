/// One test's outcome: its full name (describe blocks and `it` joined by spaces), its status
/// and, for a failure, the message with the spec's `file:line`.
public struct SpecResult: Sendable, Equatable, Codable {
    public var file: String
    public var name: String
    public var status: SpecStatus
    public var message: String?
    /// How long the test ran, in seconds (0 for results that ran no test, such as a file that failed to load).
    public var seconds: Double

    public init(file: String, name: String, status: SpecStatus, message: String? = nil, seconds: Double = 0) {
        self.file = file
        self.name = name
        self.status = status
        self.message = message
        self.seconds = seconds
    }
}
