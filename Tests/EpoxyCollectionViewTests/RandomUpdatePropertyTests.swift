import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout
import EpoxyTestSupport
import XCTest

final class RandomUpdatePropertyTests: XCTestCase {
    /// Random section and item inserts, deletes, moves and content changes: after every update
    /// the collection's items equal the new models in order, and every cell shows its model.
    func testRandomUpdatesLeaveTheCollectionEqualToTheNewModels() {
        runRandomUpdates(layout: ListLayout(), seed: 5)
    }

    /// The same with estimated heights: what is on screen is always exact.
    func testRandomUpdatesWithEstimatedHeights() {
        runRandomUpdates(layout: ListLayout(estimatedItemHeight: 20), seed: 6, checksEveryFrame: false)
    }

    private func runRandomUpdates(layout: ListLayout, seed: UInt64, checksEveryFrame: Bool = true) {
        var generator = SeededGenerator(seed: seed)
        let (window, collection) = makeCollection(layout: layout, height: 400)
        var nextID = 0
        var model: [(id: String, items: [(id: String, content: String)])] = []
        for round in 0..<300 {
            // Mutate the sections.
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                switch Int.random(in: 0..<8, using: &generator) {
                case 0 where model.count < 5:
                    nextID += 1
                    model.insert((id: "S\(nextID)", items: []), at: Int.random(in: 0...model.count, using: &generator))
                case 1 where !model.isEmpty:
                    model.remove(at: Int.random(in: 0..<model.count, using: &generator))
                case 2 where model.count > 1:
                    let section = model.remove(at: Int.random(in: 0..<model.count, using: &generator))
                    model.insert(section, at: Int.random(in: 0...model.count, using: &generator))
                case 3, 4:
                    guard !model.isEmpty else { continue }
                    let s = Int.random(in: 0..<model.count, using: &generator)
                    for _ in 0..<Int.random(in: 1...6, using: &generator) {
                        nextID += 1
                        model[s].items.insert((id: "i\(nextID)", content: "c\(nextID)"), at: Int.random(in: 0...model[s].items.count, using: &generator))
                    }
                case 5:
                    guard let s = model.indices.randomElement(using: &generator), !model[s].items.isEmpty else { continue }
                    model[s].items.remove(at: Int.random(in: 0..<model[s].items.count, using: &generator))
                case 6:
                    guard let s = model.indices.randomElement(using: &generator), model[s].items.count > 1 else { continue }
                    let item = model[s].items.remove(at: Int.random(in: 0..<model[s].items.count, using: &generator))
                    model[s].items.insert(item, at: Int.random(in: 0...model[s].items.count, using: &generator))
                case 7:
                    guard let s = model.indices.randomElement(using: &generator), !model[s].items.isEmpty else { continue }
                    let i = Int.random(in: 0..<model[s].items.count, using: &generator)
                    model[s].items[i].content += String(repeating: "'", count: Int.random(in: 1...5, using: &generator))
                default:
                    continue
                }
            }
            // Rows are as tall as their text is long, so a size kept for a changed row shows.
            let sections = model.map { section in
                SectionModel(dataID: section.id, items: section.items.map {
                    AnyItemModel(ScriptedModel(dataID: $0.id, kind: "Row", style: "plain", text: $0.content))
                })
            }
            collection.setSections(sections, animated: false)
            if round.isMultiple(of: 3) {
                collection.scroll(to: Point(x: 0, y: Double.random(in: 0...600, using: &generator)))
            }
            window.layoutIfNeeded()

            let actual = collection.sections.map { section in ("\(section.dataID)", section.items.map { "\($0.dataID)" }) }
            XCTAssertEqual(actual.map(\.0), model.map(\.id), "round \(round)")
            XCTAssertEqual(actual.map(\.1), model.map { $0.items.map(\.id) }, "round \(round)")
            // Every cell shows its item's current content at its layout frame.
            var contents: [String: String] = [:]
            for section in model { for item in section.items { contents[item.id] = item.content } }
            for element in collection.visibleElements {
                let text = contents["\(element.dataID)"] ?? "?"
                XCTAssertEqual((element.contentView as? ScriptedView)?.text, text, "round \(round)")
                XCTAssertEqual(element.frame.height, Double(10 + text.count), "round \(round)")
                XCTAssertEqual(element.frame, collection.frame(ofItem: element.dataID, inSection: element.sectionDataID), "round \(round)")
            }
            // Exactly the items overlapping the visible rect are displayed, in order.
            let bounds = collection.bounds
            var expected: [String] = []
            for (s, section) in collection.sections.enumerated() {
                for (i, item) in section.items.enumerated() {
                    if let frame = collection.layoutResult?.itemFrame(section: s, item: i), frame.intersects(bounds) { expected.append("\(item.dataID)") }
                }
            }
            XCTAssertEqual(displayedIDs(collection), expected, "round \(round)")
            // Every item's layout height is its text's, on screen or not.
            for section in model where checksEveryFrame {
                for item in section.items {
                    XCTAssertEqual(collection.frame(ofItem: item.id, inSection: section.id)?.height, Double(10 + item.content.count), "round \(round)")
                }
            }
        }
    }
}
