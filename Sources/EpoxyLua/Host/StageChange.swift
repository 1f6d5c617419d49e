import EpoxyScreens

/// What changed on the stage since the host last asked, as the REPL and `run --each` report it:
/// the renders that ran, in order (none when only `show`, `layout`, `setDevice`,
/// `setContentSizeCategory` or an event changed the layout without a render).
public struct StageChange: Equatable, Sendable {
    /// The renders' reports, in the order they ran.
    public var reports: [RenderReport]

    /// Creates a report of these renders.
    public init(reports: [RenderReport] = []) {
        self.reports = reports
    }
}
