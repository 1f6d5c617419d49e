import EpoxyCore
import EpoxyLayout
import EpoxyNavigation
import EpoxyScreens
import LuaRuntime

/// `NavigationController{ stack = function() … end }`: a navigation controller whose stack
/// function runs on every render, pushing and popping as the state changes; nested flows (a
/// `makeViewController` returning another `NavigationController{…}`) render with it.
final class NavigationPresentation: Presentation {
    /// How deep flows nest before deeper ones are no longer re-rendered.
    static let maximumFlowDepth = 16

    private let definition: LuaNavigationDefinition
    @LuaStateReference var lua: LuaState?
    unowned let presenter: Presenter
    /// The shown navigation controller, made by ``prepare()``.
    private(set) var controller: NavigationController?
    /// The checked stack of the first render, applied once the controller is in the window.
    private var firstModels: [NavigationModel] = []
    /// Stack changes since the last render report (pushes by a render, pops by `back()`).
    var pendingStackChanges: [NavigationStackUpdate] = []
    /// The nested flows made by `makeViewController`s, with the definitions that re-render them.
    var flows: [ObjectIdentifier: Flow] = [:]
    /// How many nested flows are being made right now (one inside another's makeViewController).
    var flowsBeingMade = 0

    struct Flow {
        weak var controller: NavigationController?
        let definition: LuaNavigationDefinition
    }

    private init(definition: LuaNavigationDefinition, lua: LuaState, presenter: Presenter) {
        self.definition = definition
        self.lua = lua
        self.presenter = presenter
    }

    static func make(for value: LuaValue, in lua: LuaState, presenter: Presenter) -> NavigationPresentation? {
        lua.object(value, as: LuaNavigationDefinition.self).map { NavigationPresentation(definition: $0, lua: lua, presenter: presenter) }
    }

    func prepare() throws -> LayoutRoot {
        guard let lua else { throw LuaArgumentError(message: "show: the script's state is gone") }
        let controller = makeNavigationController()
        // The stack is checked before anything changes on screen; its screens are made once
        // the controller is in the window, so they are laid out at the window's size.
        firstModels = try models(from: definition, in: lua)
        self.controller = controller
        return .viewController(controller)
    }

    func didInstall() throws {
        guard let controller, let lua else { return }
        defer { firstModels = [] }
        try apply(firstModels, to: controller)
        _ = try renderTop(of: controller, in: lua, cause: "show", depth: 0)
        pendingStackChanges = []
    }

    func render(cause: String) throws -> [RenderReport.Change] {
        guard let controller, let lua else { return [] }
        let changes = try renderStack(of: controller, from: definition, in: lua, cause: cause, depth: 0)
        let updates = pendingStackChanges
        pendingStackChanges = []
        presenter.stage.layoutIfNeeded()
        return changes + [Self.stackChange(updates)]
    }

    /// `back()`: pops the top screen of the innermost stack that can go back (calling its
    /// model's `remove`); the presenter re-renders after.
    func back() throws {
        guard let controller, presenter.stage.root?.viewController === controller else {
            throw LuaArgumentError(message: "back(): no navigation controller is shown (show a NavigationController{…} first)")
        }
        guard let target = controller.backTarget else {
            let root = controller.stackDataIDs.first.map { " '\(DataIDFormatter.string(for: $0))'" } ?? ""
            throw LuaArgumentError(message: "back(): the stack shows only its root screen\(root); there is nothing to go back to")
        }
        do {
            try target.back(animated: false)
        } catch let error as NavigationError {
            throw LuaArgumentError(message: "back(): \(error.description)")
        }
    }
}
