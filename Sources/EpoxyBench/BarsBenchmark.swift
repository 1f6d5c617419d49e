import EpoxyBars
import EpoxyComponents
import EpoxyCore
import EpoxyLayout

/// Bar installers on an iPhone 15 screen (a NavigationBar on top, a ToolbarBar below, fixed text
/// metrics): installing both and laying out, against updates that reuse the bars (equal
/// models, a new title) and a keyboard shown and hidden. Reuse must cost well under a fresh
/// install: that is what the update heuristics are for.
enum BarsBenchmark {
    /// Screens per measurement, so one measurement is long enough to time.
    static let screens = 100

    /// A controller whose view provides traits, as a window's root does.
    private final class Screen: ViewController {
        override func loadView() -> View {
            let root = TraitRootView(
                frame: Rect(x: 0, y: 0, width: 393, height: 852), traits: Traits(textMeasurer: FixedMetricsTextMeasurer()))
            root.windowSafeAreaInsets = EdgeInsets(top: 59, bottom: 34)
            return root
        }
    }

    private struct InstalledScreen {
        let controller: Screen
        let top: TopBarInstaller
        let bottom: BottomBarInstaller
    }

    private static func topBars(title: String) -> [BarModeling] {
        [NavigationBar.barModel(content: NavigationBar.Content(title: title, showsBackButton: true), style: NavigationBar.Style())]
    }

    private static func bottomBars() -> [BarModeling] {
        [ToolbarBar.barModel(content: ["New", "Edit", "Share"], style: ToolbarBar.Style())]
    }

    private static func install() -> InstalledScreen {
        let controller = Screen()
        let top = TopBarInstaller(viewController: controller, bars: topBars(title: "Inbox"))
        let bottom = BottomBarInstaller(viewController: controller, bars: bottomBars(), avoidsKeyboard: true)
        top.install()
        bottom.install()
        controller.view.layoutIfNeeded()
        return InstalledScreen(controller: controller, top: top, bottom: bottom)
    }

    static func run(_ report: inout BenchmarkReport) {
        report.section("Bars: NavigationBar and ToolbarBar installed on an iPhone 15 screen (\(screens) screens)")
        let fresh = BenchmarkReport.measure {
            for _ in 0..<screens { _ = install() }
        }
        let installed = (0..<screens).map { _ in install() }
        let unchanged = BenchmarkReport.measure {
            for screen in installed {
                screen.top.setBars(topBars(title: "Inbox"), animated: false)
                screen.bottom.setBars(bottomBars(), animated: false)
                screen.controller.view.layoutIfNeeded()
            }
        }
        var title = 0
        let retitled = BenchmarkReport.measure {
            title += 1
            for screen in installed {
                screen.top.setBars(topBars(title: "Inbox (\(title))"), animated: true)
                screen.controller.view.layoutIfNeeded()
            }
        }
        let keyboard = BenchmarkReport.measure {
            for screen in installed {
                screen.bottom.setKeyboardHeight(336)
                screen.bottom.setKeyboardHeight(0)
            }
        }
        report.figure("install and lay out", BenchmarkReport.milliseconds(fresh))
        report.figure("equal models, laid out again", BenchmarkReport.milliseconds(unchanged))
        report.figure("new title, laid out again", BenchmarkReport.milliseconds(retitled))
        report.figure("keyboard shown and hidden", BenchmarkReport.milliseconds(keyboard))
        report.ratio("install / equal models (reuse is cheaper)", fresh / unchanged, atLeast: 4)
        report.ratio("install / new title", fresh / retitled, atLeast: 2)
    }

}
