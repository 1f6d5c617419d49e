import Foundation

/// The warning Epoxy logs when a diff found duplicate identifiers, worded as Epoxy words it but
/// with 1-based positions, as scripts count (Epoxy prints Swift's 0-based indexes).
/// The diff itself never warns; the owner of the data (a collection view, a bar stack) builds
/// this from its changeset, since only it can name the duplicated identifiers.
public struct DuplicateIdentifiersWarning: Sendable, Equatable, CustomStringConvertible {
    /// The full multi-line warning.
    public let message: String

    /// The warning text.
    public var description: String { message }

    /// The warning for a collection's sections and items, or `nil` when nothing is duplicated.
    ///
    /// - Parameters:
    ///   - changeset: The collection's sectioned changeset.
    ///   - supplementaryItemChangesets: Changesets of supplementary items by element kind
    ///     (listed sorted by kind so the text is deterministic).
    ///   - sectionID: Describes the section identifier at a new section offset.
    ///   - itemID: Describes the item identifier at a new index path.
    ///   - supplementaryItemID: Describes the supplementary item identifier of a kind at a new
    ///     index path.
    public static func collection(
        _ changeset: SectionedChangeset,
        supplementaryItemChangesets: [String: IndexPathChangeset] = [:],
        sectionID: (Int) -> String,
        itemID: (IndexPath) -> String,
        supplementaryItemID: (String, IndexPath) -> String = { _, _ in "" }
    ) -> DuplicateIdentifiersWarning? {
        let sectionDuplicates = changeset.sectionChangeset.duplicates
        let itemDuplicates = changeset.itemChangeset.duplicates
        let supplementaryKinds = supplementaryItemChangesets.keys.sorted()
            .filter { supplementaryItemChangesets[$0]?.duplicates.isEmpty == false }
        guard !sectionDuplicates.isEmpty || !itemDuplicates.isEmpty || !supplementaryKinds.isEmpty else {
            return nil
        }

        var lines = [
            "Warning! Duplicate data IDs detected. Items should have unique data IDs within a section "
                + "and sections should have unique data IDs within a collection. Duplicate data IDs can cause "
                + "undefined behavior. Digest:",
        ]
        if !sectionDuplicates.isEmpty {
            lines.append("- Duplicate section IDs:")
            for offsets in sectionDuplicates {
                guard let first = offsets.first else { continue }
                lines.append("  - Section ID \(sectionID(first)) duplicated at positions \(positions(offsets))")
            }
        }
        if !itemDuplicates.isEmpty {
            lines.append("- Duplicate item IDs:")
            for paths in itemDuplicates {
                guard let first = paths.first else { continue }
                lines.append(
                    "  - In section with ID \(sectionID(first.section)) at position \(first.section + 1) item with ID "
                        + "\(itemID(first)) duplicated at positions \(positions(paths.map(\.item)))")
            }
        }
        if !supplementaryKinds.isEmpty {
            lines.append("- Duplicate supplementary item IDs:")
            for kind in supplementaryKinds {
                for paths in supplementaryItemChangesets[kind]?.duplicates ?? [] {
                    guard let first = paths.first else { continue }
                    lines.append(
                        "  - In section with ID \(sectionID(first.section)) at position \(first.section + 1) supplementary "
                            + "item of kind \(kind) with ID \(supplementaryItemID(kind, first)) duplicated at "
                            + "positions \(positions(paths.map(\.item)))")
                }
            }
        }
        return DuplicateIdentifiersWarning(message: lines.joined(separator: "\n"))
    }

    /// The warning for a bar stack, or `nil` when nothing is duplicated.
    ///
    /// - Parameters:
    ///   - changeset: The bar models' changeset.
    ///   - barID: Describes the bar identifier at a new offset.
    public static func bars(_ changeset: IndexChangeset, barID: (Int) -> String) -> DuplicateIdentifiersWarning? {
        guard !changeset.duplicates.isEmpty else { return nil }
        var lines = [
            "Warning! Duplicate data IDs detected. Bars with the same view type should have unique data "
                + "IDs within a bar stack. Duplicate data IDs can cause undefined behavior. Digest:",
        ]
        for offsets in changeset.duplicates {
            guard let first = offsets.first else { continue }
            lines.append("- Bar with ID \(barID(first)) duplicated at positions \(positions(offsets))")
        }
        return DuplicateIdentifiersWarning(message: lines.joined(separator: "\n"))
    }

    /// How a digest names the identifier of `model`: the identifier and, when the model knows
    /// where its host made it (``ModelOriginDescribing``), that place: `x (list.lua:3)`.
    public static func identifier(_ dataID: AnyHashable, of model: Any) -> String {
        let origin = (model as? any ModelOriginDescribing)?.modelOrigin
        return "\(dataID)" + (origin.map { " (\($0))" } ?? "")
    }

    /// 0-based offsets as 1-based positions: `[0, 2]` → `1, 3`.
    public static func positions<Offsets: Sequence<Int>>(_ offsets: Offsets) -> String {
        offsets.map { String($0 + 1) }.joined(separator: ", ")
    }
}
