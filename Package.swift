// swift-tools-version: 6.0
import PackageDescription

// One concern per target, dependencies pointing down (docs/ARCHITECTURE.md maps them). Each target
// lists exactly the modules it imports: scripts/module-graph-check keeps it so.
// (Generated shape: keep one line per target so merges stay simple.)
let package = Package(
    name: "EpoxyLua",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "epoxy", targets: ["epoxy"]),
        .library(name: "Budget", targets: ["Budget"]),
        .library(name: "LuaRuntime", targets: ["LuaRuntime"]),
        .library(name: "EpoxyCore", targets: ["EpoxyCore"]),
        .library(name: "EpoxySolver", targets: ["EpoxySolver"]),
        .library(name: "EpoxyLayout", targets: ["EpoxyLayout"]),
        .library(name: "EpoxyLayoutGroups", targets: ["EpoxyLayoutGroups"]),
        .library(name: "EpoxyComponents", targets: ["EpoxyComponents"]),
        .library(name: "EpoxyCollectionView", targets: ["EpoxyCollectionView"]),
        .library(name: "EpoxyBars", targets: ["EpoxyBars"]),
        .library(name: "EpoxyNavigation", targets: ["EpoxyNavigation"]),
        .library(name: "EpoxyNamadaLayout", targets: ["EpoxyNamadaLayout"]),
        .library(name: "EpoxyDeklarativ", targets: ["EpoxyDeklarativ"]),
        .library(name: "EpoxyScreens", targets: ["EpoxyScreens"]),
        .library(name: "EpoxySnapshot", targets: ["EpoxySnapshot"]),
        .library(name: "EpoxyRaster", targets: ["EpoxyRaster"]),
        .library(name: "EpoxyLua", targets: ["EpoxyLua"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The HTTP and WebSocket server of `epoxy serve` (pure Swift over BSD sockets: no NIO, no macros).
        .package(url: "https://github.com/swhitty/FlyingFox.git", from: "0.27.1"),
    ],
    targets: [
        // System libraries (Debian: liblua5.4-dev, libfreetype-dev; see scripts/setup).
        .systemLibrary(
            name: "CLua",
            pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev"]), .brew(["lua"])]
        ),
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
        ),
        // librsvg and cairo for PNG pictures of screens (Debian: librsvg2-dev, libcairo2-dev).
        .systemLibrary(
            name: "CRsvg",
            pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev", "libcairo2-dev"]), .brew(["librsvg", "cairo"])]
        ),
        // Small C over librsvg and cairo: render an SVG to pixels, read and write PNG.
        .target(name: "CRaster", dependencies: ["CRsvg"]),
        // Small C: the protected-call trampoline, the capped allocator, the count hook.
        .target(name: "CLuaSupport", dependencies: ["CLua"]),
        // libedit for the REPL's line editing, history and completion (Debian: libedit-dev).
        .target(name: "CLineEditor", linkerSettings: [.linkedLibrary("edit")]),

        // The budget of host work for one script run: a deadline, a stop from any thread, a meter for hot loops.
        .target(name: "Budget"),
        // Lua 5.4 hosted safely: the state, values, calls, tapes, the sandbox, the limits and their watchdog.
        // Its own Lua (sandbox, print) is in .lua files compiled in with embedInCode, as EpoxyLua's.
        .target(name: "LuaRuntime", dependencies: ["Budget", "CLuaSupport"], resources: ["sandbox", "finalizer_watch", "package_path", "require_record", "print"].map { .embedInCode("Lua/\($0).lua") }),

        .target(name: "EpoxyCore", dependencies: ["Budget"], linkerSettings: [.linkedLibrary("m")]),
        // The incremental Cassowary solver: variables, expressions, constraints with priorities, edits.
        .target(name: "EpoxySolver", dependencies: ["Budget", "EpoxyCore"]),
        .target(name: "EpoxyLayout", dependencies: ["Budget", "EpoxyCore", "EpoxySolver", "CFreeType"]),
        .target(name: "EpoxyLayoutGroups", dependencies: ["EpoxyCore", "EpoxyLayout"]),
        .target(name: "EpoxyComponents", dependencies: ["EpoxyCore", "EpoxyLayout", "EpoxyLayoutGroups"]),
        // Item and section models diffed onto a headless collection view with list, flow and grid layouts (issue #5).
        .target(name: "EpoxyCollectionView", dependencies: ["Budget", "EpoxyCore", "EpoxyLayout"]),
        // Fixed top and bottom bar stacks installed in a view controller (issue #6).
        .target(name: "EpoxyBars", dependencies: ["EpoxyCore", "EpoxyLayout"]),
        // Declarative navigation stacks (issue #6).
        .target(name: "EpoxyNavigation", dependencies: ["EpoxyCore", "EpoxyLayout"]),
        // NamadaLayout's constraint DSL, molecules and bindings on the layout engine (issue #7).
        .target(name: "EpoxyNamadaLayout", dependencies: ["EpoxyCore", "EpoxyLayout", "EpoxySolver", "EpoxyComponents"]),
        // DeklarativTVC's declarative tables and collections on the collection view (issue #7).
        .target(name: "EpoxyDeklarativ", dependencies: ["EpoxyCore", "EpoxyLayout", "EpoxyComponents", "EpoxyCollectionView"]),
        // Writers over a laid-out tree described as `SnapshotNode`s: text, JSON, ASCII, SVG.
        .target(name: "EpoxySnapshot", dependencies: ["EpoxyCore"]),
        // Pictures: the SVG of a screen rendered to pixels, PNG files, image comparison.
        .target(name: "EpoxyRaster", dependencies: ["Budget", "EpoxyCore", "EpoxySnapshot", "CRaster"]),
        // Windows and devices, view-controller screens, the render loop that ties models, diff and layout together.
        .target(name: "EpoxyScreens", dependencies: ["Budget", "EpoxyCore", "EpoxyLayout", "EpoxySolver", "EpoxyLayoutGroups", "EpoxyComponents", "EpoxyCollectionView", "EpoxyBars", "EpoxyNavigation", "EpoxySnapshot"]),
        .target(name: "EpoxyLua", dependencies: ["Budget", "LuaRuntime", "EpoxyCore", "EpoxyLayout", "EpoxyLayoutGroups", "EpoxyComponents", "EpoxyCollectionView", "EpoxyBars", "EpoxyNavigation", "EpoxyNamadaLayout", "EpoxyDeklarativ", "EpoxyScreens", "EpoxySnapshot", "EpoxyRaster"], resources: ["Host/inspect.lua", "Host/completion.lua", "Testing/testing.lua", "Bindings/state.lua", "Bindings/view_model.lua"].map { .embedInCode($0) }),
        .executableTarget(
            name: "epoxy",
            dependencies: [
                "EpoxyCore",
                "EpoxyLayout",
                "EpoxyScreens",
                "EpoxySnapshot",
                "EpoxyRaster",
                "EpoxyLua",
                "LuaRuntime",
                "CLineEditor",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]
        ),
        // Benchmarks print ratios measured in one run (scripts/bench builds this in release).
        .executableTarget(name: "EpoxyBench", dependencies: ["EpoxyCore", "EpoxyLayout", "EpoxySolver", "EpoxyLayoutGroups", "EpoxyComponents", "EpoxyCollectionView", "EpoxyBars", "EpoxyNavigation", "EpoxyNamadaLayout", "EpoxyDeklarativ", "EpoxyScreens", "EpoxySnapshot", "EpoxyLua", "LuaRuntime"]),

        // What several test targets share (the seeded generator); only test targets list it.
        .target(name: "EpoxyTestSupport", path: "Tests/EpoxyTestSupport"),
        .testTarget(name: "BudgetTests", dependencies: ["Budget"]),
        .testTarget(name: "LuaRuntimeTests", dependencies: ["Budget", "CLuaSupport", "LuaRuntime", "EpoxyTestSupport"]),
        .testTarget(name: "EpoxyCoreTests", dependencies: ["EpoxyCore", "EpoxyTestSupport"]),
        .testTarget(name: "EpoxySolverTests", dependencies: ["Budget", "EpoxySolver", "EpoxyTestSupport"]),
        .testTarget(name: "EpoxyLayoutTests", dependencies: ["Budget", "EpoxyCore", "EpoxyLayout", "EpoxySolver", "CFreeType", "EpoxyTestSupport"]),
        .testTarget(name: "EpoxyLayoutGroupsTests", dependencies: ["EpoxyCore", "EpoxyLayout", "EpoxyLayoutGroups"]),
        .testTarget(name: "EpoxyComponentsTests", dependencies: ["EpoxyCore", "EpoxyLayout", "EpoxyLayoutGroups", "EpoxyComponents"]),
        .testTarget(name: "EpoxyCollectionViewTests", dependencies: ["EpoxyCore", "EpoxyLayout", "EpoxyComponents", "EpoxyCollectionView", "EpoxyTestSupport", "Budget"]),
        .testTarget(name: "EpoxyBarsTests", dependencies: ["EpoxyCore", "EpoxyLayout", "EpoxyComponents", "EpoxyBars"]),
        .testTarget(name: "EpoxyNavigationTests", dependencies: ["EpoxyCore", "EpoxyLayout", "EpoxyNavigation"]),
        .testTarget(name: "EpoxyNamadaLayoutTests", dependencies: ["EpoxyCore", "EpoxyLayout", "EpoxyComponents", "EpoxyNamadaLayout"]),
        .testTarget(name: "EpoxyDeklarativTests", dependencies: ["EpoxyCore", "EpoxyLayout", "EpoxyComponents", "EpoxyCollectionView", "EpoxyDeklarativ"]),
        .testTarget(name: "EpoxyScreensTests", dependencies: ["EpoxyCore", "EpoxyLayout", "EpoxyLayoutGroups", "EpoxyComponents", "EpoxyCollectionView", "EpoxyBars", "EpoxyNavigation", "EpoxyNamadaLayout", "EpoxySnapshot", "EpoxyScreens"]),
        .testTarget(name: "EpoxyRasterTests", dependencies: ["EpoxyCore", "EpoxySnapshot", "EpoxyRaster"]),
        .testTarget(name: "EpoxySnapshotTests", dependencies: ["EpoxyCore", "EpoxySnapshot", "EpoxyTestSupport"]),
        .testTarget(name: "EpoxyLuaTests", dependencies: ["EpoxyCore", "LuaRuntime", "EpoxyTestSupport", "EpoxyLayout", "EpoxySnapshot", "EpoxyLayoutGroups", "EpoxyComponents", "EpoxyCollectionView", "EpoxyNavigation", "EpoxyScreens", "EpoxyLua"]),
        // Runs the built `epoxy` binary as a child process: the dependency builds it, nothing is imported.
        .testTarget(name: "EpoxyCLITests", dependencies: ["epoxy", "EpoxyTestSupport"]),
        // The preview server's request handling, called directly (no socket, no browser).
        .testTarget(name: "EpoxyServeTests", dependencies: ["epoxy", "EpoxyCore", "EpoxyScreens", "EpoxySnapshot", "EpoxyLua", "LuaRuntime", .product(name: "FlyingFox", package: "FlyingFox")]),
    ],
    swiftLanguageModes: [.v6]
)
