import EpoxyCore
import EpoxyLayout
import EpoxyScreens
import EpoxySnapshot
import Foundation
import XCTest
@testable import EpoxyLua

/// Every example screen on every device at five text sizes, from the smallest to the largest
/// accessibility size: no view with a negative size or a NaN in its frame, and every view of a
/// self-sized cell inside that cell. Run in-process (two states per screen and device) so the
/// whole gallery takes seconds.
final class ExampleLayoutInvariantTests: XCTestCase {
    static let categories: [ContentSizeCategory] = [
        .extraSmall, .large, .extraExtraExtraLarge, .accessibilityMedium, .accessibilityExtraExtraExtraLarge,
    ]

    /// Files that are modules other examples require, not screens (`epoxy run` rejects them).
    static let modules: Set<String> = ["message_row_component.lua", "namada/namada_bindings_state.lua"]

    /// Points a frame may stick out of its cell by (the printed precision is 0.01).
    static let tolerance = 0.01

    private var examples: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples")
    }

    private func screenPaths() throws -> [String] {
        let root = examples.path
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".lua") && !$0.hasSuffix("_spec.lua") && !Self.modules.contains($0) }.sorted()
    }

    func testEveryExampleScreenStaysInsideItsCellsAtEveryTextSizeOnEveryDevice() throws {
        let paths = try screenPaths()
        XCTAssertGreaterThanOrEqual(paths.count, 20, "examples not found under \(examples.path)")
        var screens = 0, layouts = 0
        for path in paths {
            let file = examples.appendingPathComponent(path)
            for device in Device.presets {
                // Up from the smallest size and down from the largest: each run's first size is
                // set before the script runs (as `--type-size` does), the others after it is
                // shown (as `setContentSizeCategory` does), so both paths meet every size.
                for order in [Self.categories, Self.categories.reversed()] {
                    let host = try ScriptHost(configuration: .init(scriptFolder: file.deletingLastPathComponent().path))
                    host.stage.window.setDevice(device)
                    host.stage.window.setContentSizeCategory(order[0])
                    let results = try host.runScript(at: file.path)
                    guard let root = results.first, host.isRoot(root) else { break }   // a script printing data
                    try host.show(root)
                    try host.flushUpdates()
                    if device == Device.presets[0] && order == Self.categories { screens += 1 }
                    for (index, category) in order.enumerated() {
                        if index > 0 { try host.run(source: "setContentSizeCategory('\(category.rawValue)')", chunkName: "=invariant") }
                        host.stage.layoutIfNeeded()
                        let document = StageSnapshot(host.stage).document
                        check(document.root, cell: nil, at: "\(path) on \(device.name) at \(category.rawValue)")
                        layouts += 1
                    }
                }
            }
        }
        XCTAssertGreaterThanOrEqual(screens, 18, "screens checked")
        XCTAssertEqual(layouts, 2 * screens * Device.presets.count * Self.categories.count)
    }

    /// Checks `node` and its subtree; `cell` is the nearest enclosing cell or supplementary view.
    private func check(_ node: SnapshotNode, cell: SnapshotNode?, at place: String) {
        let frame = node.frame
        let name = "\(node.component.isEmpty ? node.kind.rawValue : node.component) #\(node.dataID ?? "-")"
        guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) else {
            return XCTFail("\(place): \(name) has a non-finite frame \(frame)")
        }
        // Below −1e-9, not solver noise around zero.
        if frame.width < -1e-9 || frame.height < -1e-9 {
            XCTFail("\(place): \(name) has a negative size \(frame)")
        }
        if let cell, node.kind != StageSnapshot.omittedKind {
            let outer = cell.frame, t = Self.tolerance
            if frame.minX < outer.minX - t || frame.minY < outer.minY - t || frame.maxX > outer.maxX + t || frame.maxY > outer.maxY + t {
                XCTFail("\(place): \(name) \(frame) is outside its cell #\(cell.dataID ?? "-") \(outer)")
            }
        }
        let isCell = node.kind == .cell || node.kind == .supplementary
        for child in node.children {
            check(child, cell: isCell ? node : cell, at: place)
        }
    }
}
