import EpoxyCore

/// How diagnostics name a model a script made: its dataID and the script's `file:line` of the
/// call that made it (`#row, screen.lua:4`), which views, groups and spacers print as
/// `<HGroup #row, screen.lua:4>` so a warning points at the script line.
enum ModelOrigin {
    /// `#dataID, file:line`, either part left out when unknown; nil when both are.
    static func text(dataID: AnyHashable?, location: String?) -> String? {
        // Built directly: every item a collection measures makes one (no array to join).
        switch (dataID, location) {
        case let (dataID?, location?): "#" + DataIDFormatter.string(for: dataID) + ", " + location
        case let (dataID?, nil): "#" + DataIDFormatter.string(for: dataID)
        case let (nil, location?): location
        case (nil, nil): nil
        }
    }
}
