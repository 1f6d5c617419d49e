import FlyingFox

/// The WebSocket behind `GET /api/updates`: sends the page the state as JSON, at once and after
/// every change; what the page sends is ignored (events go through `POST /api/event`).
struct PreviewUpdates: WSMessageHandler {
    let session: PreviewSession

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (id, messages) = await session.subscribe()
        let session = self.session
        Task {
            for await _ in client {}
            await session.unsubscribe(id)
        }
        return messages
    }
}
