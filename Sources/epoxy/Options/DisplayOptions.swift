import ArgumentParser
import EpoxyCore
import EpoxyLayout
import EpoxyLua
import EpoxyScreens
import EpoxySnapshot

/// The display flags `run`, `repl` and `test` share: the device the stage simulates and its
/// Dynamic Type size (how the root prints is ``PrintOptions``).
struct DisplayOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The device whose window the root is shown on: \(Device.presets.map(\.name).joined(separator: ", ")). Example: --device iphone-se",
        valueName: "name"))
    var device: String = Device.standard.name

    @Option(help: ArgumentHelp(
        "A window size in points, overriding the device's (its safe area stays). Example: --size 320x568",
        valueName: "WxH"))
    var size: String?

    @Option(help: ArgumentHelp(
        "Safe area insets top,left,bottom,right in points, overriding the device's. Example: --safe-area 44,0,34,0",
        valueName: "T,L,B,R"))
    var safeArea: String?

    @Option(help: ArgumentHelp(
        "The Dynamic Type size (UIKit's category names). Example: --type-size accessibilityLarge",
        valueName: "category"))
    var typeSize: String?

    func validate() throws {
        _ = try resolvedDevice()
        _ = try contentSizeCategory()
    }

    /// The device with `--size` and `--safe-area` applied.
    func resolvedDevice() throws -> Device {
        guard var resolved = Device(named: device) else {
            throw ValidationError(ClosestName.unknown("device", device, valid: Device.presets.map(\.name)))
        }
        if let size { resolved = resolved.withSize(try Self.parseSize(size)) }
        if let safeArea { resolved = resolved.withSafeArea(try Self.parseSafeArea(safeArea)) }
        return resolved
    }

    /// The `--type-size` category, nil when not given.
    func contentSizeCategory() throws -> ContentSizeCategory? {
        guard let typeSize else { return nil }
        guard let category = ContentSizeCategory(name: typeSize) else {
            throw ValidationError(ClosestName.unknown("type size", typeSize, valid: ContentSizeCategory.allCases.map(\.rawValue)))
        }
        return category
    }

    /// Puts the stage's window on the chosen device at the chosen type size (both validated).
    func apply(to stage: Stage) {
        if let device = try? resolvedDevice() { stage.window.setDevice(device) }
        if let category = try? contentSizeCategory() { stage.window.setContentSizeCategory(category) }
    }

    /// `WxH` (also `W×H`): two finite positive numbers.
    static func parseSize(_ text: String) throws -> Size {
        let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" }).map(String.init)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width > 0, height > 0, width <= 100_000, height <= 100_000 else {
            throw ValidationError("--size expects WxH with positive widths and heights up to 100000, e.g. 320x568; got '\(text)'")
        }
        return Size(width: width, height: height)
    }

    /// `T,L,B,R`: four finite numbers ≥ 0.
    static func parseSafeArea(_ text: String) throws -> EdgeInsets {
        let values = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard values.count == 4, values.allSatisfy({ $0.map { $0.isFinite && $0 >= 0 && $0 <= 100_000 } ?? false }) else {
            throw ValidationError("--safe-area expects four numbers ≥ 0 as top,left,bottom,right, e.g. 59,0,34,0; got '\(text)'")
        }
        return EdgeInsets(top: values[0]!, left: values[1]!, bottom: values[2]!, right: values[3]!)
    }
}
