import XCTest
@testable import EpoxyLua
final class EpoxyLuaSmokeTests: XCTestCase { func testModuleLoads() {} }
