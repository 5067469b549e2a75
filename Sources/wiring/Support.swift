import WiringAnalysis
import WiringLibraries
import WiringLSP

/// One version for the CLI and the server's `serverInfo`.
let wiringVersion = LanguageServer.version

/// The libraries Wiring checks (the registry), and their rules.
let libraries = Registry.libraries
let catalog = RuleCatalog(libraries)

/// A line on stderr; stdout carries only results (and, for `wiring lsp`, protocol).
func warn(_ s: String) {
    writeAll(2, Array((s + "\n").utf8))
}

/// "COMMAND: unknown option 'X'" with the closest option `usage` names, else
/// followed by the usage.
func unknownOption(_ option: String, command: String, usage: String) -> String {
    var options: [String] = []
    for word in usage.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-") })
    where word.hasPrefix("-") && !options.contains(String(word)) {
        options.append(String(word))
    }
    let unknown = "wiring \(command): unknown option '\(option)'"
    let hint = Spelling.suggestion(for: option, among: options, listing: "")
    return hint.isEmpty ? unknown + "\n" + usage : unknown + "; " + hint
}
