/// The update cycle of a shown screen: changes of state schedule one update, which runs after
/// the current event (a script run, a REPL line, an event handler) or before anything inspects
/// the screen, as UIKit coalesces `setNeedsLayout` calls into one pass per run-loop turn.
///
/// The loop knows nothing of Lua: the shown root registers a renderer, a closure that rebuilds
/// its models from state, applies them and reports what changed.
public final class RenderLoop {
    /// Rebuilds the shown root from state and returns what changed.
    public typealias Renderer = (_ cause: String) throws -> RenderReport

    /// Most consecutive renders one flush runs when each render changes state again.
    public static let maximumChainedRenders = 16

    /// Why the next update runs (the state fields assigned, in order); empty when none is scheduled.
    public private(set) var scheduledCauses: [String] = []
    /// Called with the report of every render (the script host hands them to the REPL's printing).
    public var onRender: ((RenderReport) -> Void)?

    /// Called at the end of every flush, rendered or not: after each event and before each
    /// inspection (bars use it to follow the scroll position).
    public var didFlush: (() -> Void)?

    /// Asked at the end of every flush for an error met outside a render (a collection layout's
    /// section provider that threw while laying out); a returned error is thrown by `flush`.
    public var takePendingError: (() -> (any Error)?)?

    private var renderer: Renderer?
    private var isRendering = false

    public init() {}

    /// Whether an update is scheduled.
    public var isUpdateScheduled: Bool { !scheduledCauses.isEmpty }

    /// Whether a shown root can render.
    public var hasRenderer: Bool { renderer != nil }

    /// Makes `renderer` the shown root's (replacing the previous one) and forgets any scheduled update.
    public func setRenderer(_ renderer: Renderer?) {
        self.renderer = renderer
        scheduledCauses = []
    }

    /// Schedules one update for `cause`; several before the next flush run as one.
    public func scheduleUpdate(cause: String) {
        guard renderer != nil, !scheduledCauses.contains(cause) else { return }
        scheduledCauses.append(cause)
    }

    /// Runs the scheduled update, if any, and the ones its render schedules in turn (at most
    /// ``maximumChainedRenders``). A failing render leaves the last good screen in place and throws.
    @discardableResult
    public func flush() throws -> [RenderReport] {
        guard !isRendering else { return [] }
        var made: [RenderReport] = []
        while !scheduledCauses.isEmpty {
            let cause = scheduledCauses.joined(separator: ", ")
            scheduledCauses = []
            guard made.count < Self.maximumChainedRenders else {
                throw RenderLoopError.renderKeepsChangingState(renders: made.count)
            }
            made.append(try runRenderer(cause: cause))
        }
        if let error = takePendingError?() { throw error }
        didFlush?()
        return made
    }

    /// Renders now (what `render()` does), then runs any update that render scheduled.
    @discardableResult
    public func renderNow(cause: String = "render()") throws -> RenderReport? {
        guard renderer != nil, !isRendering else { return nil }
        scheduledCauses = []
        let report = try runRenderer(cause: cause)
        try flush()
        return report
    }

    private func runRenderer(cause: String) throws -> RenderReport {
        guard let renderer else { return RenderReport(cause: cause) }
        isRendering = true
        defer { isRendering = false }
        let report = try renderer(cause)
        onRender?(report)
        return report
    }
}

/// Why a render loop stopped.
public enum RenderLoopError: Error, Equatable, CustomStringConvertible {
    /// Every render assigned state again, so updates would never settle.
    case renderKeepsChangingState(renders: Int)

    public var description: String {
        switch self {
        case .renderKeepsChangingState(let renders):
            "the screen did not settle: \(renders) renders in a row each changed state again (a provider assigns a State field it reads?)"
        }
    }
}
