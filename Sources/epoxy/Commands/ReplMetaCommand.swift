/// A REPL line starting with `:` (a command to the REPL, not Lua).
enum ReplMetaCommand: Equatable {
    case help
    case quit
    case unknown(String)

    init(_ line: String) {
        let name = line.dropFirst().split(separator: " ").first.map(String.init) ?? ""
        switch name {
        case "help", "h", "?": self = .help
        case "quit", "q", "exit": self = .quit
        default: self = .unknown(name)
        }
    }

    static let helpText = """
        Type Lua: expressions print their values, statements run; an unfinished statement continues
        on the next line. Tab completes globals, fields (after .) and methods (after :).
          :help   this text
          :quit   leave (also Ctrl-D)
        History is kept in ~/.epoxy_history.
        """
}
