import EpoxyCore

/// How diagnostics name a model a script made: its dataID and the script's `file:line` of the
/// call that made it (`#row, screen.lua:4`), which views, groups and spacers print as
/// `<HGroup #row, screen.lua:4>` so a warning points at the script line.
enum ModelOrigin {
    /// `#dataID, file:line`, either part left out when unknown; nil when both are.
    static func text(dataID: AnyHashable?, location: String?) -> String? {
        let parts = [dataID.map { "#" + DataIDFormatter.string(for: $0) }, location].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
