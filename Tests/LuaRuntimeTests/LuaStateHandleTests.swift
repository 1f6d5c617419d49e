import XCTest
@testable import LuaRuntime

/// ``LuaStateHandle`` and ``LuaStateReference`` read as a weak reference would: the state
/// while it lives, nil from the moment its deinit begins.
final class LuaStateHandleTests: XCTestCase {
    /// Holds the state as host objects do, and notes what it read when it went.
    private final class Holder {
        @LuaStateReference var state: LuaState?
        let onDeinit: (LuaState?) -> Void

        init(state: LuaState?, onDeinit: @escaping (LuaState?) -> Void = { _ in }) {
            self.state = state
            self.onDeinit = onDeinit
        }

        deinit { onDeinit(state) }
    }

    func testAReferenceReadsTheStateWhileItLivesAndNilAfter() throws {
        var lua: LuaState? = try LuaState()
        let handle = try XCTUnwrap(lua?.handle)
        let holder = Holder(state: lua)
        XCTAssertTrue(holder.state === lua)
        XCTAssertTrue(handle.state === lua)
        XCTAssertEqual(try holder.state?.run(string: "return 1 + 1"), [2])
        lua = nil
        XCTAssertNil(handle.state)
        XCTAssertNil(holder.state)
    }

    func testAReferenceToNoStateReadsNilAndCanBeSet() throws {
        let lua = try LuaState()
        let holder = Holder(state: nil)
        XCTAssertNil(holder.state)
        holder.state = lua
        XCTAssertTrue(holder.state === lua)
        holder.state = nil
        XCTAssertNil(holder.state)
    }

    func testEveryReferenceSharesTheStatesOneHandle() throws {
        let lua = try LuaState()
        XCTAssertTrue(lua.handle === lua.handle)
        XCTAssertTrue(lua.handle !== (try LuaState()).handle)
    }

    /// Host objects the state owns (here a Swift function's closure) go while the state closes:
    /// they already read nil, so none calls into a closing state.
    func testObjectsReleasedWhileTheStateClosesReadNil() throws {
        var readWhileClosing: [LuaState?] = []
        do {
            let lua = try LuaState()
            let holder = Holder(state: lua) { readWhileClosing.append($0) }
            let function = try lua.makeFunction(name: "probe") { _ in
                withExtendedLifetime(holder) {}
                return []
            }
            try lua.setGlobal("probe", function.value)
        }
        XCTAssertEqual(readWhileClosing.count, 1)
        XCTAssertNil(readWhileClosing.first ?? nil)
    }
}
