import EpoxyCore
import EpoxyLua
import EpoxySnapshot

/// How the CLI prints the layout after a render: one of the snapshot formats, a PNG picture
/// (`epoxy run` only), or not at all.
enum LayoutFormat: Equatable {
    case snapshot(SnapshotFormat)
    case png
    case none

    /// Every name `--format` accepts, in the order help lists them.
    static let names = SnapshotFormat.allCases.map(\.rawValue) + ["png", "none"]

    /// Why the REPL refuses `png`: a picture is bytes for a file, not lines for a terminal.
    static let pngNeedsAFile = "png pictures go to a file: epoxy run SCRIPT --format png --output FILE"

    /// The format called `name` (any case).
    ///
    /// - Throws: ``LayoutFormatError`` naming the closest valid format.
    init(name: String) throws {
        let lowered = name.lowercased()
        if lowered == "none" {
            self = .none
        } else if lowered == "png" {
            self = .png
        } else if let format = SnapshotFormat(rawValue: lowered) {
            self = .snapshot(format)
        } else {
            throw LayoutFormatError(message: ClosestName.unknown("format", name, valid: Self.names))
        }
    }

    /// The name `:format` shows.
    var name: String {
        switch self {
        case .snapshot(let format): format.rawValue
        case .png: "png"
        case .none: "none"
        }
    }
}
