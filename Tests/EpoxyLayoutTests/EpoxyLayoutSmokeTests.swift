import XCTest
@testable import EpoxyLayout
final class EpoxyLayoutSmokeTests: XCTestCase { func testModuleLoads() {} }
