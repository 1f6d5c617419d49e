import Foundation

/// Why selecting a row of a declarative table or collection failed.
public enum DeklarativError: Error, Equatable, CustomStringConvertible {
    /// No row at the path (counts of the current model given).
    case noRow(section: Int, row: Int, sectionCount: Int, rowCount: Int?)
    /// No row has the name (close names given).
    case unknownRow(name: String, known: [String])
    /// The row's select command threw.
    case commandFailed(command: String, row: String, message: String)

    public var description: String {
        switch self {
        case let .noRow(section, row, sectionCount, rowCount):
            guard let rowCount else { return "no section \(section) (the table has \(sectionCount) sections)" }
            return "no row \(row) in section \(section) (it has \(rowCount) rows)"
        case let .unknownRow(name, known):
            return "no row named '\(name)'" + (known.isEmpty ? "" : " (rows: \(known.prefix(12).joined(separator: ", "))\(known.count > 12 ? ", …" : ""))")
        case let .commandFailed(command, row, message):
            return "the select command \(command.isEmpty ? "" : "'\(command)' ")of row '\(row)' failed: \(message)"
        }
    }
}
