extension LayoutPriority {
    /// The priority UIKit names `name`: `required` (1000), `defaultHigh` (750), `defaultLow`
    /// (250), `fittingSizeLevel` (50); nil for other names.
    public init?(named name: String) {
        switch name {
        case "required": self = .required
        case "defaultHigh": self = .defaultHigh
        case "defaultLow": self = .defaultLow
        case "fittingSizeLevel": self = .fittingSizeLevel
        default: return nil
        }
    }
}
