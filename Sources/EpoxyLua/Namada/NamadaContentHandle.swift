import EpoxyNamadaLayout

/// What a Lua `layoutContent` function receives: the container views are put into
/// (`content:putLabel{…}`, `content:put(view)`, …).
final class NamadaContentHandle {
    static let typeName = "NamadaContent"

    let container: LayoutContainer
    let pass: NamadaPass

    init(container: LayoutContainer, pass: NamadaPass) {
        self.container = container
        self.pass = pass
    }
}
