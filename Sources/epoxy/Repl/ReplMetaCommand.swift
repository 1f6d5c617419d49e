import EpoxyCore
import EpoxyLua

/// A REPL line starting with `:` (a command to the REPL, not Lua), with its argument when it
/// takes one (nil when the user gave none: the command then shows the current setting).
enum ReplMetaCommand: Equatable {
    case help
    case format(String?)
    case device(String?)
    case size(String?)
    case typeSize(String?)
    case reload
    case tree
    case visible
    case quit
    /// A name that is no command; `suggestion` is the closest one when it is close.
    case unknown(name: String, suggestion: String?)

    /// One command as `:help` lists it.
    struct Entry {
        let name: String
        let aliases: [String]
        let argument: String?
        let summary: String
    }

    /// Every command, in the order `:help` lists them.
    static let catalog: [Entry] = [
        Entry(name: "help", aliases: ["h", "?"], argument: nil, summary: "list these commands"),
        Entry(name: "format", aliases: [], argument: "text|ascii|json|svg|none",
              summary: "how layouts print after a render (none: not at all); no argument shows it"),
        Entry(name: "device", aliases: [], argument: "NAME",
              summary: "show the window as iphone-se, iphone-15, iphone-15-pro-max or ipad"),
        Entry(name: "size", aliases: [], argument: "WxH", summary: "resize the window, e.g. :size 320x568 (the safe area stays)"),
        Entry(name: "type-size", aliases: ["typesize"], argument: "CATEGORY",
              summary: "set the Dynamic Type size, e.g. :type-size accessibilityLarge"),
        Entry(name: "reload", aliases: ["r"], argument: nil,
              summary: "run the script given to `epoxy repl SCRIPT` again (and its modules) and print the layout"),
        Entry(name: "tree", aliases: [], argument: nil, summary: "print the shown layout as a text tree"),
        Entry(name: "visible", aliases: [], argument: nil, summary: "list the dataIDs on screen"),
        Entry(name: "quit", aliases: ["q", "exit"], argument: nil, summary: "leave the REPL (also Ctrl-D)"),
    ]

    init(_ line: String) {
        let words = line.dropFirst().split(separator: " ", maxSplits: 1)
        let name = words.first.map { String($0).lowercased() } ?? ""
        let argument = words.dropFirst().first.map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
        let entry = Self.catalog.first { $0.name == name || $0.aliases.contains(name) }
        switch entry?.name {
        case "help": self = .help
        case "format": self = .format(argument)
        case "device": self = .device(argument)
        case "size": self = .size(argument)
        case "type-size": self = .typeSize(argument)
        case "reload": self = .reload
        case "tree": self = .tree
        case "visible": self = .visible
        case "quit": self = .quit
        default: self = .unknown(name: name, suggestion: ClosestName.suggestion(for: name, among: Self.catalog.map(\.name)))
        }
    }

    /// What `:help` prints.
    static var helpText: String {
        let usages = catalog.map { ":" + $0.name + ($0.argument.map { " " + $0 } ?? "") }
        let width = usages.map(\.count).max() ?? 0
        let lines = zip(usages, catalog).map { usage, entry in
            "  " + usage.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + entry.summary
        }
        return """
            Type Lua: expressions print their values, statements run; an unfinished statement continues
            on the next line. After a line that changes what is shown (show, setDevice,
            setContentSizeCategory, render and events) the layout prints in the :format.
            Tab completes globals, fields (after .) and methods (after :).
            Commands:
            \(lines.joined(separator: "\n"))
            History is kept in ~/.epoxy_history (not with --no-history).
            """
    }
}
