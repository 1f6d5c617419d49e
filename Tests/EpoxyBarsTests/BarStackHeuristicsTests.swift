import EpoxyCore
import EpoxyLayout
import XCTest
@testable import EpoxyBars

final class BarStackHeuristicsTests: XCTestCase {
    private func kinds(_ updates: [BarStackUpdate]) -> [String] {
        updates.map(\.description)
    }

    func testInsertedBarsAreMadeAndConfiguredOnce() {
        let recorder = Recorder()
        let stack = BarStackView()
        let updates = stack.setBars([recorder.bar("a", title: "A"), recorder.bar("b", title: "B")], animated: true)

        XCTAssertEqual(kinds(updates), ["a: inserted", "b: inserted"])
        XCTAssertEqual(recorder.viewsMade, 2)
        // New views are configured without animation.
        XCTAssertEqual(recorder.contentSets, ["a=A", "b=B"])
        XCTAssertEqual(recorder.behaviorSets, 2)
        XCTAssertEqual(stack.barViews.map(\.accessibilityIdentifier), ["A", "B"])
    }

    func testSameStyleAndContentLeavesTheViewAlone() {
        let recorder = Recorder()
        let stack = BarStackView()
        stack.setBars([recorder.bar("a", title: "A"), recorder.bar("b", title: "B")], animated: false)
        let views = stack.barViews

        let updates = stack.setBars([recorder.bar("a", title: "A"), recorder.bar("b", title: "B")], animated: true)

        XCTAssertEqual(kinds(updates), ["a: unchanged", "b: unchanged"])
        XCTAssertEqual(recorder.viewsMade, 2)
        XCTAssertEqual(recorder.contentSets.count, 2)
        // Behaviors are set again on every update.
        XCTAssertEqual(recorder.behaviorSets, 4)
        XCTAssertTrue(stack.barViews.elementsEqual(views, by: ===))
    }

    func testChangedContentIsSetOnTheSameView() {
        let recorder = Recorder()
        let stack = BarStackView()
        stack.setBars([recorder.bar("a", title: "A"), recorder.bar("b", title: "B")], animated: false)
        let views = stack.barViews

        let updates = stack.setBars([recorder.bar("a", title: "A2"), recorder.bar("b", title: "B")], animated: true)

        XCTAssertEqual(kinds(updates), ["a: contentUpdated", "b: unchanged"])
        XCTAssertEqual(recorder.viewsMade, 2)
        XCTAssertEqual(recorder.contentSets, ["a=A", "b=B", "a=A2 animated"])
        XCTAssertTrue(stack.barViews.elementsEqual(views, by: ===))
        XCTAssertEqual(recorder.willDisplay, ["a", "b"])
    }

    func testChangedStyleReplacesTheView() {
        let recorder = Recorder()
        let stack = BarStackView()
        stack.setBars([recorder.bar("a", title: "A"), recorder.bar("b", title: "B")], animated: false)
        let views = stack.barViews

        let updates = stack.setBars([recorder.bar("a", title: "A"), recorder.bar("b", title: "B", style: "bold")], animated: true)

        XCTAssertEqual(kinds(updates), ["a: unchanged", "b: replaced"])
        XCTAssertEqual(recorder.viewsMade, 3)
        XCTAssertEqual(recorder.contentSets, ["a=A", "b=B", "b=B"])
        XCTAssertTrue(stack.barViews[0] === views[0])
        XCTAssertFalse(stack.barViews[1] === views[1])
        XCTAssertNil(views[1].superview)
        XCTAssertEqual(recorder.willDisplay, ["a", "b", "b"])
        XCTAssertEqual(recorder.didDisplay, ["a", "b", "b"])
        XCTAssertEqual(recorder.didEndDisplaying, ["b"])
    }

    func testRemovedBarsLoseTheirViews() {
        let recorder = Recorder()
        let stack = BarStackView()
        stack.setBars([recorder.bar("a", title: "A"), recorder.bar("b", title: "B"), recorder.bar("c", title: "C")], animated: false)
        let removedView = stack.barViews[1]

        let updates = stack.setBars([recorder.bar("a", title: "A"), recorder.bar("c", title: "C")], animated: false)

        XCTAssertEqual(kinds(updates), ["a: unchanged", "c: unchanged", "b: removed"])
        XCTAssertEqual(stack.barViews.map(\.accessibilityIdentifier), ["A", "C"])
        XCTAssertEqual(stack.wrappers.count, 2)
        XCTAssertNil(removedView.superview?.superview)
        XCTAssertEqual(recorder.didEndDisplaying, ["b"])
        XCTAssertEqual(recorder.viewsMade, 3)
    }

    func testReorderedBarsKeepTheirViewsAndSwapPlaces() {
        let recorder = Recorder()
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let stack = BarStackView()
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        stack.setBars([recorder.bar("a", title: "A", height: 44), recorder.bar("b", title: "B", height: 30)], animated: false)
        root.layoutIfNeeded()
        let views = stack.barViews
        XCTAssertEqual(views.map(\.frameInWindow.minY), [0, 44])

        let updates = stack.setBars([recorder.bar("b", title: "B", height: 30), recorder.bar("a", title: "A", height: 44)], animated: false)
        root.layoutIfNeeded()

        XCTAssertEqual(kinds(updates), ["b: unchanged, moved", "a: unchanged, moved"], "Epoxy moves both bars of a swap")
        XCTAssertTrue(stack.barViews[0] === views[1])
        XCTAssertTrue(stack.barViews[1] === views[0])
        XCTAssertEqual(stack.barViews.map(\.frameInWindow), [
            Rect(x: 0, y: 0, width: 320, height: 30),
            Rect(x: 0, y: 30, width: 320, height: 44),
        ])
        XCTAssertEqual(stack.frame, Rect(x: 0, y: 0, width: 320, height: 74))
        XCTAssertEqual(recorder.viewsMade, 2)
    }

    func testSameDataIDOfAnotherViewKindIsAnotherBar() {
        let recorder = Recorder()
        let stack = BarStackView()
        stack.setBars([recorder.bar("x", title: "X")], animated: false)
        let typed = FixedBar.barModel(dataID: "x", content: .init(title: "X"), style: .init(height: 20))

        let updates = stack.setBars([typed], animated: false)

        XCTAssertEqual(kinds(updates), ["x: inserted", "x: removed"])
        XCTAssertTrue(stack.barViews.first is FixedBar)
    }

    func testDuplicateDataIDsWarnAndKeepTheFirst() {
        let recorder = Recorder()
        let stack = BarStackView()
        let warnings = LoggedWarnings()

        let updates = EpoxyLogger.$current.withValue(warnings.logger) {
            stack.setBars([
                recorder.bar("a", title: "A"), recorder.bar("b", title: "B"),
                recorder.bar("a", title: "A-again"), recorder.bar("a", title: "A-thrice"),
            ], animated: false)
        }

        XCTAssertEqual(kinds(updates), ["a: inserted", "b: inserted"])
        XCTAssertEqual(stack.barViews.map(\.accessibilityIdentifier), ["A", "B"])
        XCTAssertEqual(warnings.messages, [
            "Warning! Duplicate data IDs detected. Bars with the same view type should have unique data IDs "
                + "within a bar stack. Duplicate data IDs can cause undefined behavior. Digest:\n"
                + "- Bar with ID a duplicated at positions 1, 3, 4\n"
                + "Only the first bar with each ID is shown.",
        ])
    }

    func testDuplicateWarningsNameWhereTheModelWasMadeAndGoToTheTreesHandler() {
        let recorder = Recorder()
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        var handled: [String] = []
        root.warningHandler = { handled.append($0) }
        let stack = BarStackView()
        root.addSubview(stack)
        let logged = LoggedWarnings()

        EpoxyLogger.$current.withValue(logged.logger) {
            stack.setBars([
                recorder.bar("a", title: "A").modelOrigin("bars.lua:3"), recorder.bar("a", title: "A-again").modelOrigin("bars.lua:4"),
            ], animated: false)
        }

        XCTAssertEqual(logged.messages, [], "a tree with a handler gets the warning, as its layout warnings")
        XCTAssertEqual(handled.count, 1)
        XCTAssertTrue(handled.first?.contains("- Bar with ID a (bars.lua:3) duplicated at positions 1, 2\n") == true, "\(handled)")
    }

    func testTypedModelsFollowTheSameHeuristics() {
        let stack = BarStackView()
        func nav(_ title: String, height: Double = 44) -> BarModel<FixedBar> {
            FixedBar.barModel(content: .init(title: title), style: .init(height: height))
        }
        XCTAssertEqual(kinds(stack.setBars([nav("Inbox")], animated: false)), ["FixedBar: inserted"])
        let first = stack.barViews.first as? FixedBar

        XCTAssertEqual(kinds(stack.setBars([nav("Inbox")], animated: true)), ["FixedBar: unchanged"])
        XCTAssertEqual(kinds(stack.setBars([nav("Sent")], animated: true)), ["FixedBar: contentUpdated"])
        XCTAssertTrue(stack.barViews.first === first)
        XCTAssertEqual(first?.setContentCalls.map(\.title), ["Inbox", "Sent"])
        XCTAssertEqual(first?.setContentCalls.map(\.animated), [false, true])
        XCTAssertEqual(first?.setBehaviorsCalls, 3)

        XCTAssertEqual(kinds(stack.setBars([nav("Sent", height: 60)], animated: false)), ["FixedBar: replaced"])
        XCTAssertFalse(stack.barViews.first === first)
        XCTAssertEqual((stack.barViews.first as? FixedBar)?.style, .init(height: 60))

        // A custom style ID decides reuse instead of the style.
        let custom = nav("Sent", height: 80).styleID("shared")
        XCTAssertEqual(kinds(stack.setBars([custom], animated: false)), ["FixedBar: replaced"])
        XCTAssertEqual(kinds(stack.setBars([nav("Sent", height: 90).styleID("shared")], animated: false)), ["FixedBar: unchanged"])
        XCTAssertEqual((stack.barViews.first as? FixedBar)?.style.height, 80)

        XCTAssertEqual(kinds(stack.setBars([], animated: false)), ["FixedBar: removed"])
        XCTAssertTrue(stack.barViews.isEmpty)
    }

    func testDisplayCallbacksRunExactlyOncePerInsertion() {
        var events: [String] = []
        func nav(_ title: String) -> BarModel<FixedBar> {
            FixedBar.barModel(content: .init(title: title), style: .init(height: 44))
                .willDisplay { context in events.append("will \(context.view.content?.title ?? "-") \(context.view.superview == nil)") }
                .didDisplay { context in events.append("did \(context.view.content?.title ?? "-") \(context.view.superview == nil)") }
                .didEndDisplaying { context in events.append("end \(context.dataID)") }
        }
        let stack = BarStackView()
        stack.setBars([nav("One")], animated: false)
        stack.setBars([nav("One")], animated: false)
        stack.setBars([nav("Two")], animated: true)
        XCTAssertEqual(events, ["will One true", "did One false"])

        stack.setBars([], animated: false)
        XCTAssertEqual(events, ["will One true", "did One false", "end FixedBar"])
        stack.setBars([nav("Three")], animated: false)
        XCTAssertEqual(events.suffix(2), ["will Three true", "did Three false"])
    }

    func testBehaviorsReachTheView() {
        var taps = 0
        let stack = BarStackView()
        stack.setBars([FixedBar.barModel(content: .init(title: "x"), behaviors: .init(didTap: { taps += 1 }), style: .init(height: 10))], animated: false)
        (stack.barViews.first as? FixedBar)?.behaviors?.didTap?()
        XCTAssertEqual(taps, 1)
        stack.setBars([FixedBar.barModel(content: .init(title: "x"), style: .init(height: 10))], animated: false)
        XCTAssertNil((stack.barViews.first as? FixedBar)?.behaviors)
    }

    func testPrimaryBarIsAtTheFixedEnd() {
        let recorder = Recorder()
        let top = BarStackView(zOrder: .firstToLast)
        let bottom = BarStackView(zOrder: .lastToFirst)
        top.setBars([recorder.bar("a", title: "A"), recorder.bar("b", title: "B")], animated: false)
        bottom.setBars([recorder.bar("a", title: "A"), recorder.bar("b", title: "B")], animated: false)
        XCTAssertEqual(top.primaryBar?.accessibilityIdentifier, "A")
        XCTAssertEqual(bottom.primaryBar?.accessibilityIdentifier, "B")
        XCTAssertNil(BarStackView().primaryBar)
    }
}
