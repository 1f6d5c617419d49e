/// Counts live instances of test objects, to show Lua releases what it owned.
final class LiveCounter {
    private(set) var live = 0
    private(set) var created = 0

    func didCreate() {
        live += 1
        created += 1
    }

    func didDestroy() {
        live -= 1
    }
}

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
