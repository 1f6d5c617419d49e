import EpoxyCore
import EpoxyComponents
import EpoxyLayout

/// The view of a `Component{ name=, measure= }` leaf: its intrinsic size is what the Lua
/// measure function returns for the width layout offers (cached per width), held by the usual
/// hugging and compression priorities.
final class LuaMeasuredView: View, ComponentDescribing {
    let componentName: String
    private(set) var summary = ""

    init(name: String) {
        componentName = name
        super.init()
    }

    /// Shows new content: `measure` answers for a width (nil: unconstrained).
    func configure(summary: String, measure: @escaping (Double?) -> Size) {
        self.summary = summary
        var cache: [Double?: Size] = [:]
        contentMeasurer = { width in
            if let size = cache[width] { return size }
            let size = measure(width)
            cache[width] = size
            return size
        }
    }

    var contentSummary: String { summary }
    var attributes: [String: String] { [:] }
}
