import EpoxyBars
import EpoxyScreens
import LuaRuntime

/// The bars host made for each screen while something (the stage, a stack) holds it, reused
/// when the screen is shown or pushed again: a screen's controller has one parent at a time.
final class ScreenHosts {
    private var hosts: [ObjectIdentifier: Entry] = [:]

    private struct Entry {
        weak var host: ScriptedScreenHost?
    }

    /// The host of `screen`: the one made before when it is free, else a new one.
    func host(for screen: LuaScreen, in state: LuaState, keyboard: Keyboard) throws -> ScriptedScreenHost {
        hosts = hosts.filter { $0.value.host != nil }
        let key = ObjectIdentifier(screen)
        if let host = hosts[key]?.host, host.screen === screen, host.parent == nil {
            return host
        }
        if let parent = screen.controller.parent {
            // The screen's controller is still held by the host of an earlier showing.
            guard parent.parent == nil else {
                throw LuaArgumentError(message: "the ViewController is already on screen in another place (a screen can be on a stack once)")
            }
            screen.controller.willMove(toParent: nil)
            screen.controller.removeFromParent()
            screen.controller.view.removeFromSuperview()
        }
        let host = ScriptedScreenHost(screen: screen, state: state, keyboard: keyboard)
        hosts[key] = Entry(host: host)
        return host
    }
}
