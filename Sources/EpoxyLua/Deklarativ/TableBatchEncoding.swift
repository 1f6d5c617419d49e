import EpoxyDeklarativ
import Foundation
import LuaRuntime

/// A ``TableBatch`` as the Lua table `set{…}` returns, with 1-based sections and rows:
/// `{ reloadData =, deleteSections = {…}, insertSections =, reloadSections =, moveSections =
/// {{from=, to=}}, deleteRows = {{section=, row=}}, insertRows =, reloadRows =, moveRows =
/// {{from={section=, row=}, to=…}}, animations = { deleteSections = "fade", … }, warnings =,
/// description = }` (`animations` is nil for a reload).
enum TableBatchEncoding {
    static func table(for batch: TableBatch) -> LuaValue {
        func path(_ path: IndexPath) -> LuaValue {
            .dictionary(["section": .integer(Int64(path.section + 1)), "row": .integer(Int64(path.item + 1))])
        }
        func sections(_ offsets: [Int]) -> LuaValue { .array(offsets.map { .integer(Int64($0 + 1)) }) }
        var fields: [LuaKey: LuaValue] = [
            "reloadData": .boolean(batch.isReloadData),
            "isEmpty": .boolean(batch.isEmpty),
            "deleteSections": sections(batch.deleteSections),
            "insertSections": sections(batch.insertSections),
            "reloadSections": sections(batch.reloadSections),
            "moveSections": .array(batch.moveSections.map {
                .dictionary(["from": .integer(Int64($0.from + 1)), "to": .integer(Int64($0.to + 1))])
            }),
            "deleteRows": .array(batch.deleteRows.map(path)),
            "insertRows": .array(batch.insertRows.map(path)),
            "reloadRows": .array(batch.reloadRows.map(path)),
            "moveRows": .array(batch.moveRows.map { .dictionary(["from": path($0.from), "to": path($0.to)]) }),
            "warnings": .array(batch.warnings.map(LuaValue.string)),
            "description": .string(batch.description(indexBase: 1)),
        ]
        if let animations = batch.animations {
            fields["animations"] = .dictionary([
                "deleteSections": .string(animations.deleteSectionsAnimation.rawValue),
                "insertSections": .string(animations.insertSectionsAnimation.rawValue),
                "reloadSections": .string(animations.reloadSectionsAnimation.rawValue),
                "deleteRows": .string(animations.deleteRowsAnimation.rawValue),
                "insertRows": .string(animations.insertRowsAnimation.rawValue),
                "reloadRows": .string(animations.reloadRowsAnimation.rawValue),
            ])
        }
        return .dictionary(fields)
    }
}
