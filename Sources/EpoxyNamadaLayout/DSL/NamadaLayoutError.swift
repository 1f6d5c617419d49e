/// Why a constraint or a put could not be made: a missing parent, view controller or previous
/// view, a target outside the view hierarchy, or mismatched attributes.
public struct NamadaLayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public let message: String
    /// Where the request was written (`file:line`), when the caller recorded it.
    public let location: String?

    /// Creates an error.
    public init(message: String, location: String? = nil) {
        self.message = message
        self.location = location
    }

    /// `file:line: message`, or the message alone.
    public var description: String {
        location.map { "\($0): \(message)" } ?? message
    }
}
