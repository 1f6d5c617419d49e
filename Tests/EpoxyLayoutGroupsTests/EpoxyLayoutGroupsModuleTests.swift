import XCTest
@testable import EpoxyLayoutGroups
final class EpoxyLayoutGroupsModuleTests: XCTestCase { func testModuleLoads() {} }
