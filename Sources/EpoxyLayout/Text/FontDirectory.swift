import Foundation

/// Where the Inter font files are looked for.
public enum FontDirectory {
    /// Debian's `fonts-inter` location.
    public static let defaultPath = "/usr/share/fonts/opentype/inter"
    /// The environment variable that overrides the default.
    public static let environmentVariable = "EPOXY_FONT_PATH"

    /// The directory to use: `explicit` when given, else `EPOXY_FONT_PATH` when set and
    /// not empty, else `defaultPath`.
    public static func resolve(explicit: String?, environment: [String: String]) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let fromEnvironment = environment[environmentVariable], !fromEnvironment.isEmpty {
            return fromEnvironment
        }
        return defaultPath
    }

    /// `directory` joined with `fileName`.
    static func path(of fileName: String, in directory: String) -> String {
        directory.hasSuffix("/") ? directory + fileName : directory + "/" + fileName
    }
}
