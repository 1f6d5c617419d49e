/// Keeps an observation alive: it ends when the token is released or `cancel()` is called.
public final class ObservationToken {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Ends the observation now.
    public func cancel() {
        let onCancel = self.onCancel
        self.onCancel = nil
        onCancel?()
    }

    deinit {
        onCancel?()
    }
}
