/// One test's outcome: its full name (describe blocks and `it` joined by spaces), its status
/// and, for a failure, the message with the spec's `file:line`.
public struct SpecResult: Sendable, Equatable {
    public var file: String
    public var name: String
    public var status: SpecStatus
    public var message: String?

    public init(file: String, name: String, status: SpecStatus, message: String? = nil) {
        self.file = file
        self.name = name
        self.status = status
        self.message = message
    }
}
