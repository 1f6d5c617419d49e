import ArgumentParser
import EpoxyLua
import EpoxySnapshot

/// `epoxy types`: writes editor definitions of the Lua API (LuaLS `---@meta`, or a luacheck
/// configuration).
struct TypesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "types",
        abstract: "Write editor definitions of the Lua API (lua-language-server or luacheck).",
        discussion: """
            --format luals (the default) writes a ---@meta file for lua-language-server: every global, \
            component factory, model modifier and handle method, with parameter and result types, so \
            an editor completes and type-checks screen scripts and specs. --format luacheck writes a \
            .luacheckrc whose std knows the same globals (and the spec globals in *_spec.lua files).

            Examples:
              epoxy types --output types/epoxy.lua      # then .luarc.json: { "workspace.library": ["types"] }
              epoxy types --format luacheck --output .luacheckrc
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case luals, luacheck
    }

    @Option(help: ArgumentHelp("luals (lua-language-server ---@meta definitions) or luacheck (a .luacheckrc).", valueName: "format"))
    var format: Format = .luals

    @Option(help: ArgumentHelp("Write to this file instead of standard output. Example: --output types/epoxy.lua", valueName: "file"))
    var output: String?

    func run() throws {
        let text = format == .luals ? LuaLSDefinitions.write() : LuacheckStandard.write()
        guard let output, output != "-" else {
            Terminal.write(text)
            return
        }
        do {
            try OutputFile.write(text, to: output)
        } catch {
            Terminal.printError("error: \(error)")
            throw ExitCode(1)
        }
    }
}
