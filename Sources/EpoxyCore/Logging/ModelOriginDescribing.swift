/// A model that knows where its host made it (a script's `file:line`), so warnings about it —
/// duplicate data IDs — can point there rather than only at an identifier.
public protocol ModelOriginDescribing {
    /// Where the model was made, nil when unknown.
    var modelOrigin: String? { get }
}
