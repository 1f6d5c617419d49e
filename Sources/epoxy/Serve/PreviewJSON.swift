import Foundation

/// Reading request bodies: a JSON object whose fields are checked one by one, so a bad request
/// gets a message naming the field rather than a decoder's path.
enum PreviewJSON {
    /// The largest body the preview reads (events and settings are a few dozen bytes).
    static let maximumBodySize = 64 * 1024

    /// The JSON object in `body`.
    ///
    /// - Throws: ``PreviewRequestError`` (400) when it is not one.
    static func object(_ body: Data) throws -> [String: PreviewJSONValue] {
        guard !body.isEmpty else { throw PreviewRequestError(.badRequest, "the body is empty: send a JSON object") }
        let parsed: PreviewJSONValue
        do {
            parsed = try JSONDecoder().decode(PreviewJSONValue.self, from: body)
        } catch {
            throw PreviewRequestError(.badRequest, "the body is not valid JSON")
        }
        guard case .object(let object) = parsed else {
            throw PreviewRequestError(.badRequest, "the body must be a JSON object, e.g. {\"type\": \"tap\", \"dataID\": \"row-1\"}")
        }
        return object
    }

    /// Rejects keys other than `allowed` (a misspelt key would otherwise be ignored silently).
    static func checkKeys(_ object: [String: PreviewJSONValue], allowed: [String], what: String) throws {
        let unknown = object.keys.filter { !allowed.contains($0) }.sorted()
        guard unknown.isEmpty else {
            throw PreviewRequestError(.badRequest, "\(what) has no field \(unknown.map { "\"\($0)\"" }.joined(separator: ", ")) (fields: \(allowed.joined(separator: ", ")))")
        }
    }

    /// A finite number, nil when absent.
    static func finiteNumber(_ value: PreviewJSONValue?, name: String) throws -> Double? {
        guard let value, value != .null else { return nil }
        guard case .number(let number) = value, number.isFinite, abs(number) <= 1e9 else {
            throw PreviewRequestError(.badRequest, "\"\(name)\" must be a finite number of points")
        }
        return number
    }

    /// `240` rather than `240.0`.
    static func shortNumber(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// `value` as JSON text.
    static func encode<Value: Encodable>(_ value: Value) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)) ?? Data("{}".utf8)
    }
}
