/// Why the preview's server could not run.
struct PreviewServerError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
