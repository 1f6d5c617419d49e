/// The border a text field draws (UITextField.BorderStyle's names).
public enum TextFieldBorderStyle: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// No border.
    case none
    /// A thin rectangle.
    case line
    /// A bezeled rectangle.
    case bezel
    /// A rounded rectangle (UIKit's usual field).
    case roundedRect

    /// Parses a border style name (case-insensitive). Returns nil for anything else.
    public init?(name: String) {
        guard let match = TextFieldBorderStyle.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
            return nil
        }
        self = match
    }

    /// A stable text for snapshots and diagnostics.
    public var description: String { rawValue }
}
