import EpoxyScreens
import EpoxySnapshot

/// Everything the page draws, as `GET /api/state` answers and the WebSocket pushes after each
/// change: the screen's SVG (the last good one when the script failed), the settings and their
/// choices, the scroll position, the render reports and the script's error.
struct PreviewState: Encodable, Sendable {
    /// A device the picker offers.
    struct DeviceChoice: Encodable, Sendable {
        var name: String
        var width: Double
        var height: Double
    }

    /// The simulated window and how it is drawn.
    struct Settings: Encodable, Equatable, Sendable {
        var device: String
        var width: Double
        var height: Double
        var contentSizeCategory: String
        var appearance: String
    }

    /// The main collection's scroll position and extent, for wheel and drag scrolling.
    struct Scroll: Encodable, Sendable {
        var x: Double
        var y: Double
        var contentWidth: Double
        var contentHeight: Double
    }

    /// Increases with every change, so the page ignores a state older than the one it shows.
    var version: Int
    /// The script's path as given on the command line.
    var script: String
    var settings: Settings
    var devices: [DeviceChoice]
    var contentSizeCategories: [String]
    /// The screen as `SVGWriter` writes it; nil until a root is shown.
    var svg: String?
    var scroll: Scroll?
    /// The navigation stack's dataIDs, top first, when the screen is a navigation controller.
    var stack: [String]?
    /// The newest last, at most ``PreviewReport/kept``.
    var reports: [PreviewReport]
    /// The last load's or event's failure; nil once a later one succeeded.
    var error: PreviewScriptError?
    /// The files a change of reloads the script.
    var watching: [String]
}
