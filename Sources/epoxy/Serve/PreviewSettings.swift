import EpoxyCore
import EpoxyLayout
import EpoxyScreens
import EpoxySnapshot
import Foundation

/// A change of what the preview simulates (`POST /api/settings`): any of `{"device": "iphone-se",
/// "contentSizeCategory": "extraLarge", "appearance": "dark"}`, each checked against the presets.
struct PreviewSettings: Equatable, Sendable {
    var device: Device?
    var contentSizeCategory: ContentSizeCategory?
    var appearance: SVGAppearance?

    init(device: Device? = nil, contentSizeCategory: ContentSizeCategory? = nil, appearance: SVGAppearance? = nil) {
        self.device = device
        self.contentSizeCategory = contentSizeCategory
        self.appearance = appearance
    }

    /// The settings in a request body.
    ///
    /// - Throws: ``PreviewRequestError`` (400) naming an unknown field or value, with the closest valid one.
    init(json body: Data) throws {
        let object = try PreviewJSON.object(body)
        try PreviewJSON.checkKeys(object, allowed: ["device", "contentSizeCategory", "appearance"], what: "settings")
        guard !object.isEmpty else {
            throw PreviewRequestError(.badRequest, "settings need \"device\", \"contentSizeCategory\" or \"appearance\"")
        }
        if let value = object["device"] {
            let name = try Self.string(value, field: "device")
            guard let device = Device(named: name) else {
                throw PreviewRequestError(.badRequest, ClosestName.unknown("device", name, valid: Device.presets.map(\.name)))
            }
            self.device = device
        }
        if let value = object["contentSizeCategory"] {
            let name = try Self.string(value, field: "contentSizeCategory")
            guard let category = ContentSizeCategory(name: name) else {
                throw PreviewRequestError(.badRequest, ClosestName.unknown("content size category", name, valid: ContentSizeCategory.allCases.map(\.rawValue)))
            }
            contentSizeCategory = category
        }
        if let value = object["appearance"] {
            let name = try Self.string(value, field: "appearance")
            guard let appearance = SVGAppearance(rawValue: name) else {
                throw PreviewRequestError(.badRequest, ClosestName.unknown("appearance", name, valid: SVGAppearance.allCases.map(\.rawValue)))
            }
            self.appearance = appearance
        }
    }

    private static func string(_ value: PreviewJSONValue, field: String) throws -> String {
        guard case .string(let text) = value else { throw PreviewRequestError(.badRequest, "\"\(field)\" must be a string") }
        return text
    }
}
