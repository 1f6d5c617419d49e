/// The benchmark groups `scripts/bench` knows, in the order they run.
/// Add a line here for each new benchmark file.
enum BenchmarkGroups {
    static let all: [(String, @Sendable (inout BenchmarkReport) -> Void)] = [
        ("diff", DiffBenchmark.run),
        ("lua-bridge", LuaBridgeBenchmark.run),
        ("text", TextBenchmark.run),
        ("solver", SolverBenchmark.run),
        ("labels", LabelBenchmark.run),
        ("label-group", LabelGroupBenchmark.run),
        ("groups", GroupsBenchmark.run),
        ("groups-lua", GroupsLuaBenchmark.run),
        ("hgroup-labels", HGroupLabelsBenchmark.run),
        ("composites", CompositeBenchmark.run),
        ("message-row", MessageRowBenchmark.run),
        ("models", ModelsBenchmark.run),
        ("snapshots", SnapshotBenchmark.run),
        ("order", ActivationOrderBenchmark.run),
        ("navigation", NavigationBenchmark.run),
        ("bars", BarsBenchmark.run),
        ("namada", NamadaBenchmark.run),
        ("collection", CollectionBenchmark.run),
        ("collection-lua", CollectionLuaBenchmark.run),
        ("compositional", CompositionalBenchmark.run),
        ("bars-nav-lua", BarsNavigationLuaBenchmark.run),
        ("deklarativ", DeklarativBenchmark.run),
    ]

    static var names: [String] { all.map(\.0) }
}
