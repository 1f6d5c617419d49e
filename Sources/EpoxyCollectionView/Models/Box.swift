/// An immutable value on the heap: one word inline, for rarely set parts of values stored by
/// the hundred thousand.
final class Box<Value> {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
