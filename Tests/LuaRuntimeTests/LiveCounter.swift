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
