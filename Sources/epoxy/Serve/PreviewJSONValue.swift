/// A JSON value with its type kept exactly (a boolean never reads as a number), as request bodies
/// are checked field by field.
enum PreviewJSONValue: Decodable, Equatable {
    case null
    case boolean(Bool)
    case number(Double)
    case string(String)
    case array([PreviewJSONValue])
    case object([String: PreviewJSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .boolean(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let array = try? container.decode([PreviewJSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: PreviewJSONValue].self))
        }
    }
}
