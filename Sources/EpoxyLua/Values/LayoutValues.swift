import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import LuaRuntime

/// Reads the layout values from script values: priorities, axes and item
/// alignments (names, `{ centered = dataID }`, `{ custom = function(container, item) … end }`).
enum LayoutValues {
    /// The priority names scripts may use.
    static let priorityNames = ["required", "defaultHigh", "defaultLow", "fittingSizeLevel"]
    /// The vertical alignment names (HGroup, ZGroup).
    static let verticalNames = ["fill", "top", "bottom", "center"]
    /// The horizontal alignment names (VGroup, ZGroup, accessibility reflow).
    static let horizontalNames = ["fill", "leading", "trailing", "center"]

    /// A priority: a number 1…1000 or a name.
    static func priority(_ value: LuaValue) -> Parsed<LayoutPriority, String> {
        switch value {
        case .string(let name):
            guard let priority = LayoutPriority(named: name) else {
                return .failure(ClosestName.unknown("priority", name, valid: priorityNames) + " or a number 1…1000")
            }
            return .success(priority)
        case let number where number.numberValue != nil:
            let raw = number.numberValue ?? 0
            guard raw.isFinite, raw >= 1, raw <= 1000 else { return .failure("priorities run 1…1000, got \(LuaNumberFormat.string(raw))") }
            return .success(LayoutPriority(Float(raw)))
        default:
            return .failure("priority name or number expected, got \(value.typeName)")
        }
    }

    /// An axis: "horizontal" or "vertical".
    static func axis(_ value: LuaValue) -> Parsed<LayoutAxis, String> {
        guard case .string(let name) = value else { return .failure("axis name expected, got \(value.typeName)") }
        guard let axis = LayoutAxis(rawValue: name) else {
            return .failure(ClosestName.unknown("axis", name, valid: LayoutAxis.allCases.map(\.rawValue)))
        }
        return .success(axis)
    }

    /// An alignment across an HGroup (vertical placement).
    static func vertical(_ value: LuaValue, state: LuaState) -> Parsed<HGroup.ItemAlignment, String> {
        alignment(value, state: state, names: verticalNames, named: HGroup.ItemAlignment.init(named:),
                  centered: { .centered(to: $0) }, custom: { .custom(id: $0, $1) })
    }

    /// An alignment across a VGroup (horizontal placement).
    static func horizontal(_ value: LuaValue, state: LuaState) -> Parsed<VGroup.ItemAlignment, String> {
        alignment(value, state: state, names: horizontalNames, named: VGroup.ItemAlignment.init(named:),
                  centered: { .centered(to: $0) }, custom: { .custom(id: $0, $1) })
    }

    private static func alignment<Alignment>(
        _ value: LuaValue, state: LuaState, names: [String], named: (String) -> Alignment?,
        centered: (AnyHashable) -> Alignment, custom: (AnyHashable, @escaping CustomAlignmentConstraints) -> Alignment
    ) -> Parsed<Alignment, String> {
        switch value {
        case .string(let name):
            guard let alignment = named(name) else {
                return .failure(ClosestName.unknown("alignment", name, valid: names) + " or { centered = dataID } or { custom = function }")
            }
            return .success(alignment)
        case .dictionary(let fields) where fields.count == 1:
            if let target = fields["centered"] {
                guard let dataID = DataIDValue.hashable(target) else {
                    return .failure("{ centered = dataID } needs a string, number or boolean, got \(DataIDValue.describe(target))")
                }
                return .success(centered(dataID))
            }
            if case .function(let function)? = fields["custom"] {
                return .success(custom(function, CustomAlignmentFunction(function: function, state: state).constraints))
            }
            return .failure("alignment table must be { centered = dataID } or { custom = function(container, item) … end }")
        default:
            return .failure("alignment name or table expected, got \(value.typeName)")
        }
    }
}
