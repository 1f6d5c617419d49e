import EpoxyCore
import EpoxySnapshot

/// Hand-built documents the writer tests share: the shapes the adapter will produce.
enum SnapshotFixtures {
    /// A single-line label whose line box starts at the node's origin.
    static func label(
        _ dataID: String, _ text: String, frame: Rect, fontSize: Double = 17, weight: String = "regular",
        color: String? = nil, alignment: SnapshotTextAlignment = .natural
    ) -> SnapshotNode {
        let line = SnapshotTextLine(text: text, origin: frame.origin, width: frame.width, baseline: frame.minY + 16)
        return SnapshotNode(
            kind: .view, component: "Label", dataID: dataID, frame: frame,
            text: SnapshotText(lines: [line], fontSize: fontSize, weight: weight, color: color, alignment: alignment)
        )
    }

    /// A phone-sized window with a safe area holding a VGroup-like column: a title, an image
    /// and a two-line body.
    static let column: SnapshotDocument = {
        let body = SnapshotNode(
            kind: .view, component: "Label", dataID: "body", frame: Rect(x: 16, y: 143.5, width: 361, height: 40.25),
            text: SnapshotText(
                lines: [
                    SnapshotTextLine(text: "Two lines of body text that", origin: Point(x: 16, y: 143.5), width: 210.2, baseline: 159.5),
                    SnapshotTextLine(text: "wrap onto a second line.", origin: Point(x: 16, y: 163.75), width: 180.7, baseline: 179.75),
                ],
                fontSize: 17, weight: "regular", color: "secondaryLabel"
            )
        )
        let column = SnapshotNode(
            kind: .group, component: "VGroup", dataID: "column", frame: Rect(x: 16, y: 59, width: 361, height: 124.75),
            children: [
                label("title", "Inbox", frame: Rect(x: 16, y: 59, width: 361, height: 20.5), weight: "semibold"),
                SnapshotNode(
                    kind: .view, component: "ImageView", dataID: "avatar", frame: Rect(x: 16, y: 87.5, width: 48, height: 48),
                    contentSummary: "avatar.png", attributes: ["cornerRadius": "24", "backgroundColor": "systemGray5"]
                ),
                body,
            ]
        )
        let window = SnapshotNode(kind: .window, component: "Window", frame: Rect(x: 0, y: 0, width: 393, height: 852), children: [column])
        return SnapshotDocument(root: window, size: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34))
    }()

    /// A small window with a row (an HGroup holding a switch and a VStack of two labels)
    /// nested in a column; small enough for exact ASCII drawings.
    static let nestedRows: SnapshotDocument = {
        let texts = SnapshotNode(
            kind: .group, component: "VGroup", dataID: "texts", frame: Rect(x: 10, y: 30, width: 120, height: 50),
            children: [
                label("name", "Ada Lovelace", frame: Rect(x: 10, y: 30, width: 120, height: 20)),
                label("note", "Wrote the first program for a machine", frame: Rect(x: 10, y: 55, width: 120, height: 20), fontSize: 13),
            ]
        )
        let row = SnapshotNode(
            kind: .view, component: "Row", dataID: "row", frame: Rect(x: 0, y: 20, width: 200, height: 70),
            attributes: ["backgroundColor": "#ffffff", "selected": "true"],
            children: [
                texts,
                SnapshotNode(kind: .view, component: "Switch", dataID: "toggle", frame: Rect(x: 140, y: 35, width: 50, height: 30), contentSummary: "on"),
            ]
        )
        let window = SnapshotNode(kind: .window, component: "Window", frame: Rect(x: 0, y: 0, width: 200, height: 120), children: [row])
        return SnapshotDocument(root: window, size: Size(width: 200, height: 120), safeArea: EdgeInsets(top: 20))
    }()

    /// A collection scrolled by 100 points: a header, three cells (one selected, one partly
    /// off screen below), and a warning.
    static let collection: SnapshotDocument = {
        func cell(_ index: Int, y: Double, selected: Bool = false) -> SnapshotNode {
            let frame = Rect(x: 0, y: y, width: 200, height: 40)
            return SnapshotNode(
                kind: .cell, component: "TextRow", dataID: "item-\(index)", frame: frame,
                attributes: selected ? ["selected": "true"] : [:],
                children: [label("item-\(index)-title", "Item \(index)", frame: Rect(x: 8, y: y + 10, width: 184, height: 20))]
            )
        }
        let collection = SnapshotNode(
            kind: .collection, component: "CollectionView", frame: Rect(x: 0, y: 0, width: 200, height: 120),
            children: [
                SnapshotNode(
                    kind: .supplementary, component: "TextRow", dataID: "header", frame: Rect(x: 0, y: 0, width: 200, height: 20),
                    children: [label("header-title", "Inbox", frame: Rect(x: 8, y: 0, width: 184, height: 20), weight: "bold")]
                ),
                cell(1, y: 20, selected: true),
                cell(2, y: 60),
                cell(3, y: 100),
            ]
        )
        let window = SnapshotNode(kind: .window, component: "Window", frame: Rect(x: 0, y: 0, width: 200, height: 120), children: [collection])
        return SnapshotDocument(
            root: window, size: Size(width: 200, height: 120),
            contentSize: Size(width: 200, height: 400), contentOffset: Point(x: 0, y: 100),
            visibleRange: SnapshotVisibleRange(dataIDs: ["header", "item-1", "item-2", "item-3"], rect: Rect(x: 0, y: 100, width: 200, height: 120)),
            warnings: ["dataID \"item-9\" appears twice in section \"inbox\""]
        )
    }()

    /// Text with accents, emoji, CJK, markup characters and a control character.
    static let unicode: SnapshotDocument = {
        let text = label("dish", "Crème brûlée 🍮 日本語 <b>&\"x\"</b>\u{07}", frame: Rect(x: 0, y: 0, width: 200, height: 20))
        let window = SnapshotNode(kind: .window, component: "Window", frame: Rect(x: 0, y: 0, width: 200, height: 40), children: [text])
        return SnapshotDocument(root: window, size: Size(width: 200, height: 40))
    }()

    /// Frames no layout should produce, which the writers must still show without crashing.
    static let invalidFrames: SnapshotDocument = {
        let window = SnapshotNode(
            kind: .window, component: "Window", frame: Rect(x: 0, y: 0, width: 100, height: 60),
            children: [
                SnapshotNode(kind: .view, component: "View", dataID: "nan", frame: Rect(x: .nan, y: 0, width: 10, height: 10)),
                SnapshotNode(kind: .view, component: "View", dataID: "inf", frame: Rect(x: 0, y: .infinity, width: -.infinity, height: 10)),
                SnapshotNode(kind: .view, component: "View", dataID: "negative", frame: Rect(x: -20, y: -5, width: -10, height: 30)),
                SnapshotNode(kind: .view, component: "View", dataID: "huge", frame: Rect(x: -1e300, y: 10, width: 1e300 * 2, height: 1e18)),
                SnapshotNode(kind: .view, component: "View", dataID: "empty", frame: Rect(x: 50, y: 30, width: 0, height: 0)),
            ]
        )
        return SnapshotDocument(root: window, size: Size(width: 100, height: 60))
    }()

    /// A tiny window with one centered, colored, rounded label, a safe area and a warning:
    /// the example every format's exact test shares.
    static let small = SnapshotDocument(
        root: SnapshotNode(kind: .window, component: "Window", frame: Rect(x: 0, y: 0, width: 120, height: 60), children: [
            label("hello", "Hello & <bye>", frame: Rect(x: 10, y: 20.25, width: 100, height: 20), weight: "bold", color: "#ff000080", alignment: .center)
                .withAttribute("backgroundColor", "#abc")
                .withAttribute("cornerRadius", "4"),
        ]),
        size: Size(width: 120, height: 60),
        safeArea: EdgeInsets(top: 10, bottom: 5),
        warnings: ["text truncated"]
    )
}
