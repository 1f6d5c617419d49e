import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import EpoxySnapshot

/// The text a component shows, moved into window (or container) coordinates for a snapshot:
/// each displayed line's text, box origin and baseline, with the font's size and weight.
struct SnapshotTextBuilder {
    /// The component whose lines are described.
    let component: any ComponentDescribing
    /// The component's frame in the snapshot's coordinates.
    let frame: Rect

    /// The text, or nil when the component shows none.
    var text: SnapshotText? {
        let lines = component.displayedLines
        guard !lines.isEmpty, let font = Self.font(of: component) else { return nil }
        let ascender = measurer.metrics(for: font).ascender
        let placed = lines.map { line in
            let baseline = frame.minY + line.baseline
            return SnapshotTextLine(
                text: line.text, origin: Point(x: frame.minX + line.x, y: baseline - ascender),
                width: line.width, baseline: baseline)
        }
        return SnapshotText(
            lines: placed, fontSize: font.size, weight: font.weight.rawValue,
            color: component.attributes["color"] ?? component.attributes["titleColor"] ?? component.attributes["textColor"],
            alignment: alignment)
    }

    /// The measurer the component measures with (its traits', else fixed metrics, as components do).
    private var measurer: any TextMeasuring {
        component.traits.textMeasurer ?? FixedMetricsTextMeasurer(displayScale: component.traits.displayScale)
    }

    private var alignment: SnapshotTextAlignment {
        component.attributes["alignment"].flatMap(SnapshotTextAlignment.init(rawValue:)) ?? .natural
    }

    /// The font the built-in text components set their lines in.
    private static func font(of component: any ComponentDescribing) -> Font? {
        switch component {
        case let label as Label: label.resolvedFont
        case let button as Button: button.titleFont
        case let field as TextField: field.font
        default: nil
        }
    }
}
