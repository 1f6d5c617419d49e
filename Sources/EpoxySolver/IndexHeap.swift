/// A max-heap of small non-negative integers; popping yields the largest first.
struct IndexHeap {
    private var elements: [Int] = []

    var isEmpty: Bool { elements.isEmpty }

    mutating func removeAll() {
        elements.removeAll(keepingCapacity: true)
    }

    mutating func push(_ element: Int) {
        elements.append(element)
        var child = elements.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard elements[parent] < elements[child] else { break }
            elements.swapAt(parent, child)
            child = parent
        }
    }

    /// Removes and returns the largest element, nil when empty.
    mutating func popMax() -> Int? {
        guard let last = elements.popLast() else { return nil }
        guard !elements.isEmpty else { return last }
        let top = elements[0]
        elements[0] = last
        var parent = 0
        let count = elements.count
        while true {
            let left = 2 * parent + 1
            guard left < count else { break }
            let right = left + 1
            let larger = right < count && elements[right] > elements[left] ? right : left
            guard elements[larger] > elements[parent] else { break }
            elements.swapAt(parent, larger)
            parent = larger
        }
        return top
    }
}
