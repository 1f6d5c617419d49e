/// What one render changed on screen, by dataID: what the REPL prints after a line that
/// rendered, and what `render()` returns to Lua.
public struct RenderReport: Equatable, Sendable {
    /// The changes of one part of the screen (its sections, items, top bars, the navigation stack…).
    public struct Change: Equatable, Sendable {
        /// The part that changed: `"sections"`, `"items"`, `"topBars"`, `"bottomBars"`, `"stack"`, `"root"`.
        public var scope: String
        public var inserted: [String]
        public var deleted: [String]
        public var moved: [String]
        public var updated: [String]
        /// Parts whose view was replaced by a new one (a bar whose style changed).
        public var replaced: [String]

        public init(
            scope: String, inserted: [String] = [], deleted: [String] = [], moved: [String] = [], updated: [String] = [],
            replaced: [String] = []
        ) {
            self.scope = scope
            self.inserted = inserted
            self.deleted = deleted
            self.moved = moved
            self.updated = updated
            self.replaced = replaced
        }

        /// Whether nothing was inserted, deleted, moved, updated or replaced.
        public var isEmpty: Bool { inserted.isEmpty && deleted.isEmpty && moved.isEmpty && updated.isEmpty && replaced.isEmpty }

        /// What happened to one dataID, with the mark it is printed with.
        public enum Mark: String, CaseIterable, Sendable {
            case inserted = "+"
            case deleted = "-"
            case updated = "~"
            case moved = "↕"
            case replaced = "⇄"
        }

        /// Every dataID with its mark, in the order they are printed: inserted, deleted, updated,
        /// moved, replaced.
        public var entries: [(mark: Mark, dataID: String)] {
            inserted.map { (.inserted, $0) } + deleted.map { (.deleted, $0) } + updated.map { (.updated, $0) }
                + moved.map { (.moved, $0) } + replaced.map { (.replaced, $0) }
        }

        /// `items: +new-id -old-id ~changed-id ↕moved-id ⇄replaced-id`, or `items: no changes`.
        public var summary: String {
            summary(scope: { $0 }, entry: { $0.rawValue + $1 })
        }

        /// The summary with its scope and entries passed through `scope` and `entry` (a terminal
        /// colours them; plain text passes them on).
        public func summary(scope: (String) -> String, entry: (Mark, String) -> String) -> String {
            let parts = entries.map { entry($0.mark, $0.dataID) }
            return scope(self.scope) + ": " + (parts.isEmpty ? "no changes" : parts.joined(separator: " "))
        }
    }

    /// What caused the render (`"render()"`, `"state: count"`, `"tap(add)"`).
    public var cause: String
    /// The changes, in screen order (bars, then sections and items, then the stack).
    public var changes: [Change]
    /// Warnings the render produced (duplicate dataIDs, broken constraints).
    public var warnings: [String]

    public init(cause: String, changes: [Change] = [], warnings: [String] = []) {
        self.cause = cause
        self.changes = changes
        self.warnings = warnings
    }

    /// Whether no part changed.
    public var isEmpty: Bool { changes.allSatisfy(\.isEmpty) }

    /// One line per part that changed (or `no changes`), as the REPL prints them.
    public var lines: [String] {
        lines(scope: { $0 }, entry: { $0.rawValue + $1 })
    }

    /// The lines with scopes and entries passed through `scope` and `entry`.
    public func lines(scope: (String) -> String, entry: (Change.Mark, String) -> String) -> [String] {
        let changed = changes.filter { !$0.isEmpty }
        return changed.isEmpty ? ["no changes"] : changed.map { $0.summary(scope: scope, entry: entry) }
    }

    /// The report as the REPL and `run --each` print it: `cause →`, then each line indented.
    public func text(scope: (String) -> String = { $0 }, entry: (Change.Mark, String) -> String = { $0.rawValue + $1 }) -> String {
        (["\(cause) →"] + lines(scope: scope, entry: entry).map { "  " + $0 }).joined(separator: "\n")
    }
}
