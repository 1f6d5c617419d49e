import EpoxyCore
import EpoxyLayout
import EpoxyScreens

/// What the Lua API needs beyond the state, owned by one ``ScriptHost``: the presenter (what is
/// on stage and how it re-renders), the bindings' clock, the stage guard and the text measurer
/// (created on first use, so scripts that measure nothing never open a font file).
final class ScriptEnvironment {
    /// Where Inter's OTF files are; `nil` uses `EPOXY_FONT_PATH` or the system's folder.
    let fontDirectory: String?
    /// The virtual clock and view-model scopes of the state's bindings.
    let bindings = BindingContext()
    /// Refuses stage operations started while another one runs (see ``StageGuard``).
    let stageGuard = StageGuard()
    /// What is on stage and how it re-renders: `show`, the events, `render()` and the host all
    /// go through it.
    lazy var presenter = Presenter(makeStage: { [unowned self] in self.makeStage() })
    private var measurer: (any TextMeasuring)?

    init(fontDirectory: String?) {
        self.fontDirectory = fontDirectory
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

    /// The presenter's stage: a window of the default device whose labels measure with this
    /// environment's fonts (fixed metrics, with a warning, when the fonts cannot be read).
    private func makeStage() -> Stage {
        let measurer: (any TextMeasuring)?
        do {
            measurer = try textMeasurer()
        } catch {
            EpoxyLogger.current.warn("fonts unavailable, measuring text with fixed metrics: \(error)")
            measurer = nil
        }
        return Stage(window: Window(device: .standard, traits: Traits(textMeasurer: measurer)))
    }
}
