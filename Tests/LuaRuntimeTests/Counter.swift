/// A Swift object handed to Lua in tests.
final class Counter {
    let counter: LiveCounter
    var value: Int64

    init(value: Int64, counter: LiveCounter) {
        self.value = value
        self.counter = counter
        counter.didCreate()
    }

    deinit {
        counter.didDestroy()
    }
}
