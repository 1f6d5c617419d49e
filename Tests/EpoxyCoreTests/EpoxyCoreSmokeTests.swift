import XCTest
@testable import EpoxyCore
final class EpoxyCoreSmokeTests: XCTestCase { func testModuleLoads() {} }
