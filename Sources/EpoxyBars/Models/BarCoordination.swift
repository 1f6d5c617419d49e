/// How an erased bar model makes and uses its coordinator: the coordinator's kind (a new kind
/// of coordinator replaces the old one), its factory, and the model it displays for a model.
struct BarCoordination {
    /// Identifies the kind of coordinator; an existing coordinator of the same kind is kept.
    let kind: AnyHashable
    /// Makes the coordinator; `update` asks the bar to query its coordinator again.
    let make: (_ update: @escaping (_ animated: Bool) -> Void) -> AnyBarCoordinating
    /// The model to display for `model`, or nil when the coordinator is not the expected kind.
    let barModel: (_ coordinator: AnyBarCoordinating, _ model: AnyBarModel) -> AnyBarModel?
}
