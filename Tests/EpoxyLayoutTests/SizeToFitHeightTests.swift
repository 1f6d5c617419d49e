import EpoxyCore
import XCTest
@testable import EpoxyLayout

/// `sizeToFitHeight(forWidth:)` on a root fits the height inside the root's frames engine. It must
/// give exactly what fitting with a separate engine and then laying out at that height gives.
final class SizeToFitHeightTests: XCTestCase {
    /// `count` wrapping paragraphs stacked inside `root`'s margins, 8 apart, the last one pinned to
    /// the bottom margin; paragraph `i` holds `120 × (i % 5 + 1)` points of 20-point lines.
    private func stackParagraphs(_ count: Int, in root: View) -> [View] {
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 12, leading: 16, bottom: 10, trailing: 16)
        var previous: View?
        var paragraphs: [View] = []
        for index in 0..<count {
            let text = 120 * Double(index % 5 + 1)
            let paragraph = View()
            paragraph.accessibilityIdentifier = "paragraph \(index)"
            paragraph.contentMeasurer = { width in
                let available = width ?? text
                guard available > 0 else { return Size(width: 0, height: 0) }
                return Size(width: min(text, available), height: (text / available).rounded(.up) * 20)
            }
            root.addSubview(paragraph)
            LayoutConstraint.activate([
                paragraph.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                paragraph.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                paragraph.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.layoutMarginsGuide.topAnchor, constant: previous == nil ? 0 : 8),
            ])
            previous = paragraph
            paragraphs.append(paragraph)
        }
        if let previous { previous.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor).isActive = true }
        return paragraphs
    }

    /// Fitting with an engine of its own, then laying out at that height (what `sizeToFitHeight`
    /// did before it fitted inside the frames engine).
    private func fitWithSeparateEngine(_ root: View, width: Double) {
        let fitting = root.systemLayoutSizeFitting(
            Size(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        root.frame = Rect(origin: root.frame.origin, size: Size(width: width, height: fitting.height))
        root.layoutIfNeeded()
    }

    func testFitsTheSameFramesAsASeparateFittingEngine() {
        for width in [120.0, 200, 320, 375, 430, 1024] {
            let fitted = View(), reference = View()
            let fittedParagraphs = stackParagraphs(7, in: fitted)
            let referenceParagraphs = stackParagraphs(7, in: reference)
            fitted.sizeToFitHeight(forWidth: width)
            fitWithSeparateEngine(reference, width: width)
            XCTAssertEqual(fitted.frame, reference.frame, "root at \(width)")
            for (own, expected) in zip(fittedParagraphs, referenceParagraphs) {
                XCTAssertEqual(own.frame, expected.frame, "\(own.accessibilityIdentifier ?? "") at \(width)")
            }
        }
    }

    func testTheHeightToThePoint() {
        let root = View()
        let paragraphs = stackParagraphs(3, in: root)
        root.sizeToFitHeight(forWidth: 272)
        // 240 wide: 120 → 1 line, 240 → 1 line, 360 → 2 lines; 12 + 20 + 8 + 20 + 8 + 40 + 10.
        XCTAssertEqual(root.frame, Rect(x: 0, y: 0, width: 272, height: 118))
        assertFrame(paragraphs[2], 16, 68, 240, 40)
    }

    func testFittingAgainKeepsTheEngineAndFollowsTheWidth() throws {
        let root = View()
        let paragraphs = stackParagraphs(5, in: root)
        root.sizeToFitHeight(forWidth: 400)
        let engine = try XCTUnwrap(root.layoutEngine)
        for width in [200.0, 640, 152, 400] {
            root.sizeToFitHeight(forWidth: width)
            XCTAssertTrue(root.layoutEngine === engine, "a second fit reuses the engine")
            let reference = View()
            let referenceParagraphs = stackParagraphs(5, in: reference)
            fitWithSeparateEngine(reference, width: width)
            XCTAssertEqual(root.frame, reference.frame, "root at \(width)")
            XCTAssertEqual(paragraphs.map(\.frame), referenceParagraphs.map(\.frame), "paragraphs at \(width)")
        }
        // A plain layout afterwards keeps the fitted height: it is the root's frame now.
        let height = root.frame.height
        paragraphs[0].invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        XCTAssertEqual(root.frame.height, height)
    }

    func testContentChangedAfterAFitIsFittedAgain() {
        let root = View()
        let paragraphs = stackParagraphs(2, in: root)
        root.sizeToFitHeight(forWidth: 272)
        XCTAssertEqual(root.frame.height, 12 + 20 + 8 + 20 + 10)
        paragraphs[1].heightAnchor.constraint(equalToConstant: 100).isActive = true
        root.sizeToFitHeight(forWidth: 272)
        XCTAssertEqual(root.frame.height, 12 + 20 + 8 + 100 + 10)
        assertFrame(paragraphs[1], 16, 40, 240, 100)
    }

    func testFittingAgainWithNothingChangedKeepsTheFit() throws {
        let root = View()
        let paragraphs = stackParagraphs(4, in: root)
        root.sizeToFitHeight(forWidth: 300)
        let engine = try XCTUnwrap(root.layoutEngine)
        let fixedHeight = try XCTUnwrap(engine.fixedFrames[ObjectIdentifier(root)]?.constraints.last)
        let frames = paragraphs.map(\.frame), rootFrame = root.frame
        root.sizeToFitHeight(forWidth: 300)
        // The height fixed by the first fit stays in the solver, and no frame is written again.
        XCTAssertTrue(engine.fixedFrames[ObjectIdentifier(root)]?.constraints.last === fixedHeight)
        XCTAssertFalse(engine.isDirty)
        XCTAssertEqual(root.frame, rootFrame)
        XCTAssertEqual(paragraphs.map(\.frame), frames)
    }

    /// After a fit, each kind of change makes the next fit solve again: the frames are those of a
    /// tree that had the change before its first fit.
    func testEveryChangeAfterAFitIsFittedAgain() {
        func topConstraint(of view: View, in root: View) -> LayoutConstraint? {
            root.constraints.first { $0.firstItem === view && $0.firstAttribute == .top }
        }
        let changes: [(String, (View, [View]) -> Void)] = [
            ("a constant", { root, paragraphs in topConstraint(of: paragraphs[2], in: root)?.constant = 30 }),
            ("an intrinsic size", { _, paragraphs in
                paragraphs[1].contentMeasurer = { width in Size(width: min(600, width ?? 600), height: ((600 / (width ?? 600)).rounded(.up)) * 20) }
                paragraphs[1].invalidateIntrinsicContentSize()
            }),
            ("a constraint activated", { _, paragraphs in paragraphs[0].heightAnchor.constraint(equalToConstant: 90).isActive = true }),
            ("a constraint deactivated", { root, paragraphs in
                topConstraint(of: paragraphs[2], in: root)?.isActive = false
                paragraphs[2].topAnchor.constraint(equalTo: paragraphs[1].bottomAnchor, constant: 24).isActive = true
            }),
            ("the margins", { root, _ in root.directionalLayoutMargins = DirectionalEdgeInsets(top: 40, leading: 8, bottom: 30, trailing: 8) }),
            ("the root's height set by hand", { root, _ in root.frame.size.height = 900 }),
        ]
        for (name, change) in changes {
            for width in [160.0, 300, 430] {
                let root = View(), reference = View()
                let paragraphs = stackParagraphs(4, in: root)
                let referenceParagraphs = stackParagraphs(4, in: reference)
                root.sizeToFitHeight(forWidth: width)
                change(root, paragraphs)
                root.sizeToFitHeight(forWidth: width)
                change(reference, referenceParagraphs)
                reference.sizeToFitHeight(forWidth: width)
                XCTAssertEqual(root.frame, reference.frame, "root after \(name) at \(width)")
                XCTAssertEqual(paragraphs.map(\.frame), referenceParagraphs.map(\.frame), "paragraphs after \(name) at \(width)")
            }
        }
    }

    func testAConflictIsReportedOnce() {
        let log = WarningLog()
        let root = View()
        root.warningHandler = { log.messages.append($0) }
        let box = View()
        root.addSubview(box)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 40),
            box.heightAnchor.constraint(equalToConstant: 30),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.sizeToFitHeight(forWidth: 100)
        XCTAssertEqual(log.messages.filter { $0.contains("Unable to simultaneously satisfy") }.count, 1, "\(log.messages)")
        XCTAssertEqual(root.frame.height, 30)
    }

    func testAViewInsideATreeIsFittedOnItsOwn() {
        let outer = makeRoot(width: 500, height: 800)
        let card = View()
        outer.addSubview(card)
        let paragraphs = stackParagraphs(2, in: card)
        card.sizeToFitHeight(forWidth: 272)
        // The card is not the root: it keeps the frame it was given, and is laid out in the
        // outer tree (no constraint places it there).
        XCTAssertEqual(card.frame, Rect(x: 0, y: 0, width: 272, height: 70))
        assertFrame(paragraphs[1], 16, 40, 240, 20)
        XCTAssertNil(card.layoutEngine)
    }
}
