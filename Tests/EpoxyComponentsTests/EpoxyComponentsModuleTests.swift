import XCTest
@testable import EpoxyComponents
final class EpoxyComponentsModuleTests: XCTestCase { func testModuleLoads() {} }
