import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout
import XCTest

/// A view kind known by name, as the Lua bindings' components are.
final class ScriptedView: View {
    let kind: String
    var text = ""
    var setCount = 0
    var handler: String?

    init(kind: String) {
        self.kind = kind
        super.init()
        contentMeasurer = { [unowned self] _ in Size(width: View.noIntrinsicMetric, height: Double(10 + text.count)) }
    }
}

/// A non-generic model, as a Lua model struct would be: named view kind, string content,
/// a callback table.
struct ScriptedModel: ItemModeling {
    var dataID: AnyHashable
    var kind: String
    var style: String
    var text: String
    var handler: String?
    var callbacks = ItemCallbacks()

    var reuseIdentifier: ReuseIdentifier { ReuseIdentifier(viewTypeName: kind, styleKey: style) }

    func makeView() -> View { ScriptedView(kind: kind) }

    func setContent(on view: View, animated: Bool) {
        guard let view = view as? ScriptedView else { return }
        view.text = text
        view.setCount += 1
        view.invalidateIntrinsicContentSize()
    }

    func setBehaviors(on view: View) {
        (view as? ScriptedView)?.handler = handler
    }

    func isContentEqual(to other: AnyItemModel) -> Bool {
        (other.base as? ScriptedModel)?.text == text
    }
}

final class ErasedModelTests: XCTestCase {
    func testAClientWithItsOwnViewKindsDrivesTheCollection() throws {
        let (window, collection) = makeCollection()
        var events: [String] = []
        func sections(_ texts: [String], handler: String) -> [SectionModel] {
            [SectionModel(dataID: "s", items: texts.enumerated().map { index, text in
                AnyItemModel(ScriptedModel(dataID: "m\(index)", kind: "MessageRow", style: index == 2 ? "big" : "standard", text: text, handler: handler))
                    .didSelect { events.append("select \($0.dataID) \(($0.view as? ScriptedView)?.text ?? "?")") }
                    .selectionStyle(.color("#DDDDDD"))
            })]
        }
        collection.setSections(sections(["hi", "hello", "hey"], handler: "one"), animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(collection.frame(ofItem: "m1"), Rect(x: 0, y: 12, width: 375, height: 15))
        XCTAssertEqual(collection.contentSize.height, 40)
        XCTAssertEqual(collection.measurementCount, 3)
        let update = collection.setSections(sections(["hi", "hello!", "hey"], handler: "two"), animated: false)
        XCTAssertEqual(update.contentUpdates, [ItemPath(sectionDataID: "s", dataID: "m1")])
        // Content without a hash is cached per data ID: only the changed row is measured again.
        XCTAssertEqual(collection.measurementCount, 4)
        let views = collection.visibleElements.map { $0.contentView as? ScriptedView }
        XCTAssertEqual(views.map { $0?.setCount }, [1, 2, 1])
        XCTAssertEqual(views.map { $0?.handler }, ["two", "two", "two"])
        XCTAssertEqual(collection.visibleElements.map(\.cell.reuseIdentifier.description),
                       ["MessageRow(standard)", "MessageRow(standard)", "MessageRow(big)"])
        XCTAssertEqual(collection.visibleElements[0].cell.selectionStyle, .color("#DDDDDD"))
        try collection.tap("m1")
        XCTAssertEqual(events, ["select m1 hello!"])
    }

    func testErasedModifiersReplaceTheBaseCallbacks() {
        var calls: [String] = []
        let base = TestRow.itemModel(dataID: "a", content: "a", style: .init())
            .didSelect { _ in calls.append("typed") }
            .willDisplay { _ in calls.append("typed will") }
            .isMovable(true)
            .flowLayoutItemSize(Size(width: 1, height: 2))
        let erased = base.eraseToAnyItemModel().didSelect { _ in calls.append("erased") }
        XCTAssertTrue(erased.isMovable)
        XCTAssertEqual(erased.isMovable(false).isMovable, false)
        XCTAssertEqual(erased.flowLayoutItemSize, Size(width: 1, height: 2))
        XCTAssertEqual(AnyItemModel(erased).flowLayoutItemSize(nil).flowLayoutItemSize, Size(width: 1, height: 2))
        let view = TestRow(style: .init())
        let context = AnyItemCallbackContext(dataID: "a", model: erased, view: view, sectionDataID: "s", indexPath: [0, 0], state: .normal)
        erased.callbacks.didSelect?(context)
        erased.callbacks.willDisplay?(context)
        base.callbacks.didSelect?(context)
        XCTAssertEqual(calls, ["erased", "typed will", "typed"])
        XCTAssertEqual(base.styleID, AnyHashable(TestRow.Style()))
        XCTAssertEqual(base.styleID("custom").reuseIdentifier, ReuseIdentifier(viewType: TestRow.self, styleKey: "custom"))
        XCTAssertNotEqual(base.reuseIdentifier, ReuseIdentifier(viewTypeName: "TestRow", styleKey: AnyHashable(TestRow.Style())))
    }

    func testBuildersAssembleItemsAndSections() {
        let showExtra = true
        let section = SectionModel(dataID: "s") {
            TestRow.itemModel(dataID: "first", content: "1", style: .init())
            if showExtra {
                TestRow.itemModel(dataID: "extra", content: "2", style: .init())
            }
            for index in 0..<2 {
                TestRow.itemModel(dataID: index, content: "\(index)", style: .init())
            }
            rows(["last"])
        }
        XCTAssertEqual(section.items.map { "\($0.dataID)" }, ["first", "extra", "0", "1", "last"])
        @SectionModelBuilder var sections: [SectionModel] {
            section
            if !showExtra { SectionModel(dataID: "hidden", items: rows(["x"])) }
            SectionModel(dataID: "t", items: rows(["y"]))
        }
        XCTAssertEqual(sections.map { "\($0.dataID)" }, ["s", "t"])
        XCTAssertEqual(SectionModel(items: rows(["a"])).dataID, AnyHashable(DefaultDataID.noneProvided))
    }
}
