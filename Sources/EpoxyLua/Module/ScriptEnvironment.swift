import EpoxyCore
import EpoxyLayout
import EpoxyScreens

/// What the Lua API needs beyond the state, owned by one ``ScriptHost``: the text measurer
/// (created on first use, so scripts that measure nothing never open a font file).
final class ScriptEnvironment {
    /// Where Inter's OTF files are; `nil` uses `EPOXY_FONT_PATH` or the system's folder.
    let fontDirectory: String?
    /// Schedules and runs updates of the shown screen (`State` assignments, `render()`).
    let renderLoop = RenderLoop()
    /// Whether what the stage shows changed since the host last asked (see ``ScriptHost/takeRenderReport()``).
    let renders = RenderLog()
    /// The virtual clock and view-model scopes of the state's bindings.
    let bindings = BindingContext()
    /// Refuses stage operations started while another one runs (see ``StageGuard``).
    let stageGuard = StageGuard()
    /// The shown view-controller screens and navigation stacks (`back()`, `keyboard(height)`).
    lazy var screens = ScreenSession(stage: stage, renderLoop: renderLoop)
    private var measurer: (any TextMeasuring)?
    private var currentStage: Stage?

    init(fontDirectory: String?) {
        self.fontDirectory = fontDirectory
        // Renders reach the REPL's printing through the log, with their changes by dataID.
        renderLoop.onRender = { [renders] report in
            renders.record(report)
        }
    }

    /// The measurer for text in this state.
    ///
    /// - Throws: ``TextMeasurementError`` naming the font file or folder that could not be read.
    func textMeasurer() throws -> any TextMeasuring {
        if let measurer { return measurer }
        let made = try TextMeasurers.makeDefault(fontDirectory: fontDirectory)
        measurer = made
        return made
    }

    /// The stage `layout()`, `show()` and the inspection functions work on: a window of the
    /// default device whose labels measure with this environment's fonts (fixed metrics, with a
    /// warning, when the fonts cannot be read).
    var stage: Stage {
        if let currentStage { return currentStage }
        let measurer: (any TextMeasuring)?
        do {
            measurer = try textMeasurer()
        } catch {
            EpoxyLogger.current.warn("fonts unavailable, measuring text with fixed metrics: \(error)")
            measurer = nil
        }
        let made = Stage(window: Window(device: .standard, traits: Traits(textMeasurer: measurer)))
        currentStage = made
        return made
    }
}
