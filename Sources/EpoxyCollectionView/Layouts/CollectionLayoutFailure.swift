/// An error a layout met while computing frames (a section provider that threw): the layout
/// goes on with a fallback so the collection stays usable, and the collection view hands the
/// error to whoever drives it (``CollectionView/takeLayoutError()``).
public struct CollectionLayoutFailure: Hashable, Sendable {
    /// What was thrown, passed on unchanged.
    public let error: any Error

    /// Wraps `error`.
    public init(_ error: any Error) {
        self.error = error
    }

    /// Failures compare by their description (errors are not equatable in general).
    public static func == (lhs: CollectionLayoutFailure, rhs: CollectionLayoutFailure) -> Bool {
        "\(lhs.error)" == "\(rhs.error)"
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine("\(error)")
    }
}
