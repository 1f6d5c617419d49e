import EpoxyScreens

/// One entry of the page's side panel: what happened (a load, an event, a change of settings or
/// of a file) and the renders it caused, each with its cause and its changes by dataID.
struct PreviewReport: Encodable, Equatable, Sendable {
    /// The changes of one render, as ``RenderReport`` has them.
    struct Render: Encodable, Equatable, Sendable {
        /// One part of the screen that changed.
        struct Change: Encodable, Equatable, Sendable {
            var scope: String
            var inserted: [String]
            var deleted: [String]
            var moved: [String]
            var updated: [String]
            var replaced: [String]
        }

        var cause: String
        /// Only the parts that changed.
        var changes: [Change]
        var warnings: [String]

        init(_ report: RenderReport) {
            cause = report.cause
            changes = report.changes.filter { !$0.isEmpty }.map {
                Change(scope: $0.scope, inserted: $0.inserted, deleted: $0.deleted, moved: $0.moved, updated: $0.updated, replaced: $0.replaced)
            }
            warnings = report.warnings
        }
    }

    /// How many entries the panel keeps.
    static let kept = 100

    /// Numbers entries in order, from 1.
    var id: Int
    /// `load`, `reload (app.lua changed)`, `tap("row-1")`, `device: iphone-se`.
    var cause: String
    /// The renders the event ran; empty when it only re-laid out (a show, a scroll, a new device).
    var renders: [Render]
    /// Whether what the screen shows changed at all.
    var changedScreen: Bool
    /// What Epoxy warned about meanwhile (a failing callback, a duplicate dataID), as logged.
    var warnings: [String]
    /// The script's error when this step failed (the screen then stayed as it was).
    var error: String?
}
