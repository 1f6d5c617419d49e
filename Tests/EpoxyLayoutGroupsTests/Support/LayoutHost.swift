import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import XCTest

/// A root view with fixed frame that provides traits, collecting layout warnings.
final class LayoutHost: View, TraitProviding {
    var providedTraits = Traits()
    private(set) var warnings: [String] = []

    init(width: Double, height: Double) {
        super.init(frame: Rect(x: 0, y: 0, width: width, height: height))
        warningHandler = { [weak self] in self?.warnings.append($0) }
    }

    /// Installs `group`, pins its top, leading and trailing to the host and its bottom at
    /// `bottomPriority` (1 lets the group take its content's height), and lays out.
    func show(_ group: any Group, bottomPriority: LayoutPriority = .required) {
        group.install(in: self)
        group.constrainToSuperview(bottomPriority: bottomPriority)
        layoutIfNeeded()
    }
}

/// Collects the lines a scoped `EpoxyLogger` writes.
final class LogCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    var logger: EpoxyLogger {
        EpoxyLogger.printing { [self] line in
            lock.lock()
            storage.append(line)
            lock.unlock()
        }
    }

    /// Runs `body` with warnings going to this collector.
    func capture<T>(_ body: () throws -> T) rethrows -> T {
        try EpoxyLogger.$current.withValue(logger, operation: body)
    }
}

func view(_ group: any Group, _ dataID: String, file: StaticString = #filePath, line: UInt = #line) -> TestView {
    guard let view = group.descendant(withDataID: dataID) as? TestView else {
        XCTFail("no TestView for \(dataID)", file: file, line: line)
        return TestView(style: .zero)
    }
    return view
}

func assertRect(_ rect: Rect, _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ name: String = "", file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(rect.minX, x, accuracy: 1e-6, "x \(name)", file: file, line: line)
    XCTAssertEqual(rect.minY, y, accuracy: 1e-6, "y \(name)", file: file, line: line)
    XCTAssertEqual(rect.width, width, accuracy: 1e-6, "width \(name)", file: file, line: line)
    XCTAssertEqual(rect.height, height, accuracy: 1e-6, "height \(name)", file: file, line: line)
}

func assertFrame(_ view: View, _ x: Double, _ y: Double, _ width: Double, _ height: Double, file: StaticString = #filePath, line: UInt = #line) {
    assertRect(view.frame, x, y, width, height, view.description, file: file, line: line)
}
