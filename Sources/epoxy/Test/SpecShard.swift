import ArgumentParser

/// `--shard K/N`: the K-th of N disjoint parts of the spec files, for a CI matrix of N machines.
/// Files are dealt in turn over the sorted list (file i goes to shard i mod N + 1), so the N
/// shards together run every file exactly once and each gets an equal share.
struct SpecShard: ExpressibleByArgument, Equatable {
    /// 1-based.
    let index: Int
    let count: Int

    init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              count >= 1, count <= 10_000, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// This shard's files of `files`, in their order. The whole list is sorted first so every
    /// machine deals the same list whatever order the paths were given in.
    func files(of files: [String]) -> [String] {
        let sorted = Array(Set(files)).sorted()
        return sorted.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
