/// The bindings and observations one view model's `bind` made: `unbind()` ends them all.
final class BindingScope {
    static let typeName = "BindingScope"

    private var ends: [() -> Void] = []

    /// How many bindings and observations were recorded (and not yet ended).
    var count: Int { ends.count }

    func add(_ end: @escaping () -> Void) {
        ends.append(end)
    }

    /// Ends everything recorded, in order.
    func unbind() {
        let recorded = ends
        ends = []
        recorded.forEach { $0() }
    }
}
